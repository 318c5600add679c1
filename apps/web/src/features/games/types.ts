import type { GameRecordStatus } from '@khel/contract/constants';

/** The catalogue shapes of the contract (packages/contract/src/games.ts), as the app names them. */
export type {
  TBanner as Banner,
  TGameLaunchResponse as GameLaunch,
  TGameRecord as GameRecord,
  TGameSummary as GameSummary,
  TRollMessage as RollMessage,
} from '@khel/contract';
export type {
  GameRecordRange,
  GameRecordStatus,
  GameSearchTab,
  GameTag,
} from '@khel/contract/constants';

/** Game records filter by one status or by none. */
export type GameStatusFilter = 'all' | GameRecordStatus;
