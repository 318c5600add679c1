import type * as playSession from '../play-session';
import type { CallOf } from './call';

export const playSessionEndpoint: CallOf<typeof playSession.playSessionEndpoint> = {
  method: 'POST',
  path: '/protection/playSession',
  auth: true,
};

export const realityCheckEndpoint: CallOf<typeof playSession.realityCheckEndpoint> = {
  method: 'POST',
  path: '/protection/realityCheck',
  auth: true,
};
