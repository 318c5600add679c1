import { CHAIN_SALT, crashPoint } from '../../fair';
import { nodeHmac } from '../fair-node';

export { CHAIN_SALT };

/**
 * The crash point of a round in hundredths, from its seed (src/fair's crashPoint, the formula the
 * verify page runs in the browser), with node's HMAC.
 */
export const crashPointOf = (seed: string, rtp: number) =>
  Math.round(crashPoint(seed, rtp, nodeHmac) * 100);
