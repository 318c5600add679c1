import type { TBankAccount, TBankListResponse } from '@khel/contract';
import {
  bankAddEndpoint,
  bankDeleteEndpoint,
  bankListEndpoint,
  bankSetDefaultEndpoint,
  bankUpdateEndpoint,
  type CallRequest,
} from '@khel/contract/endpoints';
import { useQuery } from '../../api/query';
import { queryClient } from '../../api/queryClient';
import { call } from '../../lib/http';

export type BankAccountInput = CallRequest<typeof bankAddEndpoint>;

/** Withdraw-account calls of packages/contract/src/withdraw.ts; every change needs the password. */
export const bankKeys = { list: () => ['bank-accounts'] as const };

export const useBankAccounts = () =>
  useQuery({
    queryKey: bankKeys.list(),
    queryFn: () => call(bankListEndpoint, {}, { silent: true }),
  });

/** The list a change answers goes straight into the cache; add and update re-read it. */
const storeList = (list: TBankListResponse) => {
  queryClient.setQueryData(bankKeys.list(), list);
  return list;
};
const refreshList = () => queryClient.invalidateQueries({ queryKey: bankKeys.list() });

export async function addBankAccount(input: BankAccountInput): Promise<TBankAccount> {
  const account = await call(bankAddEndpoint, input);
  await refreshList();
  return account;
}

export async function updateBankAccount(
  id: string,
  input: BankAccountInput,
): Promise<TBankAccount> {
  const account = await call(bankUpdateEndpoint, { id, ...input });
  await refreshList();
  return account;
}

export const deleteBankAccount = (id: string, withdrawPassword: string) =>
  call(bankDeleteEndpoint, { id, withdrawPassword }).then(storeList);

export const setDefaultBankAccount = (id: string, withdrawPassword: string) =>
  call(bankSetDefaultEndpoint, { id, withdrawPassword }).then(storeList);
