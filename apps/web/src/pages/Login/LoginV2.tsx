import type { PageProps } from '../../router/routes';
import { EmptyState } from '../../ui/States';

export default function LoginV2Page(_props: PageProps) {
  return <EmptyState />;
}
