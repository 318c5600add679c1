import { lazy } from 'react';
import type { Screen } from '../../screens';

/** Promotions and rewards (permission promotions.write): each with what it has cost so far. */
export const SCREENS: Screen[] = [
  {
    path: '/promotions/campaigns',
    nav: 'campaigns',
    group: 'promotions',
    permission: 'promotions.write',
    order: 1,
    component: lazy(() => import('./CampaignsScreen')),
  },
  {
    path: '/promotions/codes',
    nav: 'promoCodes',
    group: 'promotions',
    permission: 'promotions.write',
    order: 2,
    component: lazy(() => import('./CodesScreen')),
  },
  {
    path: '/promotions/checkin',
    nav: 'checkin',
    group: 'promotions',
    permission: 'promotions.write',
    order: 3,
    component: lazy(() => import('./CheckinScreen')),
  },
  {
    path: '/promotions/wheel',
    nav: 'wheel',
    group: 'promotions',
    permission: 'promotions.write',
    order: 4,
    component: lazy(() => import('./WheelScreen')),
  },
  {
    path: '/promotions/rankings',
    nav: 'rankings',
    group: 'promotions',
    permission: 'promotions.write',
    order: 5,
    component: lazy(() => import('./RankingsScreen')),
  },
  {
    path: '/promotions/referral',
    nav: 'referral',
    group: 'promotions',
    permission: 'promotions.write',
    order: 6,
    component: lazy(() => import('./ReferralScreen')),
  },
];
