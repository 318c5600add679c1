import type * as wallet from '../wallet';
import type { CallOf } from './call';

export const balanceRecordsEndpoint: CallOf<typeof wallet.balanceRecordsEndpoint> = {
  method: 'POST',
  path: '/user/balanceRecords',
  auth: true,
};
