import { WheelVerifyBody } from '../../../features/promo/WheelVerifyBody';
import type { PageProps } from '../../../router/routes';

export default function WheelVerifyPage({ query }: PageProps) {
  return <WheelVerifyBody spinId={query.spin ?? ''} />;
}
