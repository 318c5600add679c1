import type { RealityCheckAnswer } from '@khel/contract';
import { playSessionEndpoint, realityCheckEndpoint } from '@khel/contract/endpoints';
import { call } from '../../lib/http';

/** A background read (silent): a dead session still logs out. */
export const fetchPlaySession = () => call(playSessionEndpoint, {}, { silent: true });

/** The player's answer: a failure is toasted by the client (lib/http.ts). */
export const sendRealityCheckAnswer = (answer: RealityCheckAnswer, failure: string) =>
  call(realityCheckEndpoint, { answer }, { failure });
