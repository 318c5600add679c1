import type {
  DepositRecordRange,
  DepositStatus,
  TDepositOrder,
  TRechargeRecordResponse,
} from '@khel/contract';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { readTimezone } from '../app-config';
import { offsetMinutes, rangeBounds } from '@khel/contract/dates';
import { presentDepositOrder } from './present';
import { findPlayerDepositOrder } from './store';
import { ORDER_NOT_FOUND } from './submit-utr';

const MAX_ID = 9_223_372_036_854_775_807n;

/**
 * /recharge/record: the player's orders newest first, within Today / 7 Days / 30 Days of the
 * platform's timezone, with a keyset cursor on the order id (stable while new orders arrive).
 */
export async function listDepositRecords(options: {
  db: Db;
  playerId: number;
  range: DepositRecordRange;
  status: 'all' | DepositStatus;
  cursor?: string | null;
  pageSize: number;
  now?: Date;
}): Promise<TRechargeRecordResponse> {
  if (options.cursor && BigInt(options.cursor) > MAX_ID)
    throw new AppError('badRequest', 'Invalid cursor');
  const timezone = await readTimezone(options.db);
  const { from, to } = rangeBounds(
    options.range,
    offsetMinutes(timezone),
    options.now ?? new Date(),
  );
  const conditions: (SQL | undefined)[] = [
    eq(depositOrders.playerId, options.playerId),
    gte(depositOrders.createdAt, from),
    lt(depositOrders.createdAt, to),
    options.status === 'all' ? undefined : eq(depositOrders.status, options.status),
    options.cursor ? lt(depositOrders.id, BigInt(options.cursor)) : undefined,
  ];
  const rows = await options.db
    .select()
    .from(depositOrders)
    .where(and(...conditions))
    .orderBy(desc(depositOrders.id))
    .limit(options.pageSize + 1);
  const page = rows.slice(0, options.pageSize);
  return {
    list: await Promise.all(page.map(presentDepositOrder)),
    nextCursor: rows.length > options.pageSize ? String(page[page.length - 1]!.id) : null,
  };
}

/** /recharge/orderDetail: one of the player's own orders (another player's is not found). */
export async function getDepositOrder(options: {
  db: Db;
  playerId: number;
  orderNo: string;
}): Promise<TDepositOrder> {
  const row = await findPlayerDepositOrder(options.db, options.playerId, options.orderNo);
  if (!row) throw new AppError('notFound', ORDER_NOT_FOUND);
  return presentDepositOrder(row);
}
