import { z } from 'zod';
import { withCommon } from './common';
import { CURSOR_MESSAGE, pairCursorText, text } from './input';
import {
  BANNER_LINK_TYPES,
  GAME_RECORD_RANGES,
  GAME_RECORD_STATUSES,
  GAME_SEARCH_MAX_LENGTH,
  GAME_SEARCH_TABS,
  GAME_TAGS,
} from './constants';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';

export const ZGameTag = z.enum(GAME_TAGS);

/** One game of the catalogue as the app shows it (tiles, search results, recent games). */
export const ZGameSummary = z.object({
  id: z.number().int().describe('Catalogue id: what /game/launch takes'),
  code: z.string().describe("The provider's game code"),
  name: z.string(),
  imageUrl: z.string().describe('Tile image (3:4), absolute path or https URL'),
  provider: z.string().describe('Provider code'),
  providerName: z.string(),
  category: z.string().describe("Category code, translated in the app: 'originals', 'crash', …"),
  tags: z.array(ZGameTag),
});
export type TGameSummary = z.infer<typeof ZGameSummary>;

// ---- Home: banners and roll messages ----

export const ZBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z
    .string()
    .describe(
      "An app route ('/…'), an https URL or a game id (as text), per linkType; '' for none",
    ),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZBannerListResponse = z.object({ list: z.array(ZBanner) });
export type TBannerListResponse = z.infer<typeof ZBannerListResponse>;

export const ZRollWin = z.object({
  id: z.string(),
  kind: z.literal('win'),
  name: z.string().describe("The winner's masked phone or nickname, e.g. '98****21'"),
  game: z.string().describe('Game name'),
  amount: z.number().describe('Win in rupees'),
});
export const ZRollNotice = z.object({
  id: z.string(),
  kind: z.literal('notice'),
  text: z.string(),
});
export const ZRollMessage = z.discriminatedUnion('kind', [ZRollWin, ZRollNotice]);
export type TRollMessage = z.infer<typeof ZRollMessage>;
export type TRollWin = z.infer<typeof ZRollWin>;
export type TRollNotice = z.infer<typeof ZRollNotice>;

export const ZRollMsgResponse = z.object({ list: z.array(ZRollMessage) });
export type TRollMsgResponse = z.infer<typeof ZRollMsgResponse>;

// ---- Lobby and search ----

export const ZGameLobbyResponse = z.object({
  categories: z
    .array(z.object({ code: z.string() }))
    .describe('Enabled categories holding at least one shown game, in order'),
  games: z.array(ZGameSummary),
});
export type TGameLobbyResponse = z.infer<typeof ZGameLobbyResponse>;

export const ZGameSearchRequest = withCommon({
  keyword: text()
    .trim()
    .max(GAME_SEARCH_MAX_LENGTH, `at most ${GAME_SEARCH_MAX_LENGTH} characters`)
    .default('')
    .describe('Part of a game name or code; empty lists every game of the tab'),
  tab: z.enum(GAME_SEARCH_TABS).default('all'),
  page: z.number().int().min(1, 'expected 1 to 1000').max(1000, 'expected 1 to 1000').default(1),
  pageSize: z.number().int().min(1, 'expected 1 to 50').max(50, 'expected 1 to 50').default(20),
});
export type TGameSearchRequest = z.input<typeof ZGameSearchRequest>;

export const ZGameSearchResponse = z.object({
  list: z.array(ZGameSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TGameSearchResponse = z.infer<typeof ZGameSearchResponse>;

export const ZGameSearchHomeResponse = z.object({
  popular: z.array(z.string()).describe('Top search terms of the last 7 days that find a game'),
  recommended: z.array(ZGameSummary).describe('Hot games (at most 8)'),
});
export type TGameSearchHomeResponse = z.infer<typeof ZGameSearchHomeResponse>;

// ---- Launch and recent games ----

export const ZGameLaunchRequest = withCommon({
  gameId: z
    .number({ error: 'expected the id of a game (a number)' })
    .int('expected the id of a game (a number)')
    .positive('expected the id of a game (a number)'),
});
export type TGameLaunchRequest = z.input<typeof ZGameLaunchRequest>;

export const ZGameLaunchResponse = z.object({
  url: z
    .string()
    .describe('Where the game runs (relative for same-origin games); holds a one-time token'),
  gameId: z.number().int(),
  name: z.string(),
});
export type TGameLaunchResponse = z.infer<typeof ZGameLaunchResponse>;

export const ZGameRecentResponse = z.object({ list: z.array(ZGameSummary) });
export type TGameRecentResponse = z.infer<typeof ZGameRecentResponse>;

// ---- Game records ----

export const ZGameRecordRequest = withCommon({
  status: z.enum(['all', ...GAME_RECORD_STATUSES]).default('all'),
  range: z.enum(GAME_RECORD_RANGES, { error: 'use today, yesterday or 3days' }).default('today'),
  cursor: pairCursorText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1, 'expected 1 to 50').max(50, 'expected 1 to 50').default(20),
});
export type TGameRecordRequest = z.input<typeof ZGameRecordRequest>;

export const ZGameRecord = z.object({
  betId: z.string().describe("The provider's round id"),
  game: z.string().describe('Game name (the game code when the game is not in the catalogue)'),
  gameCode: z.string().nullable(),
  provider: z.string().describe('Provider code'),
  providerName: z.string(),
  stake: z.number().describe('Rupees staked in the round'),
  validBet: z.number().describe('Rupees of the stake that counted as a valid bet'),
  win: z.number().describe('Rupees won (0 on a loss)'),
  winLoss: z.number().describe('win − stake, in rupees'),
  status: z.enum(GAME_RECORD_STATUSES),
  createdAt: z.string().describe('ISO time the round started'),
  proofUrl: z
    .string()
    .nullable()
    .describe('Provably-fair verification page, for Khel games; null otherwise'),
});
export type TGameRecord = z.infer<typeof ZGameRecord>;

export const ZGameRecordResponse = z.object({
  list: z.array(ZGameRecord),
  nextCursor: z.string().nullable().describe('Pass back for the next page; null at the end'),
});
export type TGameRecordResponse = z.infer<typeof ZGameRecordResponse>;

// ---- Endpoints ----

export const bannerListEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.bannerList,
  summary: 'Home banners currently shown, in order',
  tag: 'home',
  auth: false,
  request: withCommon({}),
  response: ZBannerListResponse,
});

export const rollMsgEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.rollMsg,
  summary:
    'Home marquee: real big wins of the last hours (masked names) and operator announcements',
  tag: 'home',
  auth: false,
  request: withCommon({}),
  response: ZRollMsgResponse,
});

export const gameLobbyEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.gameLobby,
  summary: 'The catalogue: categories with games, and every enabled game of enabled providers',
  tag: 'games',
  auth: false,
  request: withCommon({}),
  response: ZGameLobbyResponse,
});

export const gameSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.gameSearch,
  summary:
    "Games whose name or code holds the keyword; tab 'hot' = tagged hot, 'latest' = new first",
  description: 'Page 1 of a non-empty keyword counts toward the popular searches.',
  tag: 'games',
  auth: false,
  request: ZGameSearchRequest,
  response: ZGameSearchResponse,
});

export const gameSearchHomeEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.gameSearchHome,
  summary: 'Search page before typing: popular searches and recommended (hot) games',
  tag: 'games',
  auth: false,
  request: withCommon({}),
  response: ZGameSearchHomeResponse,
});

export const gameLaunchEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.gameLaunch,
  summary: 'Start a game: the URL to open (with a one-time launch token, valid 120 s)',
  tag: 'games',
  auth: true,
  request: ZGameLaunchRequest,
  response: ZGameLaunchResponse,
});

export const gameRecentEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.gameRecent,
  summary: 'The last 10 distinct games the player launched, newest first',
  tag: 'games',
  auth: true,
  request: withCommon({}),
  response: ZGameRecentResponse,
});

export const gameRecordEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.gameRecord,
  summary: "The player's game rounds, newest first, by status and date range (platform timezone)",
  tag: 'games',
  auth: true,
  request: ZGameRecordRequest,
  response: ZGameRecordResponse,
});

export const GAMES_ENDPOINTS = [
  bannerListEndpoint,
  rollMsgEndpoint,
  gameLobbyEndpoint,
  gameSearchEndpoint,
  gameSearchHomeEndpoint,
  gameLaunchEndpoint,
  gameRecentEndpoint,
  gameRecordEndpoint,
] as const;
