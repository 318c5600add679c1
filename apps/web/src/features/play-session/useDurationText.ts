import { useTranslation } from '../../i18n/useTranslation';
import { splitDuration } from './duration';

/** `1 h 5 min`, `2 h` or `45 min` in the player's language. */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation('play');
  return (seconds) => {
    const { hours, minutes } = splitDuration(seconds);
    if (hours === 0) return t('duration.minutes', { minutes });
    return minutes === 0
      ? t('duration.hours', { hours })
      : t('duration.hoursMinutes', { hours, minutes });
  };
}
