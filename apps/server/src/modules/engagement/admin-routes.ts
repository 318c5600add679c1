import {
  adminCheckinGet,
  adminCheckinSet,
  adminWheelGet,
  adminWheelSet,
} from '@khel/contract/admin-promotions';
import { offsetMinutes } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { readTimezone } from '../app-config';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { dailyPaid, rewardCost } from '../rewards';
import {
  ceilingProblem,
  expectedCostPaise,
  readCheckinSettings,
  readWheelSettings,
  wheelTable,
  writeSetting,
  type WheelSettings,
} from './settings';

/** Days of cost shown beside a configuration. */
const COST_DAYS = 30;

/** What check-ins or wheel prizes (reward kind `kind`) have cost so far, and per day. */
async function costOf(db: Db, kind: 'checkin' | 'wheel', now: Date) {
  const from = sql`from rewards r where r.kind = ${kind}`;
  const offset = offsetMinutes(await readTimezone(db));
  return {
    cost: await rewardCost(db, from, now),
    days: await dailyPaid(db, { from, offsetMinutes: offset, days: COST_DAYS }),
  };
}

async function checkinView(db: Db, now: Date) {
  return { settings: await readCheckinSettings(db), ...(await costOf(db, 'checkin', now)) };
}

async function wheelView(db: Db, now: Date, ceiling: number, settings?: WheelSettings | null) {
  const wheel = settings === undefined ? await readWheelSettings(db) : settings;
  return {
    settings: wheel,
    expectedCostPerSpin: wheel ? toRupees(expectedCostPaise(wheelTable(wheel))) : null,
    costCeiling: ceiling,
    ...(await costOf(db, 'wheel', now)),
  };
}

/**
 * The back office's check-in and wheel (README.md "Back office"), promotions.write: each
 * configuration read with what it has cost so far and replaced whole, validated by the
 * contract's schemas; a wheel whose expected cost per spin exceeds WHEEL_SPIN_COST_CEILING is
 * refused. Each write is audited with the configuration before and after.
 */
export function adminEngagementRoutes(
  app: FastifyInstance,
  admin: OperatorsDeps,
  options: { spinCostCeiling: number },
) {
  registerAdminEndpoint(app, admin, adminCheckinGet, (_input, context) =>
    checkinView(context.db, context.at),
  );
  registerAdminEndpoint(app, admin, adminCheckinSet, async (input, context) => {
    await context.transaction(async (tx, audit) => {
      const before = await readCheckinSettings(tx);
      await writeSetting(tx, 'checkin', input);
      audit({
        action: 'checkin.update',
        targetType: 'setting',
        targetId: 'checkin',
        before,
        after: input,
      });
    });
    return checkinView(context.db, context.at);
  });
  registerAdminEndpoint(app, admin, adminWheelGet, (_input, context) =>
    wheelView(context.db, context.at, options.spinCostCeiling),
  );
  registerAdminEndpoint(app, admin, adminWheelSet, async (input, context) => {
    const problem = ceilingProblem(wheelTable(input), options.spinCostCeiling);
    if (problem) throw new AppError('badRequest', problem);
    await context.transaction(async (tx, audit) => {
      const before = await readWheelSettings(tx);
      await writeSetting(tx, 'wheel', input);
      audit({
        action: 'wheel.update',
        targetType: 'setting',
        targetId: 'wheel',
        before,
        after: input,
      });
    });
    return wheelView(context.db, context.at, options.spinCostCeiling, input);
  });
}
