import { parseAmount } from '../deposit/amounts';

export type WithdrawAmountError =
  { code: 'amountRequired' } | { code: 'wagerLeft'; amount: number };

/**
 * 'The withdrawal amount cannot be empty', then the wager requirement: while rupees are left to
 * bet, no withdrawal ('You still have … rupees left to bet in the game'). An unknown wager
 * requirement (null) is left to the server.
 */
export function validateWithdrawAmount(
  text: string,
  wagerLeftRupees: number | null,
): WithdrawAmountError | null {
  if (parseAmount(text) === null) return { code: 'amountRequired' };
  if (wagerLeftRupees !== null && wagerLeftRupees > 0) {
    return { code: 'wagerLeft', amount: wagerLeftRupees };
  }
  return null;
}

/** 'Please enter your withdrawal password' when it is empty. */
export const isWithdrawPasswordMissing = (password: string) => password.trim() === '';
