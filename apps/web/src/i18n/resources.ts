import type { KeyOf, TranslateOptions } from '@khel/contract/translate';
import type account from '../locales/en/account.json';
import type common from '../locales/en/common.json';
import type earn from '../locales/en/earn.json';
import type faq from '../locales/en/faq.json';
import type game from '../locales/en/game.json';
import type home from '../locales/en/home.json';
import type login from '../locales/en/login.json';
import type mail from '../locales/en/mail.json';
import type play from '../locales/en/play.json';
import type promo from '../locales/en/promo.json';
import type protection from '../locales/en/protection.json';
import type search from '../locales/en/search.json';
import type vip from '../locales/en/vip.json';
import type wallet from '../locales/en/wallet.json';

/** The namespaces' messages, typed by the English files (the other five have the same keys). */
export interface Resources {
  common: typeof common;
  home: typeof home;
  promo: typeof promo;
  vip: typeof vip;
  earn: typeof earn;
  account: typeof account;
  wallet: typeof wallet;
  login: typeof login;
  mail: typeof mail;
  search: typeof search;
  game: typeof game;
  faq: typeof faq;
  protection: typeof protection;
  play: typeof play;
}
export type Namespace = keyof Resources;

/** A key of namespace `NS` (of each, for a union). */
export type TranslationKey<NS extends Namespace = 'common'> = NS extends Namespace
  ? KeyOf<Resources[NS]>
  : never;
type Prefixed<NS extends Namespace> = NS extends Namespace ? `${NS}:${TranslationKey<NS>}` : never;

/** A translate function over namespaces `NS`: their keys, or `ns:key` for any of them. */
export type TFunction<NS extends Namespace = 'common'> = (
  key: TranslationKey<NS> | Prefixed<NS>,
  options?: TranslateOptions,
) => string;
