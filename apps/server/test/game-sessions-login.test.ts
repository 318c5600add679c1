import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema';
import { readWallet } from '../src/modules/wallet/accounts';
import { toRupees } from '@khel/contract/money';
import { createTestApp, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  GOOD_PASSWORD,
  ageOtpCodes,
  ageSession,
  authBody,
  expectOk,
  passwordLogin,
  register,
  requestCode,
  sessionOf,
  sessionRow,
  type Session,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { addKhelWithCatalogue, api } from './helpers/games';
import { providerCall, type TestProvider } from './helpers/provider';

/** A game session ends with the player's session that launched it; open rounds still settle. */
describe.each(testDatabases())('game sessions bound to the login on $kind', (target) => {
  let t: TestApp;
  let khel: TestProvider;
  let diceId: number;
  let seq = 0;
  const id = (what: string) => `${what}-${Date.now()}-${(seq += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
    khel = await addKhelWithCatalogue(t.database.db);
    const [dice] = await t.database.db.select().from(games).where(eq(games.gameCode, 'dice'));
    diceId = dice!.id;
  });
  afterAll(() => t.close());

  const balanceOf = async (uid: string) =>
    toRupees((await readWallet(t.database.db, Number(uid))).balancePaise);

  /** A registered player with 100 rupees. */
  async function player() {
    const registered = await register(t.app);
    const credit = await t.app.inject({
      method: 'POST',
      url: '/api/dev/credit',
      payload: { playerId: registered.session.uid, amount: 100, reference: id('credit') },
    });
    expect(credit.json()).toMatchObject({ state: '200' });
    return registered;
  }

  /** Launches Dice through /game/launch from a login and exchanges the token as the game does. */
  async function launchFrom(session: Session) {
    const launched = expectOk<{ url: string }>(
      await api(t.app, '/game/launch', { ...session, gameId: diceId }),
    );
    const launchToken = new URL(launched.url, 'http://x').searchParams.get('token')!;
    return launchToken;
  }
  async function exchange(launchToken: string) {
    const answer = await providerCall(t.app, khel, 'session', { launchToken });
    return answer;
  }
  async function gameSession(session: Session) {
    const answer = await exchange(await launchFrom(session));
    expect(answer.state).toBe('200');
    return answer.resultData!.sessionId!;
  }
  const bet = (sessionId: string, roundId: string, amount = 10) =>
    providerCall(t.app, khel, 'bet', {
      sessionId,
      transactionId: `${roundId}-bet`,
      roundId,
      amount,
      gameCode: 'dice',
    });
  const win = (roundId: string, amount: number) =>
    providerCall(t.app, khel, 'win', {
      transactionId: `${roundId}-win`,
      roundId,
      amount,
      roundClosed: true,
    });

  it('refuses bets and balance after logout, and still pays the win of a bet placed before', async () => {
    const { session } = await player();
    const sessionId = await gameSession(session);
    const before = id('round');
    expect(await bet(sessionId, before)).toMatchObject({
      state: '200',
      resultData: { balance: 90 },
    });

    expectOk((await api(t.app, '/sso/logout', authBody(session))) as never);

    expect(await bet(sessionId, id('round'))).toMatchObject({
      state: 'INVALID_SESSION',
      msg: 'Launch token or session unknown, used or expired',
    });
    expect(await providerCall(t.app, khel, 'balance', { sessionId })).toMatchObject({
      state: 'INVALID_SESSION',
    });
    expect(await balanceOf(session.uid)).toBe(90);
    expect(await win(before, 25)).toMatchObject({ state: '200', resultData: { balance: 115 } });
    expect(await balanceOf(session.uid)).toBe(115);
  });

  it('refuses to open a game whose launch came from a session that has ended', async () => {
    const { session } = await player();
    const launchToken = await launchFrom(session);
    expectOk((await api(t.app, '/sso/logout', authBody(session))) as never);
    expect(await exchange(launchToken)).toMatchObject({ state: 'INVALID_SESSION' });
  });

  it('ends games launched from other sessions when the password changes; their rounds settle', async () => {
    const { mobile, session: here } = await player();
    const elsewhere = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD)).body);
    const sessionId = await gameSession(elsewhere);
    const keepsPlaying = await gameSession(here);
    const [won, rolledBack] = [id('round'), id('round')];
    expect(await bet(sessionId, won)).toMatchObject({ state: '200' });
    expect(await bet(sessionId, rolledBack)).toMatchObject({
      state: '200',
      resultData: { balance: 80 },
    });

    const changed = await api(t.app, '/sso/modify', {
      ...here,
      oldPassword: GOOD_PASSWORD,
      newPassword: 'Kh3l-river-stone',
    });
    expect(changed).toMatchObject({ state: '200' });

    expect(await bet(sessionId, id('round'))).toMatchObject({ state: 'INVALID_SESSION' });
    expect(await win(won, 30)).toMatchObject({ state: '200', resultData: { balance: 110 } });
    expect(
      await providerCall(t.app, khel, 'rollback', {
        transactionId: `${rolledBack}-rollback`,
        roundId: rolledBack,
        betTransactionId: `${rolledBack}-bet`,
      }),
    ).toMatchObject({ state: '200', resultData: { balance: 120 } });
    // The session that changed the password goes on, and so do its games.
    expect(await bet(keepsPlaying, id('round'))).toMatchObject({
      state: '200',
      resultData: { balance: 110 },
    });
  });

  it('ends every game when the password is reset', async () => {
    const { mobile, session } = await player();
    const sessionId = await gameSession(session);
    const before = id('round');
    expect(await bet(sessionId, before)).toMatchObject({ state: '200' });
    await ageOtpCodes(t.database.db, mobile, 61);
    const verificationCode = await requestCode(t.app, mobile, 'reset');
    expect(
      await api(t.app, '/sso/resetPassword', {
        mobile,
        verificationCode,
        newPassword: 'Kh3l-river-stone',
      }),
    ).toMatchObject({ state: '200' });
    expect(await bet(sessionId, id('round'))).toMatchObject({ state: 'INVALID_SESSION' });
    expect(await win(before, 20)).toMatchObject({ state: '200', resultData: { balance: 110 } });
  });

  it('ends the game when the login expires or goes idle', async () => {
    const { session } = await player();
    const expiring = await gameSession(session);
    await ageSession(t.database.db, session.sign, { expiresSeconds: 31 * 86_400 });
    expect(await bet(expiring, id('round'))).toMatchObject({ state: 'INVALID_SESSION' });

    const other = await player();
    const idle = await gameSession(other.session);
    await ageSession(t.database.db, other.session.sign, { lastSeenSeconds: 73 * 3600 });
    expect(await bet(idle, id('round'))).toMatchObject({ state: 'INVALID_SESSION' });
    expect(await balanceOf(other.session.uid)).toBe(100);
  });

  it('counts playing as activity that keeps the login alive', async () => {
    const { session } = await player();
    const sessionId = await gameSession(session);
    await ageSession(t.database.db, session.sign, { lastSeenSeconds: 600 });
    expect(await bet(sessionId, id('round'))).toMatchObject({ state: '200' });
    expect((await sessionRow(t.database.db, session.sign))!.idle_seconds).toBeLessThan(60);
    await ageSession(t.database.db, session.sign, { lastSeenSeconds: 600 });
    expect(await providerCall(t.app, khel, 'balance', { sessionId })).toMatchObject({
      state: '200',
    });
    expect((await sessionRow(t.database.db, session.sign))!.idle_seconds).toBeLessThan(60);
  });
});
