import type * as history from '../history';
import type { CallOf } from './call';

export const historyEndpoint: CallOf<typeof history.historyEndpoint> = {
  method: 'POST',
  path: '/user/history',
  auth: true,
};
