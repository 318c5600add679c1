import type { PageProps } from '../../../router/routes';
import { EmptyState } from '../../../ui/States';

export default function ProfilePage(_props: PageProps) {
  return <EmptyState />;
}
