import type { TBankAccount, TCommonBody, TBankAddRequest, TBankListResponse } from '@khel/contract';
import { WALLET_PATHS } from '@khel/contract/wallet-rules';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { post } from '../../lib/http';

/** A request's own fields: the HTTP client adds the common body (SPEC.md §7). */
type Body<T> = Omit<T, keyof TCommonBody>;

export type BankAccountInput = Body<TBankAddRequest>;

/** Withdraw-account calls of packages/contract/src/withdraw.ts; every change needs the password. */
export const bankKeys = { list: () => ['bank-accounts'] as const };

export const useBankAccounts = () =>
  useQuery({
    queryKey: bankKeys.list(),
    queryFn: () => post<TBankListResponse>(WALLET_PATHS.bankList, {}, { silent: true }),
  });

/** The list a change answers goes straight into the cache; add and update re-read it. */
const storeList = (list: TBankListResponse) => {
  queryClient.setQueryData(bankKeys.list(), list);
  return list;
};
const refreshList = () => queryClient.invalidateQueries({ queryKey: bankKeys.list() });

export async function addBankAccount(input: BankAccountInput): Promise<TBankAccount> {
  const account = await post<TBankAccount>(WALLET_PATHS.bankAdd, input);
  await refreshList();
  return account;
}

export async function updateBankAccount(
  id: string,
  input: BankAccountInput,
): Promise<TBankAccount> {
  const account = await post<TBankAccount>(WALLET_PATHS.bankUpdate, { id, ...input });
  await refreshList();
  return account;
}

export const deleteBankAccount = (id: string, withdrawPassword: string) =>
  post<TBankListResponse>(WALLET_PATHS.bankDelete, { id, withdrawPassword }).then(storeList);

export const setDefaultBankAccount = (id: string, withdrawPassword: string) =>
  post<TBankListResponse>(WALLET_PATHS.bankSetDefault, { id, withdrawPassword }).then(storeList);
