/** Withdrawal shapes are not shown in SPEC.md; these are the fields the wallet pages show. */
export type WithdrawStatus = 'pending' | 'processing' | 'success' | 'failed' | 'rejected';

export interface WithdrawOrder {
  orderNo: string;
  amount: number;
  status: string;
  createTime: string | number;
  /** The bank account paid, as the server masks it. */
  bankAccount?: string;
}

export interface WithdrawRecordPage {
  list: WithdrawOrder[];
  total?: number;
}

/** A withdraw account of the bank-card pages (holder name, account number, IFSC). */
export interface BankAccount {
  id: string | number;
  holderName: string;
  accountNo: string;
  ifsc: string;
}

/** What the confirmation popup shows before the withdrawal password is asked. */
export interface WithdrawPreview {
  orderNo?: string;
  arrivalAmount?: number;
  serviceCharge?: number;
}
