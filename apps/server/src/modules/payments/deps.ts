import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../integrations/payments/types';
import type { DepositCallbacks } from '../deposits';
import type { AccountDirectory } from '../wallet';

/** What the payments module needs: the gateway, and what deposits and withdrawals need. */
export interface PaymentsDeps {
  db: Db;
  accounts: AccountDirectory;
  gateway: PaymentGateway;
  /** Where deposit callbacks go: the deposits module's inbox. */
  depositCallbacks: DepositCallbacks;
}
