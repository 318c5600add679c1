/**
 * The platform's view of a payment gateway (PSP). Deposits and withdrawals speak only this
 * interface; `sandbox` (apps/psp-sandbox over signed HTTP) is the default implementation, and a
 * real PSP is another implementation of the same interface. Amounts are integer paise.
 */

export type GatewayMethod = 'UPI' | 'IMPS' | 'CRYPTO';

export interface CreatePaymentInput {
  /** The platform's order number (idempotency key at the gateway). */
  merchantOrderId: string;
  amountPaise: bigint;
  method: 'UPI' | 'IMPS';
  /** Where the pay page sends the payer afterwards (absolute URL). */
  returnUrl: string;
  customer: { id: string; name?: string };
}

export interface CreatedPayment {
  gatewayOrderId: string;
  /**
   * The gateway's pay page: absolute, or a path when the gateway is embedded without a public
   * URL of its own — resolve that against the origin the player reached the platform on.
   */
  payUrl: string;
  expiresAt: Date;
}

export interface PaymentStatus {
  gatewayOrderId: string;
  merchantOrderId: string;
  status: 'created' | 'paid' | 'failed' | 'expired';
  amountPaise: bigint;
  /** Bank reference once paid. */
  utr: string | null;
  paidAt: Date | null;
}

export interface ExpectTransferInput {
  merchantOrderId: string;
  /** 12-digit UTR, or a crypto transaction hash when method is CRYPTO. */
  reference: string;
  /** What the player says was sent. */
  amountPaise: bigint;
  method: GatewayMethod;
}

export interface TransferStatus {
  reference: string;
  merchantOrderId: string;
  status: 'pending' | 'received' | 'not_found';
  /** What actually arrived (may differ from the claim); null until received. */
  receivedAmountPaise: bigint | null;
}

export interface CreatePayoutInput {
  merchantPayoutId: string;
  amountPaise: bigint;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

export interface PayoutStatus {
  gatewayPayoutId: string;
  merchantPayoutId: string;
  status: 'processing' | 'paid' | 'failed';
  amountPaise: bigint;
  utr: string | null;
  failureReason: string | null;
}

/** A verified callback from the gateway, already checked for signature and freshness. */
export type GatewayEvent =
  | {
      type: 'order';
      gatewayOrderId: string;
      merchantOrderId: string;
      status: 'paid' | 'failed';
      amountPaise: bigint;
      utr: string | null;
      at: Date;
    }
  | {
      type: 'transfer';
      reference: string;
      merchantOrderId: string;
      status: 'received' | 'not_found';
      /** Received amount; null when not found. */
      amountPaise: bigint | null;
      at: Date;
    }
  | {
      type: 'payout';
      gatewayPayoutId: string;
      merchantPayoutId: string;
      status: 'paid' | 'failed';
      amountPaise: bigint;
      utr: string | null;
      failureReason: string | null;
      at: Date;
    };

/**
 * The gateway answered a request and refused it for good (invalid, or conflicting with what it
 * already holds): sending the same request again cannot succeed. Unreachable or failing
 * gateways throw other errors, which are worth retrying.
 */
export class GatewayRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Why a callback was refused; the route answers it without touching any order. */
export class GatewayCallbackError extends Error {
  constructor(
    readonly reason: 'bad_signature' | 'stale' | 'malformed' | 'unknown_merchant',
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  /** Code used for the gateway's clearing account in the ledger and in its callback path. */
  readonly code: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  queryPayment(merchantOrderId: string): Promise<PaymentStatus | null>;
  expectTransfer(input: ExpectTransferInput): Promise<TransferStatus>;
  queryTransfer(reference: string): Promise<TransferStatus | null>;
  createPayout(input: CreatePayoutInput): Promise<PayoutStatus>;
  queryPayout(merchantPayoutId: string): Promise<PayoutStatus | null>;
  /**
   * Verifies a callback (signature over timestamp and raw body, 5-minute window) and parses it.
   * Throws GatewayCallbackError when it cannot be trusted.
   */
  parseCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): GatewayEvent;
  /** The body the gateway needs to stop retrying a callback (the sandbox: {"ack": true}). */
  readonly acknowledgement: { status: number; body: unknown };
}
