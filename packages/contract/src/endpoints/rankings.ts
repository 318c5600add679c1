import type * as rankings from '../rankings';
import type { CallOf } from './call';

export const rankingListEndpoint: CallOf<typeof rankings.rankingListEndpoint> = {
  method: 'POST',
  path: '/activity/ranking/list',
  auth: false,
};
