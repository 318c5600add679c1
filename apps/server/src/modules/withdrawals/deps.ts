import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../integrations/payments/types';
import type { AccountDirectory } from '../wallet';
import type { JurisdictionRules } from '../jurisdiction';

/** What the withdrawals module needs from the app: the database, the ledger and the gateway. */
export interface WithdrawalsDeps {
  db: Db;
  accounts: AccountDirectory;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/** What a player's withdrawal needs besides: the licence's country rules (KYC thresholds). */
export interface WithdrawalApplyDeps extends WithdrawalsDeps {
  jurisdiction: JurisdictionRules;
}
