import type { PageProps } from '../../router/routes';
import { EmptyState } from '../../ui/States';

export default function MailPage(_props: PageProps) {
  return <EmptyState />;
}
