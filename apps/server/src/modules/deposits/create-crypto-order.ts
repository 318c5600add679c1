import { cryptoAmountFor } from '@khel/contract/money';
import type { TDepositOrder } from '@khel/contract';
import { AppError } from '../../errors';
import { fractionToBp, readDepositConfig } from './config';
import type { DepositOrderDeps } from './deps';
import { assertAmountWithin, assertDepositsOpen, placeDepositOrder } from './place-order';
import { emptyPayTo, presentDepositOrder } from './present';

/**
 * Crypto (tab 4): an order with the address, network and exact amount to send. The player then
 * submits the transaction hash; the gateway's reconciliation confirms what arrived.
 */
export async function createCryptoOrder(
  deps: DepositOrderDeps,
  options: { playerId: number; amountPaise: bigint; currency: string | null | undefined },
): Promise<TDepositOrder> {
  const config = await readDepositConfig(deps.db);
  assertDepositsOpen(config, config.showCrypto === 1);
  const wanted = options.currency?.trim().toUpperCase();
  if (!wanted) throw new AppError('badRequest', 'Please choose a crypto currency');
  const wallet = config.crypto.find((w) => w.currency.toUpperCase() === wanted);
  if (!wallet) throw new AppError('badRequest', 'This crypto currency is not available');
  assertAmountWithin(options.amountPaise, wallet.minAmount, wallet.maxAmount);
  const cryptoAmount = cryptoAmountFor(options.amountPaise, wallet.rate);
  if (cryptoAmount === null)
    throw new AppError('badRequest', 'This crypto currency is not available');

  const order = await placeDepositOrder(deps.db, {
    config,
    prefix: 'C',
    now: deps.now?.() ?? new Date(),
    jurisdiction: deps.jurisdiction,
    order: {
      playerId: options.playerId,
      channel: 4,
      method: 'CRYPTO',
      channelName: `${wallet.currency} ${wallet.network}`,
      amountPaise: options.amountPaise,
      bonusRateBp: fractionToBp(config.cryptoGift),
      gateway: deps.gateway.code,
      payTo: {
        ...emptyPayTo('crypto'),
        address: wallet.address,
        network: wallet.network,
        currency: wallet.currency,
        cryptoAmount,
      },
    },
  });
  return presentDepositOrder(order);
}
