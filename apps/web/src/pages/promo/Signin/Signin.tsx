import { SigninBody } from '../../../features/promo/SigninBody';
import type { PageProps } from '../../../router/routes';

export default function SigninPage(_props: PageProps) {
  return <SigninBody />;
}
