import { z } from 'zod';
import { ZCommonBody } from './common';
import { SERVICE_KINDS, THEMES, UI_LANGUAGES } from './constants';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';

export const ZTheme = z.enum(THEMES);
export type TTheme = z.infer<typeof ZTheme>;

export const ZAppConfigResponse = z.object({
  appId: z.number().int(),
  appName: z.string(),
  appVersion: z.string().describe('Semantic version, e.g. 1.0.0'),
  appVersionCode: z.number().int().describe('Version code, e.g. 100'),
  appConfig: z
    .string()
    .describe('JSON string holding manual_recharge_url and faq_url (docs/product.md §3)'),
  currencySign: z.string(),
  phoneNumberPrefix: z.string().describe('Default phone prefix, e.g. +92'),
  phoneNumberPrefixes: z.array(z.string()).describe('Prefixes a player may choose from'),
  theme: ZTheme,
  timezone: z.string().describe('Offset records and daily limits use, e.g. +05:30'),
  sandboxMoney: z
    .boolean()
    .describe('Sandbox mode: balances are sandbox money, and the app says so on every screen'),
});
export type TAppConfigResponse = z.infer<typeof ZAppConfigResponse>;

/** Parsed form of `appConfig`. */
export interface AppConfigLinks {
  manual_recharge_url: string;
  faq_url: string;
}

export const ZServiceKind = z.enum(SERVICE_KINDS);
export type TServiceKind = z.infer<typeof ZServiceKind>;

export const ZServiceEntry = z.object({
  mobileName: ZServiceKind,
  mobileNumber: z
    .array(z.string())
    .describe('Contacts: a phone number (opened as WhatsApp) or an https link'),
  minVipLevel: z.number().int().min(0),
});
export type TServiceEntry = z.infer<typeof ZServiceEntry>;

export const ZServiceIndexResponse = z.object({ mobile: z.array(ZServiceEntry) });
export type TServiceIndexResponse = z.infer<typeof ZServiceIndexResponse>;

export const ZLanguage = z.object({
  code: z.enum(UI_LANGUAGES),
  name: z.string().describe('English name'),
  nativeName: z.string().describe('Name in the language itself'),
});
export const ZLanguagesResponse = z.array(ZLanguage);
export type TLanguage = z.infer<typeof ZLanguage>;

export const appConfigEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.appConfig,
  summary: 'App info: name, version, links, currency, phone prefix and theme',
  tag: 'app',
  auth: false,
  request: ZCommonBody,
  response: ZAppConfigResponse,
});

export const serviceIndexEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.serviceIndex,
  summary: 'Customer-service contacts by VIP level',
  tag: 'app',
  auth: false,
  request: ZCommonBody,
  response: ZServiceIndexResponse,
});

export const languagesEndpoint = defineEndpoint({
  method: 'GET',
  path: API_PATHS.languages,
  summary: 'The six UI languages',
  tag: 'app',
  auth: false,
  request: null,
  response: ZLanguagesResponse,
});
