/** The mail feature's public entry: what other features and pages use (docs/architecture.md, Web). */
export { InboxButton } from './InboxButton';
export { mailKeys, useUnreadMail } from './unread';
