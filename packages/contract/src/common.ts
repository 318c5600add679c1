import { z } from 'zod';

import { REQUEST_LOCALES } from './constants';
import { text } from './input';

const optionalText = (max: number) => text().max(max).nullish();

/**
 * Fields every POST body carries (docs/product.md §7). The server validates them on every call.
 * `sign` and `uid` are present when the player is logged in.
 */
export const ZCommonBody = z.object({
  appId: z.number().int().positive().describe('Application id, 1502 for Khel'),
  deviceNumber: text().trim().min(1).max(128).describe('Stable id of the device'),
  locale: z.enum(REQUEST_LOCALES).describe('Request locale mapped from the UI language'),
  language: text()
    .max(16)
    .nullish()
    .describe(
      'The UI language itself (en, es, fr, zh-CN, zh-TW, id): `locale` maps all but en and id ' +
        'to en, so server-provided text (announcements, banners) and game pages are picked by ' +
        'this one, English when absent or unknown',
    ),
  appPackageName: text().min(1).max(128).describe('Fixed prefix plus appId'),
  h5No: optionalText(64).describe('H5 build number from the launch URL'),
  adid: optionalText(128).describe('Advertiser attribution id'),
  sign: optionalText(256).describe('Session token, when logged in'),
  uid: z
    .union([text().max(32), z.number().int()])
    .nullish()
    .describe('Player id, when logged in'),
});
export type TCommonBody = z.infer<typeof ZCommonBody>;

/** Extends the common body with an endpoint's own fields. */
export const withCommon = <T extends z.ZodRawShape>(shape: T) => ZCommonBody.extend(shape);
