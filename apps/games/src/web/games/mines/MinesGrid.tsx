import { useT } from '../../i18n';
import type { MinesGame } from '../../lib/types';
import { GemIcon, MineIcon } from './icons';

export interface MinesGridProps {
  game: MinesGame | null;
  /** The tile whose answer is awaited. */
  pending: number | null;
  /** The tile that ended the last game on a mine. */
  hit: number | null;
  onReveal: (tile: number) => void;
}

const TILES = Array.from({ length: 25 }, (_, i) => i);

/** The 5×5 board: hidden tiles to tap while a game is active, every tile shown once it ends. */
export function MinesGrid({ game, pending, hit, onReveal }: MinesGridProps) {
  const t = useT();
  const active = game?.status === 'active';
  const revealed = new Set(game?.revealed ?? []);
  const mines = new Set(game?.minePositions ?? []);
  return (
    // A group of buttons: a role="grid" would promise rows, cells and arrow-key moves.
    <div className="mines-grid" role="group" aria-label={t('mines.board')}>
      {TILES.map((tile) => {
        const isRevealed = revealed.has(tile) && !mines.has(tile);
        const isMine = game !== null && !active && mines.has(tile);
        const isGhostGem = game !== null && !active && !isRevealed && !isMine && mines.size > 0;
        const className = [
          'tile',
          isRevealed && 'tile--gem',
          isMine && 'tile--mine',
          isMine && tile === hit && 'tile--hit',
          (isGhostGem || (isMine && tile !== hit)) && 'tile--dim',
          pending === tile && 'tile--pending',
        ]
          .filter(Boolean)
          .join(' ');
        const clickable = active && !revealed.has(tile) && pending === null;
        return (
          <button
            key={tile}
            type="button"
            className={className}
            disabled={!clickable}
            onClick={() => onReveal(tile)}
            aria-label={t('mines.tile', { n: tile + 1 })}
          >
            {isRevealed || isGhostGem ? <GemIcon /> : isMine ? <MineIcon /> : null}
          </button>
        );
      })}
    </div>
  );
}
