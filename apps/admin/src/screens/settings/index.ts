import { lazy } from 'react';
import type { Screen } from '../../screens';

/** The settings area (permission settings.write): VIP, money rules, app settings, games. */
export const SCREENS: Screen[] = [
  {
    path: '/settings/vip',
    nav: 'vip',
    group: 'settings',
    permission: 'settings.write',
    order: 1,
    component: lazy(() => import('./VipLevelsScreen')),
  },
  {
    path: '/settings/rules',
    nav: 'rules',
    group: 'settings',
    permission: 'settings.write',
    order: 2,
    component: lazy(() => import('./RulesScreen')),
  },
  {
    path: '/settings/app',
    nav: 'appSettings',
    group: 'settings',
    permission: 'settings.write',
    order: 3,
    component: lazy(() => import('./AppSettingsScreen')),
  },
  {
    path: '/settings/games',
    nav: 'games',
    group: 'settings',
    permission: 'settings.write',
    order: 4,
    component: lazy(() => import('./GamesScreen')),
  },
  {
    path: '/settings/games/:id',
    nav: null,
    group: 'settings',
    permission: 'settings.write',
    component: lazy(() => import('./GameScreen')),
  },
];
