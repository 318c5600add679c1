import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../integrations/payments/types';
import type { AccountDirectory } from '../wallet';

/** What the withdrawals module needs from the app: the database, the ledger and the gateway. */
export interface WithdrawalsDeps {
  db: Db;
  accounts: AccountDirectory;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}
