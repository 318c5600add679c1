import { CrashControls } from './CrashControls';
import { CrashFairness } from './CrashFairness';
import { CrashHistoryBar } from './CrashHistoryBar';
import { CrashPlayers } from './CrashPlayers';
import { CrashStage } from './CrashStage';
import { useCrashFeed } from './useCrashFeed';
import { useOwnBet } from './useOwnBet';
import './crash.css';

/** Crash: one shared round for everyone, watched over a WebSocket; bets and cash-outs over HTTP. */
export function CrashPage() {
  const { state, connection, offsetMs } = useCrashFeed();
  const own = useOwnBet(state);
  const round = state?.round ?? null;
  return (
    <div className="game crash">
      <CrashHistoryBar history={state?.history ?? []} />
      <CrashStage
        round={round}
        offsetMs={offsetMs}
        connectionLost={connection === 'lost'}
        waiting={!(own.bet && own.status === 'placed')}
      />
      <CrashControls round={round} own={own} offsetMs={offsetMs} />
      <CrashPlayers
        players={state?.players ?? []}
        playerCount={state?.playerCount ?? 0}
        totalAmount={state?.totalAmount ?? 0}
        ownBetId={own.bet?.id ?? null}
        crashed={round?.status === 'crashed'}
      />
      <CrashFairness round={round} />
    </div>
  );
}
