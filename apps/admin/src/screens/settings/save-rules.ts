import { adminMoneyRules, adminMoneyRulesSave } from '@khel/contract/admin-settings';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '../../api';
import { toast } from '../../ui/toast';

/** Saves one of the money rules (withdraw, wagering, deposit); the screen's read refetches. */
export function useSaveRules() {
  const { t } = useTranslation('settings');
  return useAdminMutation(adminMoneyRulesSave, {
    invalidates: [adminMoneyRules],
    quiet: true,
    onSuccess: () => toast.success(t('rules.saved')),
  });
}
