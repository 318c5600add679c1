import { lazy } from 'react';
import type { Screen } from '../../screens';

/** The dashboard (the home page of roles with money.read) and the reports. */
export const SCREENS: Screen[] = [
  {
    path: '/dashboard',
    nav: 'dashboard',
    group: 'overview',
    permission: 'money.read',
    order: 0,
    component: lazy(() => import('./DashboardScreen')),
  },
  {
    path: '/reports',
    nav: 'reports',
    group: 'reports',
    permission: 'money.read',
    order: 1,
    component: lazy(() => import('./ReportsScreen')),
  },
];
