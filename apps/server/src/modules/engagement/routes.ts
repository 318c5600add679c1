import {
  checkinInfoEndpoint,
  checkInEndpoint,
  wheelInfoEndpoint,
  wheelRecordsEndpoint,
  wheelRotateSeedEndpoint,
  wheelSpinDetailEndpoint,
  wheelSpinEndpoint,
  wheelWinnersEndpoint,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import { checkIn, checkinInfo } from './checkin';
import type { EngagementDeps } from './deps';
import { rotateSeed, spin, spinDetail, wheelInfo, wheelRecords, wheelWinners } from './wheel';

/** The player's check-in and wheel endpoints (the contract's engagement tag). */
export function engagementRoutes(app: FastifyInstance, deps: EngagementDeps) {
  registerEndpoint(app, checkinInfoEndpoint, (_input, req) =>
    checkinInfo(deps, req.player!.player.id),
  );
  registerEndpoint(app, checkInEndpoint, (_input, req) => checkIn(deps, req.player!.player.id));
  registerEndpoint(app, wheelInfoEndpoint, (_input, req) => wheelInfo(deps, req.player!.player.id));
  registerEndpoint(app, wheelSpinEndpoint, (_input, req) => spin(deps, req.player!.player.id));
  registerEndpoint(app, wheelWinnersEndpoint, () => wheelWinners(deps.db));
  registerEndpoint(app, wheelRecordsEndpoint, (input, req) =>
    wheelRecords(deps.db, req.player!.player.id, input),
  );
  registerEndpoint(app, wheelSpinDetailEndpoint, (input, req) =>
    spinDetail(deps.db, req.player!.player.id, input.spinId),
  );
  registerEndpoint(app, wheelRotateSeedEndpoint, (input, req) =>
    rotateSeed(deps.db, req.player!.player.id, input.clientSeed),
  );
}
