import { useQuery } from '@tanstack/react-query';
import { post } from '../../lib/http';
import type { HistoryRange } from '../wallet/historyRange';
import type { WithdrawRecordPage } from './types';

/**
 * SPEC.md §7 does not show the withdrawal calls. The pages call these paths, which the
 * withdrawal issue settles on the server; until then they answer an envelope error.
 */
export const WITHDRAW_PATHS = {
  apply: '/withdraw/apply',
  record: '/withdraw/record',
} as const;

export const withdrawKeys = {
  all: ['withdraw'] as const,
  records: (range: HistoryRange) => [...withdrawKeys.all, 'records', range] as const,
};

export const useWithdrawRecords = (range: HistoryRange) =>
  useQuery({
    queryKey: withdrawKeys.records(range),
    queryFn: () =>
      post<WithdrawRecordPage>(WITHDRAW_PATHS.record, { range, pageNo: 1, pageSize: 50 }),
  });

export interface ApplyWithdrawInput {
  amount: number;
  bankAccountId: string | number;
  withdrawPassword: string;
}

export const applyWithdraw = (input: ApplyWithdrawInput) =>
  post<{ orderNo?: string }>(WITHDRAW_PATHS.apply, input);
