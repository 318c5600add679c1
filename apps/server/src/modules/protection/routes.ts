import {
  protectionCancelLimitEndpoint,
  protectionConfirmLimitEndpoint,
  protectionExcludeEndpoint,
  protectionInfoEndpoint,
  protectionRealityCheckEndpoint,
  protectionReturnEndpoint,
  protectionSetLimitEndpoint,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import type { ProtectionDeps } from './deps';
import { askReturn, exclude } from './exclusion';
import { protectionInfo } from './info';
import { cancelLimit, confirmLimit, setLimit, setRealityCheck } from './limits';

/** The Responsible gaming page's endpoints (the contract's protection tag). */
export function protectionRoutes(app: FastifyInstance, deps: ProtectionDeps) {
  registerEndpoint(app, protectionInfoEndpoint, (_input, req) =>
    protectionInfo(deps, req.player!.player.id),
  );
  registerEndpoint(app, protectionSetLimitEndpoint, (input, req) =>
    setLimit(deps, req.player!.player.id, input),
  );
  registerEndpoint(app, protectionConfirmLimitEndpoint, (input, req) =>
    confirmLimit(deps, req.player!.player.id, input.limit),
  );
  registerEndpoint(app, protectionCancelLimitEndpoint, (input, req) =>
    cancelLimit(deps, req.player!.player.id, input.limit),
  );
  registerEndpoint(app, protectionRealityCheckEndpoint, (input, req) =>
    setRealityCheck(deps, req.player!.player.id, input.minutes),
  );
  registerEndpoint(app, protectionExcludeEndpoint, (input, req) =>
    exclude(
      deps,
      req.player!.player.id,
      input.kind === 'timeout'
        ? { kind: 'timeout', days: input.days! }
        : { kind: 'self_exclusion', months: input.months ?? null },
    ),
  );
  registerEndpoint(app, protectionReturnEndpoint, (_input, req) =>
    askReturn(deps, req.player!.player.id),
  );
}
