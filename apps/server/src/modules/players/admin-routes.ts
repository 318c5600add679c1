import {
  adminAdjustmentApprove,
  adminAdjustmentCreate,
  adminAdjustmentList,
  adminAdjustmentReject,
  adminPlayerAddNote,
  adminPlayerBets,
  adminPlayerDeposits,
  adminPlayerGet,
  adminPlayerLedger,
  adminPlayerNotes,
  adminPlayerReferrals,
  adminPlayerRewards,
  adminPlayerSearch,
  adminPlayerSessions,
  adminPlayerSetStatus,
  adminPlayerWithdrawals,
} from '@khel/contract/admin-players';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint } from '../operators';
import {
  approveAdjustment,
  createAdjustment,
  listAdjustments,
  rejectAdjustment,
  type AdjustmentDeps,
} from './adjustments';
import {
  addNote,
  playerBets,
  playerDeposits,
  playerLedger,
  playerNotes,
  playerProfile,
  playerReferrals,
  playerRewards,
  playerSessions,
  playerWithdrawals,
  searchPlayers,
  setStatus,
  type PlayersAdminOptions,
} from './admin-service';

/** The back office's players (README.md "Back office"; docs/architecture.md §11). */
export function adminPlayerRoutes(app: FastifyInstance, options: PlayersAdminOptions) {
  const { operators } = options;
  const db = operators.db;
  const adjustments: AdjustmentDeps = {
    db,
    accounts: options.accounts,
    approvalThresholdPaise: options.adjustmentApprovalPaise,
  };

  registerAdminEndpoint(app, operators, adminPlayerSearch, (input) => searchPlayers(db, input));
  registerAdminEndpoint(app, operators, adminPlayerGet, (input) =>
    playerProfile(db, Number(input.playerId)),
  );
  registerAdminEndpoint(app, operators, adminPlayerLedger, (input) => playerLedger(db, input));
  registerAdminEndpoint(app, operators, adminPlayerDeposits, (input) => playerDeposits(db, input));
  registerAdminEndpoint(app, operators, adminPlayerWithdrawals, (input) =>
    playerWithdrawals(db, input),
  );
  registerAdminEndpoint(app, operators, adminPlayerBets, (input) => playerBets(db, input));
  registerAdminEndpoint(app, operators, adminPlayerRewards, (input) => playerRewards(db, input));
  registerAdminEndpoint(app, operators, adminPlayerSessions, (input) => playerSessions(db, input));
  registerAdminEndpoint(app, operators, adminPlayerReferrals, (input) =>
    playerReferrals(db, input),
  );
  registerAdminEndpoint(app, operators, adminPlayerNotes, (input) => playerNotes(db, input));

  registerAdminEndpoint(app, operators, adminPlayerAddNote, (input, context) =>
    addNote(input, context),
  );
  registerAdminEndpoint(app, operators, adminPlayerSetStatus, (input, context) =>
    setStatus(db, input, context),
  );

  registerAdminEndpoint(app, operators, adminAdjustmentCreate, (input, context) =>
    createAdjustment(adjustments, input, context),
  );
  registerAdminEndpoint(app, operators, adminAdjustmentList, (input) =>
    listAdjustments(adjustments, input),
  );
  registerAdminEndpoint(app, operators, adminAdjustmentApprove, (input, context) =>
    approveAdjustment(adjustments, input.id, context),
  );
  registerAdminEndpoint(app, operators, adminAdjustmentReject, (input, context) =>
    rejectAdjustment(adjustments, input, context),
  );
}
