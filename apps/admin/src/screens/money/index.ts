import { lazy } from 'react';
import type { Screen } from '../../screens';

/** Money (issue 19): deposits, their reconciliation queue, withdrawals and held payouts. */
export const SCREENS: Screen[] = [
  {
    path: '/deposits',
    nav: 'deposits',
    group: 'money',
    permission: 'money.read',
    order: 1,
    component: lazy(() => import('./DepositsScreen')),
  },
  {
    path: '/reconciliation',
    nav: 'reconciliation',
    group: 'money',
    permission: 'money.read',
    order: 2,
    component: lazy(() => import('./ReconciliationScreen')),
  },
  {
    path: '/withdrawals',
    nav: 'withdrawals',
    group: 'money',
    permission: 'money.read',
    order: 3,
    component: lazy(() => import('./WithdrawalsScreen')),
  },
  {
    path: '/payout-alerts',
    nav: 'payoutAlerts',
    group: 'money',
    permission: 'money.read',
    order: 4,
    component: lazy(() => import('./PayoutAlertsScreen')),
  },
  {
    path: '/deposits/order/:orderNo',
    nav: null,
    group: 'money',
    permission: 'money.read',
    component: lazy(() => import('./DepositDetailScreen')),
  },
  {
    path: '/withdrawals/order/:orderNo',
    nav: null,
    group: 'money',
    permission: 'money.read',
    component: lazy(() => import('./WithdrawalDetailScreen')),
  },
];
