import { toRupees } from '@khel/contract/money';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { describeIssue } from '../../plugins/api';
import { operatorOk as ok, requireOperator } from '../../plugins/operator';
import {
  ceilingProblem,
  expectedCostPaise,
  readCheckinSettings,
  readWheelSettings,
  wheelTable,
  writeSetting,
  ZCheckinSettings,
  ZWheelSettings,
  type WheelSettings,
} from './settings';

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
  return parsed.data;
}

/** What the operator sees of a wheel: the settings, the expected cost per spin and the ceiling. */
const wheelView = (settings: WheelSettings | null, ceiling: number) => ({
  settings,
  expectedCostPerSpin: settings ? toRupees(expectedCostPaise(wheelTable(settings))) : null,
  costCeiling: ceiling,
});

/**
 * The operator's engagement API (README.md "Operator API"), bearer OPERATOR_TOKEN: the check-in
 * cycle and the wheel, each read and replaced whole, validated; a wheel whose expected cost per
 * spin exceeds WHEEL_SPIN_COST_CEILING is refused.
 */
export function operatorEngagementRoutes(
  app: FastifyInstance,
  deps: { db: Db },
  options: { token: string; spinCostCeiling: number },
) {
  requireOperator(app, options.token);
  app.get('/operator/engagement/checkin', async () =>
    ok({ settings: await readCheckinSettings(deps.db) }),
  );
  app.put('/operator/engagement/checkin', async (request) => {
    const settings = parse(ZCheckinSettings, request.body);
    await writeSetting(deps.db, 'checkin', settings);
    return ok({ settings });
  });
  app.get('/operator/engagement/wheel', async () =>
    ok(wheelView(await readWheelSettings(deps.db), options.spinCostCeiling)),
  );
  app.put('/operator/engagement/wheel', async (request) => {
    const settings = parse(ZWheelSettings, request.body);
    const problem = ceilingProblem(wheelTable(settings), options.spinCostCeiling);
    if (problem) throw new AppError('badRequest', problem);
    await writeSetting(deps.db, 'wheel', settings);
    return ok(wheelView(settings, options.spinCostCeiling));
  });
}
