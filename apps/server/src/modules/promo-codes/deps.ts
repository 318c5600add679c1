import type { Db } from '../../db/client';
import type { AccountDirectory } from '../wallet';

/** What the promo-code services need: the database, the ledger's accounts and the clock. */
export interface PromoCodeDeps {
  db: Db;
  accounts: AccountDirectory;
  /** The platform clock (tests move it). */
  now: () => Date;
}
