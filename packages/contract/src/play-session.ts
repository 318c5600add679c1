import { z } from 'zod';
import { withCommon } from './common';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';

/**
 * The login session as play (docs/product.md, Responsible gaming): how long the player has
 * played since logging in, the net result of their bets since then, when the next reality check
 * is due and when the session limit ends the session. The server is the one clock: the app asks
 * it after a page load, a reload or a timer, and shows the check when it says so.
 */

export const REALITY_CHECK_ANSWERS = ['continue', 'stop'] as const;
export type RealityCheckAnswer = (typeof REALITY_CHECK_ANSWERS)[number];

export const ZPlaySession = z.object({
  startedAt: z.string().describe('ISO time the login session started'),
  serverTime: z.string().describe("ISO time of this answer on the server's clock"),
  playedSeconds: z.number().int().describe('Seconds since the session started'),
  netResult: z
    .number()
    .describe(
      'Wins (and returned stakes) minus stakes since the session started, in rupees; below 0 is a loss',
    ),
  realityCheckMinutes: z.number().int().describe("The player's reality-check interval"),
  realityCheckDue: z.boolean().describe('A check is due now: show it until it is answered'),
  nextRealityCheckAt: z.string().describe('ISO time the next check is (or was) due'),
  nextRealityCheckInSeconds: z
    .number()
    .int()
    .describe('Seconds until the next check is due; 0 when it is due now'),
  sessionLimitMinutes: z
    .number()
    .int()
    .nullable()
    .describe("The player's session limit; null: none"),
  sessionEndsAt: z
    .string()
    .nullable()
    .describe('ISO time the session limit ends this session; null: no limit'),
  sessionEndsInSeconds: z.number().int().nullable().describe('Seconds until then; null: no limit'),
});
export type TPlaySession = z.infer<typeof ZPlaySession>;

export const REALITY_CHECK_ANSWER_MESSAGE = "expected 'continue' or 'stop'";

export const ZRealityCheckAnswerRequest = withCommon({
  answer: z.enum(REALITY_CHECK_ANSWERS, { message: REALITY_CHECK_ANSWER_MESSAGE }),
});

export const ZRealityCheckResponse = z.object({
  ended: z.boolean().describe("true after 'stop': the session is over, log out"),
  session: ZPlaySession.nullable().describe("After 'continue': the session with its next check"),
});
export type TRealityCheckResponse = z.infer<typeof ZRealityCheckResponse>;

export const playSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.playSession,
  summary: 'The login session as play: time played, net result, next reality check, session end',
  description:
    "The next reality check is due the player's interval (default 60 minutes) after the " +
    "session's start or the last 'continue'. Past the session limit the session is ended and " +
    'this call, like every other, answers 401 with the session-limit message.',
  tag: 'protection',
  auth: true,
  request: withCommon({}),
  response: ZPlaySession,
});

export const realityCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.realityCheck,
  summary: "Answers the reality check: 'continue' plays on, 'stop' ends the session",
  description:
    "'continue' counts only while a check is due (a second answer to the same check, from " +
    "another tab, changes nothing and gets the session as it is). 'stop' ends the login session " +
    'at once, as a logout does.',
  tag: 'protection',
  auth: true,
  request: ZRealityCheckAnswerRequest,
  response: ZRealityCheckResponse,
});

export const PLAY_SESSION_ENDPOINTS = [playSessionEndpoint, realityCheckEndpoint] as const;
