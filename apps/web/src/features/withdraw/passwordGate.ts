import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { useSession } from '../../stores/session';

/**
 * Withdraw-account changes and withdrawals need the withdrawal password. A player without one
 * (user info hasWithdrawPassword false) is sent to set it first; the WithdrawalPassword page
 * reloads user info and comes back. `ensure()` answers whether the change may go on. `known` overrides user info (/withdraw/info
 * answers it too).
 */
export function useWithdrawPasswordGate(known?: boolean) {
  const { t } = useTranslation('wallet');
  // Unknown (user info not loaded yet) counts as set: the server refuses otherwise, with its message.
  const stored = useSession((s) => s.userInfo?.hasWithdrawPassword !== false);
  const hasPassword = known ?? stored;
  const ensure = () => {
    if (hasPassword) return true;
    showToast(t('withdraw.setPasswordFirst'));
    navigateTo(PATHS.withdrawalPassword);
    return false;
  };
  return { hasPassword, ensure };
}
