import type { gameProviders, games } from '../../db/schema';

export type ProviderRow = typeof gameProviders.$inferSelect;
export type GameRow = typeof games.$inferSelect;

export interface LaunchInput {
  provider: ProviderRow;
  game: GameRow;
  /** One-time token the game exchanges for a session through the provider API's `session`. */
  launchToken: string;
  /** The request locale of the app ('en', 'jp', 'id'). */
  locale: string;
  /** The player's UI language (en, es, fr, zh-CN, zh-TW, id), or the locale without one. */
  language: string;
  /** The platform's time zone (app_settings `timezone`, e.g. +05:30): game pages show times in it. */
  timezone: string;
  /** The platform's currency sign, e.g. 'Rs'. */
  currencySign: string;
  /** Where the game's own "home" button should lead, when the provider supports one. */
  lobbyUrl?: string;
}

/**
 * The code that knows how a provider starts a game. `game_providers.adapter` picks one; its
 * settings live in `game_providers.launch_url` and `game_providers.config`. A provider whose
 * adapter is unknown or not configured shows no games and launches nothing.
 */
export interface ProviderAdapter {
  /** Whether the provider row holds everything launchUrl needs. */
  isConfigured(provider: ProviderRow): boolean;
  launchUrl(input: LaunchInput): string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const configOf = (provider: ProviderRow): Record<string, unknown> =>
  provider.config && typeof provider.config === 'object' && !Array.isArray(provider.config)
    ? (provider.config as Record<string, unknown>)
    : {};

/**
 * Providers that accept our launch token and call the seamless-wallet API (Khel Originals, and
 * any provider built to our API): `${launch_url}/${gameCode}?token=…&lang=…&cur=…&tz=…` — the
 * player's UI language and the platform's zone, so the game speaks and tells time as the app
 * does. A launch_url on our own origin ('/games/play') stays relative.
 */
export const seamlessAdapter: ProviderAdapter = {
  isConfigured: (provider) => text(provider.launchUrl) !== null,
  launchUrl({ provider, game, launchToken, language, currencySign, timezone }) {
    const base = text(provider.launchUrl)!.replace(/\/+$/, '');
    const query = new URLSearchParams({
      token: launchToken,
      lang: language,
      cur: currencySign,
      tz: timezone,
    });
    return `${base}/${encodeURIComponent(game.gameCode)}?${query.toString()}`;
  },
};

/**
 * An example third-party shape (JILI-style aggregators): their own launch endpoint, our agent
 * id with them, the game's id and our token, which their server exchanges through our `session`
 * call. Settings in game_providers.config: {launchBase (https URL), agentId, currency?}. Until
 * both are set the provider's games stay hidden and launches are refused.
 */
export const jiliAdapter: ProviderAdapter = {
  isConfigured(provider) {
    const config = configOf(provider);
    const launchBase = text(config.launchBase);
    return launchBase !== null && /^https?:\/\//.test(launchBase) && text(config.agentId) !== null;
  },
  launchUrl({ provider, game, launchToken, locale, lobbyUrl }) {
    const config = configOf(provider);
    const query = new URLSearchParams({
      AgentId: text(config.agentId)!,
      GameId: game.gameCode,
      Token: launchToken,
      Lang: locale,
      Currency: text(config.currency) ?? 'INR',
    });
    const home = lobbyUrl ?? text(config.lobbyUrl);
    if (home) query.set('HomeUrl', home);
    return `${text(config.launchBase)!.replace(/\/+$/, '')}/singleWallet/LoginWithToken?${query.toString()}`;
  },
};

export const PROVIDER_ADAPTERS: Record<string, ProviderAdapter> = {
  seamless: seamlessAdapter,
  jili: jiliAdapter,
};

/** The provider's adapter when it is known and configured; null otherwise. */
export function adapterFor(provider: ProviderRow): ProviderAdapter | null {
  const adapter = Object.hasOwn(PROVIDER_ADAPTERS, provider.adapter)
    ? PROVIDER_ADAPTERS[provider.adapter]
    : undefined;
  return adapter && adapter.isConfigured(provider) ? adapter : null;
}
