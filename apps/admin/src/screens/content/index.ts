import { lazy } from 'react';
import type { Screen } from '../../screens';

/** Content (banners, announcements, FAQ, mail) and Support (the feedback inbox). */
export const SCREENS: Screen[] = [
  {
    path: '/content/banners',
    nav: 'banners',
    group: 'content',
    permission: 'content.write',
    order: 1,
    component: lazy(() => import('./BannersScreen')),
  },
  {
    path: '/content/announcements',
    nav: 'announcements',
    group: 'content',
    permission: 'content.write',
    order: 2,
    component: lazy(() => import('./AnnouncementsScreen')),
  },
  {
    path: '/content/faq',
    nav: 'faq',
    group: 'content',
    permission: 'content.write',
    order: 4,
    component: lazy(() => import('./FaqScreen')),
  },
  {
    path: '/support/mail',
    nav: 'mail',
    group: 'support',
    permission: 'support.write',
    order: 1,
    component: lazy(() => import('./MailScreen')),
  },
  {
    path: '/support/feedback',
    nav: 'feedback',
    group: 'support',
    permission: 'support.write',
    order: 2,
    component: lazy(() => import('./FeedbackScreen')),
  },
  {
    path: '/support/feedback/:id',
    nav: null,
    group: 'support',
    permission: 'support.write',
    component: lazy(() => import('./FeedbackDetailScreen')),
  },
];
