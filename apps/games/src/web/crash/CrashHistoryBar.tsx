import { formatX } from './multiplier';

export interface CrashHistoryBarProps {
  history: { roundNo: number; crashPoint: number }[];
}

/** The last crash points, newest first; 2× and above in green. */
export function CrashHistoryBar({ history }: CrashHistoryBarProps) {
  if (history.length === 0) return <div className="recent recent--empty" />;
  return (
    <ol className="recent crash-history">
      {history.map((h) => (
        <li
          key={h.roundNo}
          className={`recent__chip${h.crashPoint >= 2 ? ' recent__chip--win' : ''}`}
        >
          {formatX(h.crashPoint)}
        </li>
      ))}
    </ol>
  );
}
