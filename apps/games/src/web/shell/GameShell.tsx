import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadingView } from './States';
import { TopBar } from './TopBar';

// Sheets open on demand: their code stays out of the first load.
const FairnessSheet = lazy(() =>
  import('./FairnessSheet').then((m) => ({ default: m.FairnessSheet })),
);
const HistorySheet = lazy(() => import('./HistoryList').then((m) => ({ default: m.HistorySheet })));

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
      <Suspense fallback={null}>
        {sheet === 'fairness' && <FairnessSheet onClose={close} />}
        {sheet === 'history' && <HistorySheet onClose={close} />}
      </Suspense>
    </div>
  );
}
