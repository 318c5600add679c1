import { lazy } from 'react';
import type { Screen } from '../../screens';

/** The players area: search, the player page, and the adjustments waiting for approval. */
export const SCREENS: Screen[] = [
  {
    path: '/players',
    nav: 'players',
    group: 'players',
    permission: 'players.read',
    order: 1,
    component: lazy(() => import('./PlayersScreen')),
  },
  {
    path: '/players/:id',
    nav: null,
    group: 'players',
    permission: 'players.read',
    component: lazy(() => import('./PlayerScreen')),
  },
  {
    path: '/adjustments',
    nav: 'adjustments',
    group: 'players',
    permission: 'money.adjust',
    order: 2,
    component: lazy(() => import('./AdjustmentsScreen')),
  },
];
