import { z } from 'zod';
import { withCommon } from './common';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_DAILY_LIMIT,
  FEEDBACK_MAX_SCREENSHOTS,
  FEEDBACK_STATUSES,
  FEEDBACK_SUGGESTION_MAX,
  FEEDBACK_SUGGESTION_MIN,
} from './constants';
import { defineEndpoint } from './endpoint';
import { CURSOR_MESSAGE, rowIdText, text } from './input';
import { API_PATHS } from './paths';

/**
 * The inbox (Mail), feedback and FAQ content (docs/product.md §2). Messages are stored as a
 * template and its parameters and rendered by the server in the request's `language`, so each
 * player reads them in their own language; the template and parameters come along for clients
 * that render themselves.
 */

const MAIL_ID = 'Invalid id: expected a message id';

export const ZMailMessage = z.object({
  id: z.string(),
  template: z.string().describe('What it says: deposit.credited, withdrawal.paid, broadcast…'),
  params: z.record(z.string(), z.unknown()).describe("The template's parameters"),
  title: z.string().describe("Rendered in the request's language"),
  content: z.string().describe("Rendered in the request's language"),
  sentAt: z.string().describe('ISO time it was sent'),
  read: z.boolean(),
  broadcast: z.boolean().describe('Sent to many players, not to this one alone'),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;

export const ZMailListRequest = withCommon({
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const ZMailListResponse = z.object({
  list: z.array(ZMailMessage).describe('Newest first'),
  nextCursor: z.string().nullable().describe('Pass back for the next page; null at the end'),
  unreadCount: z.number().int(),
});
export type TMailListResponse = z.infer<typeof ZMailListResponse>;

export const ZMailUnreadResponse = z.object({ unreadCount: z.number().int() });

export const ZMailConfirmRequest = withCommon({ id: rowIdText(MAIL_ID) });
export const ZMailDeleteRequest = withCommon({
  ids: z
    .array(rowIdText(MAIL_ID))
    .min(1, 'Please choose the messages to delete')
    .max(100, 'Delete at most 100 messages at once'),
});
export const ZMailChangeResponse = z.object({
  changed: z.number().int().describe('Messages this call changed'),
  unreadCount: z.number().int(),
});

const mail = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  summary: string,
  request: Req,
  response: Res,
) => defineEndpoint({ method: 'POST', path, summary, tag: 'inbox', auth: true, request, response });

export const mailListEndpoint = mail(
  API_PATHS.mailList,
  "The player's inbox, newest first: their own messages and the broadcasts that reach them",
  ZMailListRequest,
  ZMailListResponse,
);
export const mailUnreadCountEndpoint = mail(
  API_PATHS.mailUnreadCount,
  'How many messages of the inbox are unread (the Account tab badge)',
  withCommon({}),
  ZMailUnreadResponse,
);
export const mailConfirmEndpoint = mail(
  API_PATHS.mailConfirm,
  'Marks one message read (Confirm in the message); again changes nothing',
  ZMailConfirmRequest,
  ZMailChangeResponse,
);
export const mailDeleteEndpoint = mail(
  API_PATHS.mailDelete,
  'Deletes messages from the inbox for good (after the confirm); unknown ids change nothing',
  ZMailDeleteRequest,
  ZMailChangeResponse,
);
export const mailDeleteReadEndpoint = mail(
  API_PATHS.mailDeleteRead,
  'Deletes every read message of the inbox',
  withCommon({}),
  ZMailChangeResponse,
);

/** The fields of a feedback form; the multipart submit carries them as form fields. */
export const ZFeedbackFields = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { message: 'Please choose a category' }),
  content: text()
    .trim()
    .min(1, 'Please write your suggestion')
    .min(FEEDBACK_SUGGESTION_MIN, `Please write at least ${FEEDBACK_SUGGESTION_MIN} characters`)
    .max(FEEDBACK_SUGGESTION_MAX, `Please write at most ${FEEDBACK_SUGGESTION_MAX} characters`),
  mobile: text().trim().max(20, 'Invalid mobile: at most 20 characters').default(''),
  email: text()
    .trim()
    .max(100, 'Invalid email: at most 100 characters')
    .refine(
      (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v),
      'Please enter a valid email',
    )
    .default(''),
});

export const ZFeedback = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  mobile: z.string(),
  email: z.string(),
  screenshots: z.number().int().describe('Screenshots sent with it'),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const ZFeedbackListRequest = withCommon({
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const ZFeedbackListResponse = z.object({
  list: z.array(ZFeedback).describe('Newest first'),
  nextCursor: z.string().nullable(),
  sentToday: z.number().int().describe('Feedback sent today (platform day)'),
  dailyLimit: z.number().int(),
});
export type TFeedbackListResponse = z.infer<typeof ZFeedbackListResponse>;

export const feedbackSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.feedbackSubmit,
  summary:
    `multipart/form-data: the common fields, category, content, mobile and email as form fields, ` +
    `and up to ${FEEDBACK_MAX_SCREENSHOTS} screenshots as files (JPEG, PNG, GIF or WebP by content, ` +
    `at most 2 MB each); at most ${FEEDBACK_DAILY_LIMIT} a day per player`,
  tag: 'feedback',
  auth: true,
  request: null,
  response: ZFeedback,
});
export const feedbackListEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.feedbackList,
  summary: "The player's feedback, newest first, with its status and the operator's reply",
  tag: 'feedback',
  auth: true,
  request: ZFeedbackListRequest,
  response: ZFeedbackListResponse,
});

export const ZFaqEntry = z.object({
  key: z.string(),
  icon: z.string().describe('Icon name of the web app'),
  link: z.string().nullable().describe('In-app page the answer points to'),
  question: z.string(),
  answer: z.string(),
  linkLabel: z.string().describe('Name of the linked page'),
});
export type TFaqEntry = z.infer<typeof ZFaqEntry>;

export const ZFaqListResponse = z.object({
  list: z.array(ZFaqEntry).describe("In the operator's order, in the request's language"),
});

export const faqListEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.faqList,
  summary: "The FAQ, in the request's language (operator-editable content)",
  tag: 'faq',
  auth: false,
  request: withCommon({}),
  response: ZFaqListResponse,
});

export const INBOX_ENDPOINTS = [
  mailListEndpoint,
  mailUnreadCountEndpoint,
  mailConfirmEndpoint,
  mailDeleteEndpoint,
  mailDeleteReadEndpoint,
  feedbackSubmitEndpoint,
  feedbackListEndpoint,
  faqListEndpoint,
] as const;
