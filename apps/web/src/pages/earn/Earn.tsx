import type { PageProps } from '../../router/routes';
import { EmptyState } from '../../ui/States';

export default function EarnPage(_props: PageProps) {
  return <EmptyState />;
}
