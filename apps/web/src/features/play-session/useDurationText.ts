import { useTranslation } from 'react-i18next';
import { splitDuration } from './duration';

/** `1 h 5 min` / `45 min` in the player's language. */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation('play');
  return (seconds) => {
    const { hours, minutes } = splitDuration(seconds);
    return hours > 0
      ? t('duration.hoursMinutes', { hours, minutes })
      : t('duration.minutes', { minutes });
  };
}
