import { randomBytes } from 'node:crypto';
import type {
  TAgentInfoResponse,
  TInviteBonusListResponse,
  TInviteClaimResponse,
  TInviteRanksResponse,
  TInviteTeamResponse,
} from '@khel/contract';
import { rangeBounds } from '@khel/contract/dates';
import { createJobRuntime } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { depositOrders } from '../src/db/schema';
import { insertPlayer } from '../src/modules/accounts/store';
import { creditDeposit } from '../src/modules/deposits/credit-deposit';
import type { DepositDeps } from '../src/modules/deposits/deps';
import { recordInvitee, registerReferralJobs, settleReferrals } from '../src/modules/referral';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { commonBody, postApi } from './helpers/app';
import {
  ACCOUNT_ENV,
  authBody,
  expectError,
  expectOk,
  newDevice,
  newIndianPhone,
  newIp,
  register,
  type Session,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { expectLedgerClean } from './helpers/deposits';
import { loginAs } from './helpers/games';
import { createInstances, type Instances } from './helpers/instances';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

const IST = 330;
const DAY_MS = 86_400_000;
/** 05:00 platform time, `days` days after today's (platform) date. */
const fiveAm = (days: number) =>
  new Date(rangeBounds('today', IST, new Date()).from.getTime() + days * DAY_MS + 5 * 3_600_000);

describe.each(testDatabases())('referral on $kind', (target) => {
  let n: Instances;
  let app: FastifyInstance;
  let db: Db;
  let firstOwner: Operator;
  /** The back office, as marketing (referral needs promotions.write). */
  let marketing: Operator;
  beforeAll(async () => {
    n = await createInstances(target, ACCOUNT_ENV);
    app = n.first.app;
    db = n.first.database.db;
    firstOwner = await signedInOwner(app, db);
    marketing = await signedInOperator(firstOwner, 'marketing');
  });
  afterAll(() => n.close());

  const api = async <T>(path: string, session: Session, extra: Record<string, unknown> = {}) =>
    expectOk<T>((await postApi(app, path, authBody(session, extra))).body);
  const admin = (path: string, body: unknown = {}) =>
    marketing.call(`/admin/promotions/referral/${path}`, body);
  const decide = (inviteeId: string, decision: 'pass' | 'reject', note?: string) =>
    admin('decide', { inviteeId, decision, ...(note ? { note } : {}) });

  /** A player made the way the sign-up hook sees one: referred, from its own address and device. */
  async function invitee(
    referrerId: number,
    options: { phone?: boolean; ip?: string; device?: string } = {},
  ) {
    const player = await insertPlayer(
      db,
      {
        phone: options.phone === false ? null : newIndianPhone(),
        referredBy: referrerId,
        registerIp: options.ip ?? newIp(),
        deviceNumber: options.device ?? newDevice(),
      },
      (id) => `Player${id}`,
    );
    await recordInvitee(db, player.id);
    return player.id;
  }
  async function referrer() {
    const player = await insertPlayer(
      db,
      { phone: newIndianPhone(), registerIp: newIp(), deviceNumber: newDevice() },
      (id) => `Player${id}`,
    );
    return { playerId: player.id, session: await loginAs(db, player.id) };
  }
  /** A successful deposit credited at `at` through the deposits module (ledger and all). */
  async function deposit(playerId: number, rupees: number, at = new Date()) {
    const [order] = await db
      .insert(depositOrders)
      .values({
        orderNo: `RF${randomBytes(8).toString('hex')}`,
        playerId,
        channel: 1,
        method: 'UPI',
        channelName: 'test',
        amountPaise: BigInt(rupees * 100),
        gateway: 'test',
        expireAt: new Date(at.getTime() + 3_600_000),
      })
      .returning();
    const accounts = createAccountDirectory(db);
    await creditDeposit({ db, accounts } as DepositDeps, {
      order: order!,
      from: ['pending'],
      creditedPaise: BigInt(rupees * 100),
      confirmedAt: at,
    });
  }
  async function bet(playerId: number, rupees: number, at = new Date()) {
    await db.execute(
      sql`insert into game_rounds (provider_code, round_id, player_id, status, stake_paise, valid_bet_paise, settled_at)
          values ('test', ${randomBytes(8).toString('hex')}, ${playerId}, 'settled',
                  ${Math.round(rupees * 100)}, ${Math.round(rupees * 100)}, ${at.toISOString()}::timestamptz)`,
    );
  }
  /** Meets the demo conditions (phone bound, Rs 100 deposited, Rs 20 of valid bets). */
  async function makeValid(playerId: number, at = new Date()) {
    await deposit(playerId, 100, at);
    await bet(playerId, 20, at);
  }
  const inviteeRow = async (playerId: number) =>
    (
      await queryRows<{
        review: string;
        hold_reasons: string[];
        valid_day: string | null;
        pair_no: number | null;
      }>(
        db,
        sql`select review, hold_reasons, valid_day, pair_no from referral_invitees where invitee_id = ${playerId}`,
      )
    )[0];
  const referralRewards = (playerId: number) =>
    queryRows<{ source: string; amount_paise: string; status: string }>(
      db,
      sql`select source, amount_paise::text as amount_paise, status from rewards
          where player_id = ${playerId} and kind = 'referral' order by source`,
    );

  it('captures the invite code of a launch link through sign-up and shows the invitee', async () => {
    const owner = await register(app, { ip: newIp(), deviceNumber: newDevice() });
    const info = await api<TAgentInfoResponse>('/invite/agent/info', owner.session);
    const link = new URL(info.referralUrl);
    expect(link.pathname).toBe('/');
    const code = link.searchParams.get('invite_code');
    expect(code).toBe(info.referralCode);
    expect(info.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(info).toMatchObject({
      todayReward: 0,
      totalReward: 0,
      availableReward: 0,
      inviteCount: 0,
      rules: {
        enabled: true,
        requirePhone: true,
        minDeposit: 100,
        minValidBet: 20,
        rewardPerPair: 150,
        inviteesPerReward: 2,
        payoutTime: '05:00',
      },
    });

    // The app saved invite_code at launch and sends it as referralCode when the player signs up.
    const friend = await register(app, {
      referralCode: code!,
      ip: newIp(),
      deviceNumber: newDevice(),
    });
    const [row] = await queryRows<{ referred_by: string }>(
      db,
      sql`select referred_by::text as referred_by from players where id = ${Number(friend.session.uid)}`,
    );
    expect(row!.referred_by).toBe(owner.session.uid);
    expect(await inviteeRow(Number(friend.session.uid))).toMatchObject({
      review: 'clear',
      hold_reasons: [],
    });
    expect((await api<TAgentInfoResponse>('/invite/agent/info', owner.session)).inviteCount).toBe(
      1,
    );
    const team = await api<TInviteTeamResponse>('/invite/agent/team', owner.session);
    expect(team.list).toEqual([
      expect.objectContaining({
        status: 'review',
        reviewReason: 'conditions',
        phoneBound: true,
        depositMet: false,
        betMet: false,
      }),
    ]);
    expect(team.list[0]!.name).toMatch(/\*{4}/);
    expect(team.list[0]!.name).not.toContain(friend.mobile.slice(-10));
  });

  it('counts an invitee valid only when every operator condition held before the day ended', async () => {
    const owner = await referrer();
    const today = fiveAm(1);
    const cutoff = new Date(today.getTime() - 5 * 3_600_000);
    const noPhone = await invitee(owner.playerId, { phone: false });
    await makeValid(noPhone);
    const smallDeposit = await invitee(owner.playerId);
    await deposit(smallDeposit, 99);
    await bet(smallDeposit, 50);
    const fewBets = await invitee(owner.playerId);
    await deposit(fewBets, 500);
    await bet(fewBets, 19.99);
    const valid = await invitee(owner.playerId);
    await makeValid(valid);
    // Met only after the day ended: valid at the next 05:00, not this one.
    const late = await invitee(owner.playerId);
    await deposit(late, 100);
    await bet(late, 20, new Date(cutoff.getTime() + 60_000));

    await settleReferrals({ db }, today, today);
    expect((await inviteeRow(valid))!.valid_day).not.toBeNull();
    for (const id of [noPhone, smallDeposit, fewBets, late])
      expect((await inviteeRow(id))!.valid_day, String(id)).toBeNull();
    await settleReferrals({ db }, fiveAm(2), fiveAm(2));
    expect((await inviteeRow(late))!.valid_day).not.toBeNull();
    // Two valid invitees on different days still make a pair.
    expect(await referralRewards(owner.playerId)).toEqual([
      { source: 'referral:pair:1', amount_paise: '15000', status: 'claimable' },
    ]);
    const team = await api<TInviteTeamResponse>('/invite/agent/team', owner.session);
    const statuses = team.list.map((m) => m.status).sort();
    expect(statuses).toEqual(['claimable', 'claimable', 'review', 'review', 'review']);
  });

  it('rewards every two valid invitees, once, at the 05:00 job across two instances', async () => {
    const owner = await referrer();
    const friends = [];
    for (let i = 0; i < 5; i += 1) friends.push(await invitee(owner.playerId));
    for (const id of friends) await makeValid(id);

    const clock = new Date(fiveAm(3).getTime() - 1000);
    await db.execute(sql`delete from job_schedules`);
    await db.execute(sql`delete from jobs`);
    const other = n.first.database.url
      ? await openDatabase({ databaseUrl: n.first.database.url, poolSize: 3 })
      : null;
    try {
      const runtimes = [db, other?.db ?? db].map((on) => {
        const jobs = createJobRuntime({ db: on, now: () => clock });
        registerReferralJobs(jobs, { db: on }, '+05:30');
        return jobs;
      });
      await Promise.all(runtimes.map((r) => r.tick()));
      expect(await referralRewards(owner.playerId)).toEqual([]);
      clock.setTime(fiveAm(3).getTime());
      await Promise.all(runtimes.map((r) => r.tick()));
      await Promise.all(runtimes.map((r) => r.tick()));
      // One job for the occurrence, whichever instance moved the schedule.
      const ran = await queryRows<{ state: string }>(
        db,
        sql`select state from jobs where queue = 'referral.daily'`,
      );
      expect(ran).toEqual([{ state: 'done' }]);
      // Five valid invitees: two pairs, the fifth waits for a partner.
      expect(await referralRewards(owner.playerId)).toEqual([
        { source: 'referral:pair:1', amount_paise: '15000', status: 'claimable' },
        { source: 'referral:pair:2', amount_paise: '15000', status: 'claimable' },
      ]);
      // The next day's run (the moved clock) and a re-run of the same occurrence give nothing more.
      clock.setTime(fiveAm(4).getTime());
      await Promise.all(runtimes.map((r) => r.tick()));
      expect(await settleReferrals({ db }, fiveAm(3), fiveAm(3))).toMatchObject({
        valid: 0,
        granted: 0,
      });
    } finally {
      await other?.close();
    }
    expect(await referralRewards(owner.playerId)).toHaveLength(2);
    const info = await api<TAgentInfoResponse>('/invite/agent/info', owner.session);
    expect(info).toMatchObject({
      inviteCount: 5,
      validInviteCount: 5,
      totalReward: 300,
      availableReward: 300,
    });
    const team = await api<TInviteTeamResponse>('/invite/agent/team', owner.session);
    expect(team.list.map((m) => m.status).sort()).toEqual([
      'claimable',
      'claimable',
      'claimable',
      'claimable',
      'pass',
    ]);
    const bonuses = await api<TInviteBonusListResponse>('/invite/agent/bonusList', owner.session);
    expect(bonuses.list.map((b) => [b.amount, b.status, b.invitees.length])).toEqual([
      [150, 'claimable', 2],
      [150, 'claimable', 2],
    ]);

    // The sixth makes the third pair.
    const sixth = await invitee(owner.playerId);
    await makeValid(sixth);
    expect(await settleReferrals({ db }, fiveAm(5), fiveAm(5))).toMatchObject({ granted: 1 });
  });

  it('pays a claim once under 100 concurrent claims across instances, into a balanced ledger', async () => {
    const owner = await referrer();
    for (let i = 0; i < 2; i += 1) await makeValid(await invitee(owner.playerId));
    await settleReferrals({ db }, fiveAm(6), fiveAm(6));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postApi(n.apps[i % n.apps.length]!, '/invite/agent/receiveRebate', authBody(owner.session)),
      ),
    );
    const claims = answers.map((a) => expectOk<TInviteClaimResponse>(a.body));
    expect(claims.filter((c) => c.claimedCount === 1)).toHaveLength(1);
    expect(claims.filter((c) => c.claimedCount === 0)).toHaveLength(99);
    expect(claims.find((c) => c.claimedCount === 1)).toMatchObject({
      claimedAmount: 150,
      balance: 150,
    });
    expect(await readWallet(db, owner.playerId)).toMatchObject({ balancePaise: 15_000n });
    const [record] = await queryRows<{ n: number; record_type: string }>(
      db,
      sql`select count(*)::int as n, min(record_type) as record_type from ledger_transactions
          where player_id = ${owner.playerId} and kind = 'reward'`,
    );
    expect(record).toEqual({ n: 1, record_type: 'gift' });
    const info = await api<TAgentInfoResponse>('/invite/agent/info', owner.session);
    expect(info).toMatchObject({ totalReward: 150, availableReward: 0 });
    const team = await api<TInviteTeamResponse>('/invite/agent/team', owner.session);
    expect(team.list.map((m) => m.status)).toEqual(['claim', 'claim']);
    await expectLedgerClean(db);
  });

  it('holds an invitee sharing the referrer’s device or address, or signing up in a burst, until an operator decides', async () => {
    const owner = await register(app, { ip: newIp(), deviceNumber: newDevice() });
    const ownerId = Number(owner.session.uid);
    const { referralCode } = await api<TAgentInfoResponse>('/invite/agent/info', owner.session);
    // The referrer's own session came from this address and device.
    const ownerIp = newIp();
    const ownerDevice = newDevice();
    await loginAgain(owner.mobile, owner.password, ownerIp, ownerDevice);

    const sameDevice = await register(app, {
      referralCode,
      ip: newIp(),
      deviceNumber: ownerDevice,
    });
    const sameIp = await register(app, { referralCode, ip: ownerIp, deviceNumber: newDevice() });
    const burstIp = newIp();
    const burst = [];
    for (let i = 0; i < 3; i += 1)
      burst.push(await register(app, { referralCode, ip: burstIp, deviceNumber: newDevice() }));
    const idOf = (s: { session: Session }) => Number(s.session.uid);
    expect(await inviteeRow(idOf(sameDevice))).toMatchObject({
      review: 'held',
      hold_reasons: ['same_device'],
    });
    expect(await inviteeRow(idOf(sameIp))).toMatchObject({
      review: 'held',
      hold_reasons: ['same_ip'],
    });
    for (const b of burst)
      expect(await inviteeRow(idOf(b))).toMatchObject({ review: 'held', hold_reasons: ['burst'] });

    // Held invitees meet every condition but stay under review through the 05:00 job.
    for (const s of [sameDevice, sameIp, ...burst]) await makeValid(idOf(s));
    await settleReferrals({ db }, fiveAm(7), fiveAm(7));
    expect(await referralRewards(ownerId)).toEqual([]);
    const team = await api<TInviteTeamResponse>('/invite/agent/team', owner.session);
    expect(team.list.map((m) => [m.status, m.reviewReason])).toEqual(
      Array.from({ length: 5 }, () => ['review', 'checks']),
    );

    // The operator's queue, permission checked.
    const support = await signedInOperator(firstOwner, 'support');
    expect(await support.call('/admin/promotions/referral/invitees', {})).toMatchObject({
      state: '403',
    });
    const queue = (await admin('invitees', { review: 'held', pageSize: 200 })).resultData.list as {
      inviteeId: string;
      holdReasons: string[];
    }[];
    const held = [sameDevice, sameIp, ...burst].map((s) => s.session.uid);
    expect(queue.map((q) => q.inviteeId)).toEqual(expect.arrayContaining(held));

    // Passed ones count from the next 05:00; a rejected one never does and shows 'reclaim'.
    for (const s of [sameDevice, burst[0]!])
      expect(await decide(s.session.uid, 'pass', 'checked: family')).toMatchObject({
        state: '200',
      });
    expect(await decide(sameIp.session.uid, 'reject')).toMatchObject({ state: '200' });
    expect(await decide(sameIp.session.uid, 'pass')).toMatchObject({
      state: '409',
      msg: 'This invitee is not under review',
    });
    expect(await decide('999999999', 'pass')).toMatchObject({
      state: '404',
    });
    await settleReferrals({ db }, fiveAm(8), fiveAm(8));
    expect(await referralRewards(ownerId)).toEqual([
      { source: 'referral:pair:1', amount_paise: '15000', status: 'claimable' },
    ]);
    const after = await api<TInviteTeamResponse>('/invite/agent/team', owner.session);
    expect(after.list.map((m) => m.status).sort()).toEqual([
      'claimable',
      'claimable',
      'reclaim',
      'review',
      'review',
    ]);
  });

  async function loginAgain(mobile: string, password: string, ip: string, deviceNumber: string) {
    const { body } = await postApi(
      app,
      '/sso/login',
      commonBody({ mobile, password, deviceNumber }),
      { ip },
    );
    expectOk(body);
  }

  it('lets the operator set the conditions, refusing bad figures with a clear message', async () => {
    const current = (await admin('get')).resultData.settings as Record<string, unknown>;
    expect(current).toMatchObject({ rewardPerPair: 150 });
    expect(await admin('set', { ...current, minDeposit: -1 })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/^Invalid minDeposit/),
    });
    const changed = await admin('set', { ...current, minDeposit: 250.5 });
    expect(changed.resultData.settings).toMatchObject({ minDeposit: 250.5 });
    const someone = await referrer();
    expect(
      (await api<TAgentInfoResponse>('/invite/agent/info', someone.session)).rules.minDeposit,
    ).toBe(250.5);
    await admin('set', current);
  });

  it('ranks referrers by valid invitees in the period, masked, with the player’s own rank', async () => {
    const ranks = async (who: Session, period: string) =>
      api<TInviteRanksResponse>('/invite/agent/ranks', who, { period });
    const top = await referrer();
    for (let i = 0; i < 3; i += 1) await makeValid(await invitee(top.playerId));
    const none = await referrer();
    // Valid on today's date (the job of tomorrow 05:00 sets today as their day).
    await settleReferrals({ db }, fiveAm(1), fiveAm(1));
    const all = await ranks(top.session, 'all');
    const mine = all.list.find((r) => r.rank === all.me.rank);
    expect(all.me.validInvitees).toBe(3);
    expect(mine?.validInvitees).toBe(3);
    expect(mine?.name).toMatch(/\*{4}/);
    for (let i = 1; i < all.list.length; i += 1)
      expect(all.list[i - 1]!.validInvitees).toBeGreaterThanOrEqual(all.list[i]!.validInvitees);
    expect((await ranks(top.session, 'week')).me.validInvitees).toBe(3);
    expect(await ranks(none.session, 'month')).toMatchObject({
      me: { rank: null, validInvitees: 0 },
    });
    const { body } = await postApi(
      app,
      '/invite/agent/ranks',
      authBody(top.session, { period: 'year' }),
    );
    expectError(body, '400', /^Invalid period/);
  });
});
