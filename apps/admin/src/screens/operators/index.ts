import { lazy } from 'react';
import type { Screen } from '../../screens';

export const SCREENS: Screen[] = [
  {
    path: '/operators',
    nav: 'operators',
    group: 'operators',
    permission: 'operators.manage',
    order: 1,
    component: lazy(() => import('./OperatorsScreen')),
  },
  {
    path: '/api-keys',
    nav: 'apiKeys',
    group: 'operators',
    permission: 'operators.manage',
    order: 2,
    component: lazy(() => import('./ApiKeysScreen')),
  },
  {
    path: '/audit',
    nav: 'audit',
    group: 'operators',
    permission: 'audit.read',
    order: 3,
    component: lazy(() => import('./AuditScreen')),
  },
];
