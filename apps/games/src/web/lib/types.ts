/** Shapes of the games server's HTTP API (BRIEF: "Games server HTTP API"). */

export type GameCode = 'dice' | 'limbo' | 'mines' | 'crash';
export type DiceDirection = 'under' | 'over';

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface Limits {
  minBet: number;
  maxBet: number;
  maxPayout: number;
}

export interface SessionInfo {
  sessionToken: string;
  player: { id: string | number; nickname: string };
  balance: number;
  currency: string;
  fairness: Fairness;
  limits: Limits;
  /** Return to player, when the server tells it; the pages assume 0.97 otherwise. */
  rtp?: number;
}

/** What the bet was played with; `rtp` is stored with instant-game bets. */
export type BetParams = { rtp?: number } & (
  | { target: number; direction: DiceDirection }
  | { target: number }
  | { mines: number; revealed: number[] }
  | { cashoutAt: number | null }
);

export interface Bet {
  id: string;
  game: GameCode;
  amount: number;
  payout: number;
  multiplier: number;
  win: boolean;
  params: BetParams;
  result: number | number[];
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  createdAt: string;
}

export interface MinesGame {
  id: string;
  amount: number;
  mines: number;
  revealed: number[];
  status: 'active' | 'won' | 'lost';
  multiplier: number;
  nextMultiplier: number | null;
  payout: number;
  minePositions?: number[];
  nonce: number;
}

export interface RotateResult {
  previous: Fairness & { serverSeed: string };
  current: Fairness;
}
