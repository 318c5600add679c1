import { phrase } from '@khel/contract/messages';
import type {
  TCashbackInfo,
  TCashbackRecordsResponse,
  TPromoListResponse,
  TReward,
  TSignupBonusInfo,
} from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { assertNotExcluded } from '../protection';
import { findReward, insertRewardRows, rewardStatusAt } from '../rewards';
import {
  CASHBACK_KEEP_DAYS,
  SIGNUP_KEEP_DAYS,
  SIGNUP_WINDOW_HOURS,
  paiseOfRupees,
  presentCampaign,
  recordCampaignRewards,
  runningCampaign,
  runningCampaigns,
  wagerMultipleOf,
} from './campaigns';
import { cashbackOnDay, playerTermsMet } from './deposit-promotions';

export interface PromotionsDeps {
  db: Db;
  /** The platform clock (tests move it). */
  now: () => Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The Promo tab: running campaigns in the operator's order, and the popup (the first one). */
export async function listPromotions(
  deps: PromotionsDeps,
  language: string | null | undefined,
): Promise<TPromoListResponse> {
  const running = await runningCampaigns(deps.db, deps.now());
  const shown = await Promise.all(running.map((c) => presentCampaign(deps.db, c, language)));
  return {
    list: shown.filter((c) => c.kind !== 'popup'),
    popup: shown.find((c) => c.kind === 'popup') ?? null,
  };
}

/** The refusals a player may meet, most basic first (README.md "Sign-up bonus"). */
export const SIGNUP_MESSAGES = {
  not_running: 'The sign-up bonus is not running now',
  phone: 'Bind your phone number first to take the sign-up bonus',
  window: phrase('The sign-up bonus is only for players registered within the last {hours} hours', {
    hours: SIGNUP_WINDOW_HOURS,
  }),
} as const;

async function signupState(deps: PromotionsDeps, playerId: number) {
  const now = deps.now();
  const campaign = await runningCampaign(deps.db, now, 'signup_bonus');
  const [player] = await queryRows<{ created_at: Date | string; phone_bound: boolean }>(
    deps.db,
    sql`select created_at, (phone is not null and not is_guest) as phone_bound
        from players where id = ${playerId}`,
  );
  if (!player) throw new AppError('notFound', 'No such player');
  const registeredAt = new Date(player.created_at);
  const takeBy = new Date(registeredAt.getTime() + SIGNUP_WINDOW_HOURS * HOUR_MS);
  const reward = await findReward(deps.db, playerId, 'signup_bonus', now);
  let refusal: TSignupBonusInfo['refusal'] = null;
  if (!reward) {
    if (!campaign) refusal = 'not_running';
    else if (!player.phone_bound) refusal = 'phone';
    else if (now.getTime() >= takeBy.getTime()) refusal = 'window';
  }
  return { now, campaign, registeredAt, takeBy, reward, refusal };
}

export async function signupBonusInfo(
  deps: PromotionsDeps,
  playerId: number,
): Promise<TSignupBonusInfo> {
  const state = await signupState(deps, playerId);
  return {
    amount: state.reward?.amount ?? state.campaign?.params.amountRupees ?? null,
    wagerMultiple: state.campaign ? await wagerMultipleOf(deps.db, state.campaign) : 0,
    windowHours: SIGNUP_WINDOW_HOURS,
    keepDays: SIGNUP_KEEP_DAYS,
    registeredAt: state.registeredAt.toISOString(),
    takeBy: state.takeBy.toISOString(),
    refusal: state.refusal,
    reward: state.reward,
  };
}

/**
 * Takes the sign-up bonus: a reward (source `signup_bonus`, unique per player, so of concurrent
 * takes one grants) claimable for 7 days from My reward or the Sign-up bonus page. Taking it
 * again answers the reward taken.
 */
export async function takeSignupBonus(
  deps: PromotionsDeps,
  playerId: number,
): Promise<{ reward: TReward }> {
  await assertNotExcluded(deps.db, playerId, deps.now());
  const state = await signupState(deps, playerId);
  if (state.reward) return { reward: state.reward };
  if (state.refusal || !state.campaign) {
    throw new AppError('badRequest', SIGNUP_MESSAGES[state.refusal ?? 'not_running']);
  }
  const campaign = state.campaign;
  await deps.db.transaction(async (tx) => {
    const ids = await insertRewardRows(
      tx,
      {
        kind: 'signup_bonus',
        wagerMultiple: await wagerMultipleOf(tx, campaign),
        expiresAt: new Date(state.now.getTime() + SIGNUP_KEEP_DAYS * DAY_MS),
      },
      [
        {
          playerId,
          amountPaise: paiseOfRupees(campaign.params.amountRupees),
          source: 'signup_bonus',
        },
      ],
      state.now,
    );
    await recordCampaignRewards(tx, campaign.id, ids);
  });
  return { reward: (await findReward(deps.db, playerId, 'signup_bonus', state.now))! };
}

/** The RebatePromo page: the cashback's figures, today's total and the terms the player meets. */
export async function cashbackInfo(deps: PromotionsDeps, playerId: number): Promise<TCashbackInfo> {
  const now = deps.now();
  const campaign = await runningCampaign(deps.db, now, 'deposit_cashback');
  const terms = await playerTermsMet(deps.db, playerId, now);
  return {
    running: campaign !== null,
    percent: campaign?.params.percent ?? 0,
    minDeposit: campaign?.params.minDepositRupees ?? 0,
    dailyCap: campaign?.params.dailyCapRupees ?? 0,
    today: toRupees(await cashbackOnDay(deps.db, playerId, now)),
    ...terms,
    wagerMultiple: campaign ? await wagerMultipleOf(deps.db, campaign) : 0,
    keepDays: CASHBACK_KEEP_DAYS,
  };
}

/** CashbackRecord: every cashback with its deposit, newest first, keyset-paged by reward id. */
export async function cashbackRecords(
  deps: PromotionsDeps,
  playerId: number,
  input: { cursor?: string | null | undefined; pageSize?: number | undefined },
): Promise<TCashbackRecordsResponse> {
  const now = deps.now();
  const pageSize = input.pageSize ?? 20;
  const before = input.cursor ? sql`and r.id < ${input.cursor}::bigint` : sql``;
  const rows = await queryRows<{
    id: string;
    order_no: string;
    deposit: string | null;
    amount: string;
    status: TCashbackRecordsResponse['list'][number]['status'];
    created_at: Date | string;
    expires_at: Date | string | null;
  }>(
    deps.db,
    sql`select r.id::text as id, o.order_no, o.credited_paise::text as deposit,
          r.amount_paise::text as amount, ${rewardStatusAt(now)} as status, r.created_at,
          r.expires_at
        from rewards r
        join deposit_orders o on o.order_no = substr(r.source, length('deposit_cashback:') + 1)
        where r.player_id = ${playerId} and r.kind = 'deposit_cashback' ${before}
        order by r.id desc limit ${pageSize + 1}`,
  );
  const [sum] = await queryRows<{ total: string }>(
    deps.db,
    sql`select coalesce(sum(amount_paise), 0)::text as total from rewards
        where player_id = ${playerId} and kind = 'deposit_cashback'`,
  );
  const page = rows.slice(0, pageSize);
  return {
    list: page.map((r) => ({
      rewardId: r.id,
      orderNo: r.order_no,
      deposit: toRupees(BigInt(r.deposit ?? '0')),
      amount: toRupees(BigInt(r.amount)),
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      expiresAt: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
    })),
    nextCursor: rows.length > pageSize ? page[page.length - 1]!.id : null,
    total: toRupees(BigInt(sum?.total ?? '0')),
  };
}
