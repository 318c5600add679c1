/** The auth feature's public entry: what other features use (see docs/architecture.md, Web). */
export { toMobile } from './phone';
export { useRunAuth } from './runAuth';
export { useOtpSender } from './useOtpSender';
export { usePhonePrefix } from './usePhonePrefix';
