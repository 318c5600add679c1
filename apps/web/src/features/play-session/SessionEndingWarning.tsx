import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';

export interface SessionEndingWarningProps {
  minutes: number;
  onShown: () => void;
}

/** Says, once, that the session limit will end the session in a few minutes (a toast). */
export function SessionEndingWarning({ minutes, onShown }: SessionEndingWarningProps) {
  const { t } = useTranslation('play');
  useEffect(() => {
    showToast(t('limit.endingSoon', { count: minutes }), 5000);
    onShown();
  }, [minutes, onShown, t]);
  return null;
}
