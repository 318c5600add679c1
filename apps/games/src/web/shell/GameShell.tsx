import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from './lazyPart';
import { LoadingView } from './States';
import { TopBar } from './TopBar';

// Sheets open on demand: their code stays out of the first load. Nothing shows while one
// downloads (a tap's wait); a failed download says so below the game, with Try again.
const FairnessSheet = lazyPart(() => import('./FairnessSheet').then((m) => m.FairnessSheet), null);
const HistorySheet = lazyPart(() => import('./HistoryList').then((m) => m.HistorySheet), null);

export interface GameShellProps {
  children: ReactNode;
}

/** Top bar (game, balance, history, fairness) above the game page; sheets on top. */
export function GameShell({ children }: GameShellProps) {
  const [sheet, setSheet] = useState<'fairness' | 'history' | null>(null);
  const close = () => setSheet(null);
  return (
    <div className="shell">
      <TopBar onFairness={() => setSheet('fairness')} onHistory={() => setSheet('history')} />
      <main className="shell__main">
        <Suspense fallback={<LoadingView />}>{children}</Suspense>
      </main>
      {sheet === 'fairness' && <FairnessSheet onClose={close} />}
      {sheet === 'history' && <HistorySheet onClose={close} />}
    </div>
  );
}
