import { lazy } from 'react';
import type { Screen } from '../../screens';

/** Player protection: every protection event (the player page shows one player's). */
export const SCREENS: Screen[] = [
  {
    path: '/protection',
    nav: 'protection',
    group: 'players',
    permission: 'players.read',
    order: 3,
    component: lazy(() => import('./ProtectionScreen')),
  },
];
