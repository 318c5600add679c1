import type * as games from '../games';
import type { CallOf } from './call';

export const bannerListEndpoint: CallOf<typeof games.bannerListEndpoint> = {
  method: 'POST',
  path: '/banner/list',
  auth: false,
};
export const gameLaunchEndpoint: CallOf<typeof games.gameLaunchEndpoint> = {
  method: 'POST',
  path: '/game/launch',
  auth: true,
};
export const gameLobbyEndpoint: CallOf<typeof games.gameLobbyEndpoint> = {
  method: 'POST',
  path: '/game/lobby',
  auth: false,
};
export const gameRecentEndpoint: CallOf<typeof games.gameRecentEndpoint> = {
  method: 'POST',
  path: '/game/recent',
  auth: true,
};
export const gameRecordEndpoint: CallOf<typeof games.gameRecordEndpoint> = {
  method: 'POST',
  path: '/game/record',
  auth: true,
};
export const gameSearchEndpoint: CallOf<typeof games.gameSearchEndpoint> = {
  method: 'POST',
  path: '/game/search',
  auth: false,
};
export const gameSearchHomeEndpoint: CallOf<typeof games.gameSearchHomeEndpoint> = {
  method: 'POST',
  path: '/game/searchHome',
  auth: false,
};
export const rollMsgEndpoint: CallOf<typeof games.rollMsgEndpoint> = {
  method: 'POST',
  path: '/home/rollMsg',
  auth: false,
};
