import { z } from 'zod';
import { defineAdmin, idText, pageOf, pageQuery, type AdminEndpoint } from './admin';
import {
  BANNER_LINK_TYPES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  UI_LANGUAGES,
} from './constants';
import { text } from './input';

/**
 * The back office's content and support calls (docs/architecture.md §11): Home banners and their
 * artwork, announcements (the marquee's notices), the FAQ, mail broadcasts with their read counts,
 * and the feedback inbox with replies. Server text is English with per-language `translations`
 * holding only what differs (migration 0013; an empty field falls back to English).
 */

/** The languages a text may be translated into (English is the row itself). */
export const TRANSLATED_LANGUAGES = UI_LANGUAGES.filter(
  (l): l is Exclude<(typeof UI_LANGUAGES)[number], 'en'> => l !== 'en',
);

const words = (max: number, required = 'required') =>
  text().trim().min(1, required).max(max, `at most ${max} characters`);
const optionalWords = (max: number) => text().trim().max(max, `at most ${max} characters`);

/** Per-language variants of some fields: `{ fr: { title: '…' } }`; blanks fall back to English. */
const translationsOf = <S extends z.ZodRawShape>(shape: S) =>
  z.partialRecord(z.enum(TRANSLATED_LANGUAGES), z.object(shape).partial()).default({});

/** An ISO date-time or null (no bound). */
const instant = z.iso.datetime({ offset: true, message: 'expected a date and time' }).nullable();

/** Where artwork may come from: this site ('/…', not '//') or an https URL. */
export const IMAGE_URL_RULE = /^(\/(?!\/)[^\s]{1,300}|https:\/\/[^\s]{1,300})$/;
const imageUrl = z
  .string()
  .trim()
  .regex(IMAGE_URL_RULE, 'expected a path on this site or an https URL');

/** What a banner link must look like for its type (the web app ignores anything else). */
export function bannerLinkProblem(linkType: (typeof BANNER_LINK_TYPES)[number], link: string) {
  if (linkType === 'none') return link === '' ? null : 'leave the link empty for no link';
  if (linkType === 'route')
    return /^\/(?!\/)[A-Za-z0-9/_?=&.-]{0,200}$/.test(link) ? null : "expected an app route '/…'";
  if (linkType === 'url')
    return /^https:\/\/[^\s]{3,300}$/.test(link) ? null : 'expected an https URL';
  return /^[1-9]\d{0,9}$/.test(link) ? null : 'expected a game id';
}

const window = {
  startsAt: instant.default(null),
  endsAt: instant.default(null),
};
const windowRule = (v: { startsAt: string | null; endsAt: string | null }) =>
  v.startsAt === null || v.endsAt === null || Date.parse(v.startsAt) < Date.parse(v.endsAt);
const windowIssue = { message: 'must end after it starts', path: ['endsAt'] };

// ---- Banners ----

export const ZBannerFields = z
  .object({
    title: words(80),
    imageUrl,
    linkType: z.enum(BANNER_LINK_TYPES),
    link: z.string().trim().max(300).default(''),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
    enabled: z.boolean().default(true),
    ...window,
    translations: translationsOf({
      title: optionalWords(80),
      imageUrl: z.union([z.literal(''), imageUrl]),
    }),
  })
  .refine(windowRule, windowIssue)
  .superRefine((v, ctx) => {
    const problem = bannerLinkProblem(v.linkType, v.link);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['link'] });
  });
export type TBannerFields = z.input<typeof ZBannerFields>;

export const ZAdminBanner = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  live: z.boolean().describe('Enabled and inside its window now: players see it'),
});
export type TAdminBanner = z.infer<typeof ZAdminBanner>;

export const adminBannerList = defineAdmin({
  path: '/admin/content/banners/list',
  summary: 'Home banners, in the order players see them',
  permission: 'content.write',
  writes: false,
  request: pageQuery(['sortOrder', 'id', 'title'] as const).extend({
    enabled: z.boolean().optional(),
  }),
  response: pageOf(ZAdminBanner),
});

export const adminBannerSave = defineAdmin({
  path: '/admin/content/banners/save',
  summary: 'Creates a banner (no id) or changes one',
  permission: 'content.write',
  writes: true,
  request: z.object({ id: idText.optional(), banner: ZBannerFields }),
  response: ZAdminBanner,
});

export const adminBannerDelete = defineAdmin({
  path: '/admin/content/banners/delete',
  summary: 'Deletes a banner',
  permission: 'content.write',
  writes: true,
  request: z.object({ id: idText }),
  response: z.object({ id: z.string() }),
});

/** Banner artwork: at most 1 MB, JPEG, PNG, GIF or WebP by its first bytes. */
export const BANNER_IMAGE_MAX_BYTES = 1024 * 1024;

export const adminBannerUpload = defineAdmin({
  path: '/admin/content/banners/upload',
  summary: 'Stores banner artwork (base64) and answers its public URL',
  description:
    'The image type is read from the bytes (JPEG, PNG, GIF, WebP), never from the name; at most 1 MB.',
  permission: 'content.write',
  writes: true,
  request: z.object({
    name: optionalWords(120).default(''),
    dataBase64: z
      .string()
      .min(1, 'choose an image')
      .max(Math.ceil((BANNER_IMAGE_MAX_BYTES * 4) / 3) + 4, 'the image must be at most 1 MB')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64'),
  }),
  response: z.object({
    url: z.string(),
    contentType: z.string(),
    size: z.number().int(),
  }),
});

// ---- Announcements (the marquee's notices) ----

export const ZAnnouncementFields = z
  .object({
    text: words(300),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
    enabled: z.boolean().default(true),
    ...window,
    translations: translationsOf({ text: optionalWords(300) }),
  })
  .refine(windowRule, windowIssue);
export type TAnnouncementFields = z.input<typeof ZAnnouncementFields>;

export const ZAdminAnnouncement = z.object({
  id: z.string(),
  text: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  live: z.boolean(),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const adminAnnouncementList = defineAdmin({
  path: '/admin/content/announcements/list',
  summary: 'Announcements shown in the Home marquee before recent wins',
  permission: 'content.write',
  writes: false,
  request: pageQuery(['sortOrder', 'id'] as const).extend({ enabled: z.boolean().optional() }),
  response: pageOf(ZAdminAnnouncement),
});

export const adminAnnouncementSave = defineAdmin({
  path: '/admin/content/announcements/save',
  summary: 'Creates an announcement (no id) or changes one',
  permission: 'content.write',
  writes: true,
  request: z.object({ id: idText.optional(), announcement: ZAnnouncementFields }),
  response: ZAdminAnnouncement,
});

export const adminAnnouncementDelete = defineAdmin({
  path: '/admin/content/announcements/delete',
  summary: 'Deletes an announcement',
  permission: 'content.write',
  writes: true,
  request: z.object({ id: idText }),
  response: z.object({ id: z.string() }),
});

// ---- FAQ ----

export const FAQ_KEY_RULE = /^[A-Za-z0-9_-]{1,40}$/;

export const ZFaqFields = z.object({
  position: z.number().int().min(0).max(100_000),
  icon: text()
    .trim()
    .regex(/^[a-z][a-zA-Z]{0,31}$/, 'expected an icon name'),
  link: text()
    .trim()
    .regex(/^\/pages\/[A-Za-z/]{1,120}$/, "expected an in-app page path '/pages/…'")
    .nullable()
    .default(null),
  question: words(200),
  answer: words(2000),
  linkLabel: optionalWords(60).default(''),
  translations: translationsOf({
    question: optionalWords(200),
    answer: optionalWords(2000),
    linkLabel: optionalWords(60),
  }),
});
export type TFaqFields = z.input<typeof ZFaqFields>;

export const ZAdminFaqEntry = ZFaqFields.extend({
  key: z.string(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  updatedAt: z.string(),
});
export type TAdminFaqEntry = z.infer<typeof ZAdminFaqEntry>;

export const adminFaqList = defineAdmin({
  path: '/admin/content/faq/list',
  summary: 'Every FAQ entry with its translations, in order',
  permission: 'content.write',
  writes: false,
  request: z.object({}),
  response: z.object({ list: z.array(ZAdminFaqEntry) }),
});

const faqKey = z.string().trim().regex(FAQ_KEY_RULE, 'letters, digits, - and _ (at most 40)');

export const adminFaqSave = defineAdmin({
  path: '/admin/content/faq/save',
  summary: 'Creates (create: true) or changes an FAQ entry by key',
  permission: 'content.write',
  writes: true,
  request: z.object({ key: faqKey, create: z.boolean().default(false), entry: ZFaqFields }),
  response: ZAdminFaqEntry,
});

export const adminFaqDelete = defineAdmin({
  path: '/admin/content/faq/delete',
  summary: 'Deletes an FAQ entry',
  permission: 'content.write',
  writes: true,
  request: z.object({ key: faqKey }),
  response: z.object({ key: z.string() }),
});

// ---- Mail broadcasts ----

export const BROADCAST_AUDIENCES = ['all', 'vip', 'players'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_MAX_PLAYERS = 1000;

const vipLevel = z.number().int().min(0).max(100).nullable().default(null);

export const ZBroadcastFields = z
  .object({
    audience: z.enum(BROADCAST_AUDIENCES),
    minVipLevel: vipLevel,
    maxVipLevel: vipLevel,
    playerIds: z
      .array(idText)
      .max(BROADCAST_MAX_PLAYERS, `at most ${BROADCAST_MAX_PLAYERS} players`)
      .default([]),
    reachesLaterPlayers: z.boolean().default(false),
    title: words(100, 'give a title'),
    content: words(2000, 'give the content'),
    translations: translationsOf({ title: optionalWords(100), content: optionalWords(2000) }),
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'players' && v.playerIds.length === 0)
      ctx.addIssue({ code: 'custom', message: 'give at least one player id', path: ['playerIds'] });
    if (v.audience !== 'players' && v.playerIds.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: 'player ids only for the players audience',
        path: ['playerIds'],
      });
    if (v.audience === 'vip' && v.minVipLevel === null && v.maxVipLevel === null)
      ctx.addIssue({ code: 'custom', message: 'give a VIP level', path: ['minVipLevel'] });
    if (v.audience !== 'vip' && (v.minVipLevel !== null || v.maxVipLevel !== null))
      ctx.addIssue({
        code: 'custom',
        message: 'VIP levels only for the VIP audience',
        path: ['minVipLevel'],
      });
    if (v.minVipLevel !== null && v.maxVipLevel !== null && v.minVipLevel > v.maxVipLevel)
      ctx.addIssue({
        code: 'custom',
        message: 'must not be below the lowest level',
        path: ['maxVipLevel'],
      });
    if (v.audience === 'players' && v.reachesLaterPlayers)
      ctx.addIssue({
        code: 'custom',
        message: 'a list of players has no later players',
        path: ['reachesLaterPlayers'],
      });
  });
export type TBroadcastFields = z.input<typeof ZBroadcastFields>;

export const ZAdminBroadcast = z.object({
  id: z.string(),
  audience: z.enum(BROADCAST_AUDIENCES),
  minVipLevel: z.number().int().nullable(),
  maxVipLevel: z.number().int().nullable(),
  playerCount: z.number().int().describe('Players named (audience players)'),
  reachesLaterPlayers: z.boolean(),
  title: z.string(),
  content: z.string(),
  languages: z.array(z.string()).describe('Languages with a translation'),
  recipients: z.number().int().describe('Players it reached when sent'),
  reads: z.number().int().describe('Players who opened it'),
  sentBy: z.string().nullable().describe("The operator's email (or API key's name)"),
  sentAt: z.string(),
});
export type TAdminBroadcast = z.infer<typeof ZAdminBroadcast>;

export const adminBroadcastSend = defineAdmin({
  path: '/admin/content/mail/broadcast',
  summary: 'Sends a mail to every player, a VIP level range, or a list of player ids',
  permission: 'support.write',
  writes: true,
  request: ZBroadcastFields,
  response: ZAdminBroadcast,
});

export const adminBroadcastList = defineAdmin({
  path: '/admin/content/mail/list',
  summary: 'Sent broadcasts with how many players they reached and how many read them',
  permission: 'support.write',
  writes: false,
  request: pageQuery(['sentAt', 'reads', 'recipients'] as const).extend({
    audience: z.enum(BROADCAST_AUDIENCES).optional(),
  }),
  response: pageOf(ZAdminBroadcast),
});

// ---- Feedback inbox ----

export const ZAdminFeedbackRow = z.object({
  id: z.string(),
  playerId: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  screenshots: z.number().int(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type TAdminFeedbackRow = z.infer<typeof ZAdminFeedbackRow>;

export const ZAdminFeedback = ZAdminFeedbackRow.extend({
  mobile: z.string(),
  email: z.string(),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  screenshotIds: z.array(z.string()).describe('Read each with /admin/support/feedback/screenshot'),
});
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;

export const adminFeedbackList = defineAdmin({
  path: '/admin/support/feedback/list',
  summary: 'Player feedback, filtered by status, category or player',
  permission: 'support.write',
  writes: false,
  request: pageQuery(['createdAt', 'repliedAt'] as const).extend({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    category: z.enum(FEEDBACK_CATEGORIES).optional(),
    playerId: idText.optional(),
  }),
  response: pageOf(ZAdminFeedbackRow),
});

export const adminFeedbackDetail = defineAdmin({
  path: '/admin/support/feedback/detail',
  summary: 'One feedback with its contact details, screenshots and reply',
  permission: 'support.write',
  writes: false,
  request: z.object({ id: idText }),
  response: ZAdminFeedback,
});

export const adminFeedbackScreenshot = defineAdmin({
  path: '/admin/support/feedback/screenshot',
  summary: "A feedback screenshot's bytes (base64) and image type",
  permission: 'support.write',
  writes: false,
  request: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22,32}$/, 'expected a file id') }),
  response: z.object({ contentType: z.string(), dataBase64: z.string() }),
});

export const ZFeedbackReply = z.object({
  id: idText,
  reply: words(2000, 'give the reply'),
});

export const adminFeedbackReply = defineAdmin({
  path: '/admin/support/feedback/reply',
  summary: "Replies once; the reply reaches the player's inbox as a mail",
  permission: 'support.write',
  writes: true,
  request: ZFeedbackReply,
  response: ZAdminFeedback,
});

export const CONTENT_ADMIN_ENDPOINTS = [
  adminBannerList,
  adminBannerSave,
  adminBannerDelete,
  adminBannerUpload,
  adminAnnouncementList,
  adminAnnouncementSave,
  adminAnnouncementDelete,
  adminFaqList,
  adminFaqSave,
  adminFaqDelete,
  adminBroadcastSend,
  adminBroadcastList,
  adminFeedbackList,
  adminFeedbackDetail,
  adminFeedbackScreenshot,
  adminFeedbackReply,
] as const satisfies readonly AdminEndpoint[];
