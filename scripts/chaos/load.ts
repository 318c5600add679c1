/**
 * The client side of `npm run chaos`: players doing what phones do — Dice bets through the games
 * API, online deposits paid on the sandbox gateway's pay page, withdrawals — against whichever
 * instance is up, each player one operation at a time. Every answer is classified; what the
 * client saw acknowledged is remembered so the checks can find each one in the database.
 */
import http from 'node:http';

export interface ChaosPlayer {
  playerId: number;
  sign: string;
  uid: string;
  gamesToken: string;
  bankAccountId: string;
}

export interface Acknowledged {
  /** Dice bets answered with a bet: id 'd-<row>', stake and payout in paise. */
  bets: { id: string; playerId: number; amountPaise: number; payoutPaise: number }[];
  /** Deposit orders answered with an order number, and whether the pay page took the payment. */
  deposits: { orderNo: string; playerId: number; amountPaise: number; paid: boolean }[];
  /** Withdrawals answered by /withdraw/apply with state 200. */
  withdrawals: { orderNo: string; playerId: number; amountPaise: number }[];
}

export interface Tally {
  attempted: Record<'bet' | 'deposit' | 'withdrawal', number>;
  /** Answers other than success, by kind ('503', 'refused:…', 'connection', 'timeout'). */
  failures: Map<string, number>;
  /** Answers that break the API's rules (a state 500, an HTTP 5xx other than 503, a stack). */
  badAnswers: string[];
}

const COMMON = {
  appId: 1502,
  appPackageName: 'com.khel.h5.1502',
  deviceNumber: 'chaos',
  locale: 'en',
};
export const WITHDRAW_PASSWORD = '135790';
const TIMEOUT_MS = 30_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  body: string;
  location?: string;
}

/** One HTTP request; rejects on a connection error or after TIMEOUT_MS. */
function request(port: number, path: string, body: string, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path, agent, timeout: TIMEOUT_MS, headers },
      (res) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const json = (port: number, path: string, body: object, headers: Record<string, string> = {}) => {
  const raw = JSON.stringify(body);
  return request(port, path, raw, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(raw)),
    ...headers,
  });
};

type Envelope<T> = { state: string; msg?: string; resultData?: T };

export function createLoad(ports: () => number[], tally: Tally, acks: Acknowledged) {
  const count = (answer: string) => {
    // Refusals quoting amounts or counts are one kind each.
    const key = answer.startsWith('refused') ? answer.replace(/\d+/g, '#') : answer;
    tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
  };
  const pick = () => {
    const live = ports();
    return live[Math.floor(Math.random() * live.length)];
  };
  /** Parses an API answer; records anything that is not a clean envelope or a clean 503. */
  const api = <T>(answer: Answer, what: string): Envelope<T> | null => {
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(answer.body) as Envelope<T>;
    } catch {
      tally.badAnswers.push(`${what}: HTTP ${answer.status}, not JSON`);
      return null;
    }
    if (answer.status !== 200 || parsed.state === '500' || /\n\s+at /.test(answer.body)) {
      tally.badAnswers.push(`${what}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
      return null;
    }
    if (parsed.state !== '200') count(parsed.state === '503' ? '503' : `refused: ${parsed.msg}`);
    return parsed;
  };
  const guard = async (task: (port: number) => Promise<void>) => {
    const port = pick();
    if (port === undefined) {
      count('no instance up');
      return new Promise<void>((resolve) => setTimeout(resolve, 200));
    }
    try {
      await task(port);
    } catch (error) {
      count(error instanceof Error && error.message === 'timeout' ? 'timeout' : 'connection');
    }
  };
  const auth = (p: ChaosPlayer) => ({ ...COMMON, sign: p.sign, uid: p.uid });

  const bet = (p: ChaosPlayer) =>
    guard(async (port) => {
      tally.attempted.bet += 1;
      const amount = 1 + Math.floor(Math.random() * 5);
      const answer = await json(
        port,
        '/games/api/dice/bet',
        { amount, target: 50, direction: Math.random() < 0.5 ? 'under' : 'over' },
        { authorization: `Bearer ${p.gamesToken}` },
      );
      let body: { bet?: { id: string; amount: number; payout: number }; error?: string };
      try {
        body = JSON.parse(answer.body) as typeof body;
      } catch {
        tally.badAnswers.push(`bet: HTTP ${answer.status}, not JSON`);
        return;
      }
      if (answer.status === 200 && body.bet) {
        acks.bets.push({
          id: body.bet.id,
          playerId: p.playerId,
          amountPaise: Math.round(body.bet.amount * 100),
          payoutPaise: Math.round(body.bet.payout * 100),
        });
      } else if (answer.status >= 500 && answer.status !== 503) {
        tally.badAnswers.push(`bet: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
      } else {
        count(`games ${answer.status} ${body.error ?? ''}`);
      }
    });

  const deposit = (p: ChaosPlayer) =>
    guard(async (port) => {
      tally.attempted.deposit += 1;
      const amount = [100, 200, 500][Math.floor(Math.random() * 3)]!;
      const created = api<{ payUrl: string; orderNo: string }>(
        await json(port, '/api/recharge/createRechargeOrder', {
          ...auth(p),
          depositAmount: amount,
          depositChannel: 1,
          depositMethod: 1,
        }),
        'createRechargeOrder',
      );
      if (created?.state !== '200' || !created.resultData) return;
      const order = {
        orderNo: created.resultData.orderNo,
        playerId: p.playerId,
        amountPaise: amount * 100,
        paid: false,
      };
      acks.deposits.push(order);
      // The payer's browser, on whichever instance answers (the gateway's tables are shared).
      const payPath = new URL(created.resultData.payUrl).pathname;
      const paid = await request(pick() ?? port, payPath, 'action=pay', {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '10',
      });
      if (paid.status === 303) order.paid = true;
      else count(`pay page ${paid.status}`);
    });

  const withdraw = (p: ChaosPlayer) =>
    guard(async (port) => {
      tally.attempted.withdrawal += 1;
      const body = { ...auth(p), amount: 100, bankAccountId: p.bankAccountId };
      const preview = api<{ orderNo: string }>(
        await json(port, '/api/withdraw/preview', body),
        'withdraw/preview',
      );
      if (preview?.state !== '200' || !preview.resultData) return;
      const orderNo = preview.resultData.orderNo;
      const applied = api(
        await json(pick() ?? port, '/api/withdraw/apply', {
          ...body,
          orderNo,
          withdrawPassword: WITHDRAW_PASSWORD,
        }),
        'withdraw/apply',
      );
      if (applied?.state === '200') {
        acks.withdrawals.push({ orderNo, playerId: p.playerId, amountPaise: 10_000 });
      }
    });

  /** One operation for a player: half bets, a quarter deposits, a quarter withdrawals. */
  return (p: ChaosPlayer) => {
    const roll = Math.random();
    return roll < 0.5 ? bet(p) : roll < 0.75 ? deposit(p) : withdraw(p);
  };
}

export const closeLoadAgent = () => agent.destroy();
