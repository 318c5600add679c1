import type {
  TDepositOrder,
  TGameLaunchResponse,
  TGameSearchResponse,
  TUserInfo,
  TWithdrawOrder,
} from '@khel/contract';
import { ROUTES } from '../src/router/routes';
import { PROMO_TABS } from '../src/pages/promo/promoTabs';
import { callApi } from './accounts';
import type { StoredSession } from './browser';
import { creditSandboxMoney } from './games';
import {
  addBankAccount,
  finishPayment,
  freshUtr,
  markReceived,
  playerWithPassword,
  waitForDeposit,
  withdrawByApi,
} from './money';

/**
 * A player who has done what a new player does in a first week, made through the real API and
 * the embedded sandbox gateway, so every screen can be seen with real data in it: a withdrawal
 * on its way (WithdrawWait's arrival amount, Withdraw's limits with an account), deposits of
 * every kind in every state (online paid, UPI reconciled, IMPS, crypto and self-service UTR
 * pending), a Dice bet (Game records), ledger rows (Balance records) and a five-digit balance.
 */
export interface PlayerStory {
  session: StoredSession;
  /** Every screen of the app with real query parameters, each as an in-app URL. */
  screens: string[];
  orders: {
    online: TDepositOrder;
    upi: TDepositOrder;
    imps: TDepositOrder;
    crypto: TDepositOrder;
    selfService: TDepositOrder;
    withdrawal: TWithdrawOrder;
  };
  /** The in-house games, as GameWeb opens them. */
  games: { id: number; name: string; code: string }[];
}

/** Where amounts were clipped: four digits and more. */
export const STORY_BALANCE = 48_726.45;

const deposit = (baseUrl: string, session: StoredSession, path: string, body: object) =>
  callApi<TDepositOrder>(baseUrl, path, { ...session, ...body });

/** One Dice bet through the games' own API, as the game page places it. */
export async function playDice(baseUrl: string, session: StoredSession, gameId: number) {
  const { url } = await callApi<TGameLaunchResponse>(baseUrl, '/game/launch', {
    ...session,
    gameId,
  });
  const launchToken = new URL(url, baseUrl).searchParams.get('token');
  const post = async <T>(path: string, body: object, token?: string) => {
    const response = await fetch(`${baseUrl}/games/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { sessionToken } = await post<{ sessionToken: string }>('/session', {
    launchToken,
    game: 'dice',
  });
  await post('/dice/bet', { amount: 25, target: 50, direction: 'under' }, sessionToken);
}

export async function playerWithStory(baseUrl: string): Promise<PlayerStory> {
  const session = await playerWithPassword(baseUrl);
  const { list: games } = await callApi<TGameSearchResponse>(baseUrl, '/game/search', {
    pageSize: 50,
  });
  const inHouse = games.filter((game) => game.provider === 'khel');

  // A withdrawal first, while nothing is left to wager; it stays with the gateway (processing).
  await creditSandboxMoney(baseUrl, session.uid, 10_000);
  const bankAccountId = await addBankAccount(baseUrl, session);
  const withdrawal = await withdrawByApi(baseUrl, session, { amount: 1_200, bankAccountId });
  await playDice(baseUrl, session, inHouse.find((game) => game.code === 'dice')!.id);

  // Deposits: online paid on the pay page; UPI reconciled; IMPS, crypto and self-service pending
  // (three pending orders: the demo configuration's limit).
  const online = await deposit(baseUrl, session, '/recharge/createRechargeOrder', {
    depositAmount: 500,
    depositChannel: 1,
    depositMethod: 1,
  });
  await finishPayment(online);
  await waitForDeposit(baseUrl, session, online.orderNo, 'success');
  const upi = await deposit(baseUrl, session, '/recharge/createTransferOrder', {
    depositAmount: 1_000,
    depositPaymentMethod: 2,
  });
  const upiUtr = freshUtr();
  await deposit(baseUrl, session, '/recharge/submitUtr', { orderNo: upi.orderNo, utr: upiUtr });
  await markReceived(baseUrl, upiUtr, 1_000);
  await waitForDeposit(baseUrl, session, upi.orderNo, 'success');
  const imps = await deposit(baseUrl, session, '/recharge/createTransferOrder', {
    depositAmount: 2_000,
    depositPaymentMethod: 1,
  });
  const crypto = await deposit(baseUrl, session, '/recharge/createRechargeOrder', {
    depositAmount: 1_000,
    depositChannel: 4,
    currency: 'USDT',
  });
  const selfService = await deposit(baseUrl, session, '/recharge/submitUtr', {
    utr: freshUtr(),
    depositAmount: 5_000,
  });

  // The rest of the balance, so Home shows exactly STORY_BALANCE.
  const { balance } = await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session);
  await creditSandboxMoney(baseUrl, session.uid, Math.round((STORY_BALANCE - balance) * 100) / 100);

  const withQuery: Record<string, string[]> = {
    '/pages/Login/Login': ['', '?mode=otp'],
    '/pages/promo/Promo': PROMO_TABS.map((tab) => `?tab=${tab}`),
    '/pages/search/SearchResult': ['?keyword=dice', '?keyword=zzz'],
    '/pages/wallet/DepositOrderDetail': [online, crypto, selfService].map(
      (order) => `?orderNo=${order.orderNo}`,
    ),
    '/pages/wallet/DepositImpsDetail': [`?orderNo=${imps.orderNo}`],
    '/pages/wallet/DepositUpiDetail': [`?orderNo=${upi.orderNo}`],
    '/pages/wallet/WithdrawWait': [`?orderNo=${withdrawal.orderNo}`],
    '/pages/account/components/BankCard/BankCard': ['', `?id=${bankAccountId}`],
  };
  const routes = ROUTES.filter((route) => route.layout !== 'entry' && route.layout !== 'full');
  const screens = [
    ...routes.flatMap((route) => (withQuery[route.path] ?? ['']).map((q) => `${route.path}${q}`)),
    ...inHouse.map(
      (game) => `/pages/webview/GameWeb?gameId=${game.id}&name=${encodeURIComponent(game.name)}`,
    ),
  ];
  return {
    session,
    screens,
    orders: { online, upi, imps, crypto, selfService, withdrawal },
    games: inHouse.map(({ id, name, code }) => ({ id, name, code })),
  };
}
