import { FirstDepositBody } from '../../../features/promo/FirstDepositBody';
import type { PageProps } from '../../../router/routes';

export default function FirstDepositPage(_props: PageProps) {
  return <FirstDepositBody />;
}
