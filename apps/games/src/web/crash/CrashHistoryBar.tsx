import { useT } from '../i18n';
import { endedAt, formatX } from './multiplier';
import type { CrashHistoryItem } from './types';

export interface CrashHistoryBarProps {
  history: CrashHistoryItem[];
}

/** Where the last rounds ended, newest first; 2× and above in green. Scrolls sideways. */
export function CrashHistoryBar({ history }: CrashHistoryBarProps) {
  const t = useT();
  if (history.length === 0) return <div className="recent recent--empty" />;
  return (
    // A scroller a keyboard can reach and scroll.
    <ol className="recent crash-history" tabIndex={0} aria-label={t('crash.lastRounds')}>
      {history.map((h) => {
        const end = endedAt(h) ?? h.crashPoint;
        return (
          <li key={h.roundNo} className={`recent__chip${end >= 2 ? ' recent__chip--win' : ''}`}>
            {formatX(end)}
          </li>
        );
      })}
    </ol>
  );
}
