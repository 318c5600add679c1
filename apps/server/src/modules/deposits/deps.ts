import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../integrations/payments/types';
import type { AccountDirectory } from '../wallet';
import type { JurisdictionRules } from '../jurisdiction';

/** What the deposit services need: the database, the ledger's accounts and the gateway. */
export interface DepositDeps {
  db: Db;
  accounts: AccountDirectory;
  gateway: PaymentGateway;
  /** The platform's public origin for the gateway's return URL; default: the request's. */
  publicUrl?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The platform clock (tests move it); the real one if absent. */
  now?: () => Date;
}

/** What order creation and charge info need besides: the licence's country rules (deposit kinds). */
export interface DepositOrderDeps extends DepositDeps {
  jurisdiction: JurisdictionRules;
}
