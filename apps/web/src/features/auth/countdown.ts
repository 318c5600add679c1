/** The original app does not give the resend wait; 60 s is what SMS gateways usually allow. */
export const RESEND_SECONDS = 60;

/** Whole seconds until `endsAt` (ms), never below zero. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The wait /sms/send asks for (`resendAfterSeconds`), or 60 s when it does not say. */
export function resendWait(answer: unknown): number {
  const seconds = (answer as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : RESEND_SECONDS;
}
