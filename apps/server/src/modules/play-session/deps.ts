import type { Db } from '../../db/client';

export interface PlaySessionDeps {
  db: Db;
  /** The platform clock (tests move it). */
  now: () => Date;
}
