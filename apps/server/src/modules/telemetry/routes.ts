import {
  APP_STACK_MAX_CHARS,
  appStackUploadEndpoint,
  transferEventUploadEndpoint,
} from '@khel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import { storeAppStack, storeTransferEvent, type TelemetryDeps } from './service';

const sender = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });

export function telemetryRoutes(app: FastifyInstance, deps: TelemetryDeps) {
  // Room for the report (up to 4 bytes a character in UTF-8) and the common fields.
  const bodyLimit = APP_STACK_MAX_CHARS * 4 + 4096;
  registerEndpoint(
    app,
    appStackUploadEndpoint,
    (input, req) => storeAppStack(deps, input, sender(req)),
    {
      bodyLimit,
    },
  );
  registerEndpoint(
    app,
    transferEventUploadEndpoint,
    (input, req) => storeTransferEvent(deps, input, sender(req)),
    { bodyLimit: 16 * 1024 },
  );
}
