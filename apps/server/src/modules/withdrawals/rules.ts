import { phrase } from '@khel/contract/messages';
import { AppError } from '../../errors';
import { rupeesText } from '@khel/contract/money';
import type { Remaining } from './limits';
import type { WithdrawSettings } from './settings';

/** 'You still have 250.5 rupees left to bet in the game' (docs/product.md §5, the real figure). */
export const wagerLeftMessage = (wagerPaise: bigint) =>
  phrase('You still have {amount} rupees left to bet in the game', {
    amount: rupeesText(wagerPaise),
  });

export interface WithdrawalCheck {
  amountPaise: bigint;
  settings: WithdrawSettings;
  remaining: Remaining;
  wagerRemainingPaise: bigint;
  /** Checked by preview; apply leaves it to the ledger's conditional debit. */
  balancePaise?: bigint;
}

/**
 * The rules of one withdrawal, in the order the player meets them on the Withdraw page. Preview
 * runs them on a snapshot; apply runs them again under the wallet lock, where they are final.
 */
export function assertWithdrawalAllowed(check: WithdrawalCheck) {
  const { amountPaise, settings, remaining } = check;
  if (amountPaise < settings.minPaise || amountPaise > settings.maxPaise) {
    throw new AppError('badRequest', 'The withdrawal amount must be between {min} and {max}', {
      min: rupeesText(settings.minPaise),
      max: rupeesText(settings.maxPaise),
    });
  }
  if (amountPaise > remaining.amountPaise) {
    throw new AppError('badRequest', "Exceeds today's remaining withdrawal limit of Rs {amount}", {
      amount: rupeesText(remaining.amountPaise),
    });
  }
  if (remaining.times <= 0) throw new AppError('badRequest', 'No withdrawals left today');
  if (check.wagerRemainingPaise > 0n) {
    throw new AppError('badRequest', wagerLeftMessage(check.wagerRemainingPaise));
  }
  if (check.balancePaise !== undefined && amountPaise > check.balancePaise) {
    throw new AppError('badRequest', 'Insufficient balance');
  }
}
