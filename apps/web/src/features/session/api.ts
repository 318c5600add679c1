import { logoutEndpoint, reportOnlineEndpoint, userInfoEndpoint } from '@khel/contract/endpoints';
import { call } from '../../lib/http';

/** Background calls: silent (no toast every 10 s); a dead session still logs out. */
export const fetchUserInfo = () => call(userInfoEndpoint, {}, { silent: true });

/** The server keeps place ids to 64 characters. */
export const reportOnline = (placeId: string) =>
  call(reportOnlineEndpoint, { placeId: placeId.slice(0, 64) }, { silent: true });

export const endServerSession = () => call(logoutEndpoint, {}, { silent: true });
