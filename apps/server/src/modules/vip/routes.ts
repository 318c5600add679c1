import { vipInfoEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../plugins/api';
import { getVipInfo } from './info';

export function vipRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  registerEndpoint(app, vipInfoEndpoint, (_input, req) =>
    getVipInfo(deps.db, req.player!.player.id, deps.now()),
  );
}
