import type { DepositStatus } from '@khel/contract/wallet-rules';
import { useQueryClient } from '../../api/query';
import { useEffect } from 'react';
import { loadUserInfo } from '../session';

/**
 * Once an order shows success the balance is read again (user info lives in the session store,
 * refreshed every 10 s anyway) so it shows the credit at once; the records lists follow.
 */
export function useBalanceAfterSuccess(orderNo: string, status: DepositStatus) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'success') return;
    void loadUserInfo();
    void queryClient.invalidateQueries({ queryKey: ['records'] });
    void queryClient.invalidateQueries({ queryKey: ['deposit', 'records'] });
  }, [orderNo, status, queryClient]);
}
