import { ResponsibleGamingBody } from '../../../../features/protection';
import { endLocalSession } from '../../../../features/session/logout';
import type { PageProps } from '../../../../router/routes';

/** Account → Responsible gaming; a time-out or self-exclusion logs the player out. */
export default function ResponsibleGamingPage(_props: PageProps) {
  return <ResponsibleGamingBody onExcluded={endLocalSession} />;
}
