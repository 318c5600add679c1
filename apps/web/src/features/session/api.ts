import type { TUserInfo } from '@khel/contract';
import { API_PATHS } from '@khel/contract/paths';
import { post } from '../../lib/http';

/** Background calls: silent (no toast every 10 s); a dead session still logs out. */
export const fetchUserInfo = () => post<TUserInfo>(API_PATHS.userInfo, {}, { silent: true });

/** The server keeps place ids to 64 characters. */
export const reportOnline = (placeId: string) =>
  post<null>(API_PATHS.reportOnline, { placeId: placeId.slice(0, 64) }, { silent: true });

export const endServerSession = () => post<null>(API_PATHS.logout, {}, { silent: true });
