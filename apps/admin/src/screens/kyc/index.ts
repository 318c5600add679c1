import { lazy } from 'react';
import type { Screen } from '../../screens';
import { KycQueueBadge } from './badges';

/** Identity verification (modules/kyc README): the review queue and one submission. */
export const SCREENS: Screen[] = [
  {
    path: '/kyc',
    nav: 'kyc',
    group: 'players',
    permission: 'players.read',
    order: 3,
    component: lazy(() => import('./KycScreen')),
    badge: KycQueueBadge,
  },
  {
    path: '/kyc/:id',
    nav: null,
    group: 'players',
    permission: 'players.read',
    component: lazy(() => import('./KycDetailScreen')),
  },
];
