import type * as inbox from '../inbox';
import type { CallOf } from './call';

export const mailListEndpoint: CallOf<typeof inbox.mailListEndpoint> = {
  method: 'POST',
  path: '/mail/list',
  auth: true,
};

export const mailUnreadCountEndpoint: CallOf<typeof inbox.mailUnreadCountEndpoint> = {
  method: 'POST',
  path: '/mail/unreadCount',
  auth: true,
};

export const mailConfirmEndpoint: CallOf<typeof inbox.mailConfirmEndpoint> = {
  method: 'POST',
  path: '/mail/confirm',
  auth: true,
};

export const mailDeleteEndpoint: CallOf<typeof inbox.mailDeleteEndpoint> = {
  method: 'POST',
  path: '/mail/delete',
  auth: true,
};

export const mailDeleteReadEndpoint: CallOf<typeof inbox.mailDeleteReadEndpoint> = {
  method: 'POST',
  path: '/mail/deleteRead',
  auth: true,
};

export const feedbackSubmitEndpoint: CallOf<typeof inbox.feedbackSubmitEndpoint> = {
  method: 'POST',
  path: '/feedback/submit',
  auth: true,
};

export const feedbackListEndpoint: CallOf<typeof inbox.feedbackListEndpoint> = {
  method: 'POST',
  path: '/feedback/list',
  auth: true,
};

export const faqListEndpoint: CallOf<typeof inbox.faqListEndpoint> = {
  method: 'POST',
  path: '/faq/list',
  auth: false,
};
