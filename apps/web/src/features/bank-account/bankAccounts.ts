import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { post } from '../../lib/http';
import type { BankAccountType } from './validation';

/** A saved withdraw account. */
export interface BankAccount {
  id: string;
  holderName: string;
  accountNumber: string;
  ifsc: string;
  accountType: BankAccountType;
}

export type BankAccountInput = Omit<BankAccount, 'id'>;

/** SPEC.md does not show the bank card calls; these paths are ours (the wallet issue serves them). */
export const BANK_PATHS = {
  list: '/bank/list',
  add: '/bank/add',
  update: '/bank/update',
  remove: '/bank/delete',
} as const;

export const bankKeys = { list: () => ['bank-accounts'] as const };

/**
 * The player's withdraw accounts. Until the wallet issue adds /bank/list the player cannot have
 * saved one, so this answers an empty list without a request.
 */
async function fetchBankAccounts(): Promise<BankAccount[]> {
  return [];
}

export const useBankAccounts = () =>
  useQuery({ queryKey: bankKeys.list(), queryFn: fetchBankAccounts });

const refreshList = () => queryClient.invalidateQueries({ queryKey: bankKeys.list() });

export async function saveBankAccount(input: BankAccountInput, id?: string) {
  const result = id
    ? await post<unknown>(BANK_PATHS.update, { id, ...input })
    : await post<unknown>(BANK_PATHS.add, input);
  await refreshList();
  return result;
}

export async function deleteBankAccount(id: string) {
  const result = await post<unknown>(BANK_PATHS.remove, { id });
  await refreshList();
  return result;
}
