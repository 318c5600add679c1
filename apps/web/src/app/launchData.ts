import type { TLaunchData } from '@khel/contract';
import { LAUNCH_DATA_ID } from '@khel/contract/constants';
import { appKeys } from '../api/app';
import { seedQuery } from '../api/cachedQuery';
import { lobbyKeys } from '../features/games/lobby';
import { promoKeys } from '../features/promo/promoList';
import { addMessages, NAMESPACES, type Namespace } from '../i18n';
import { reportError } from '../lib/errorReporter';

/** The launch data the server wrote into this page, or null (a page without it: development). */
function readLaunchData(): TLaunchData | null {
  const text = document.getElementById(LAUNCH_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TLaunchData;
  } catch (error) {
    reportError(error, 'launchData');
    return null;
  }
}

/**
 * Takes what the server's app page carries (TLaunchData: the launch's answers, Home's lists and
 * words, in the language Accept-Language names) as answers already fetched, before the launch
 * asks for them (docs/architecture.md §7): the splash has nothing to wait for, and Home renders
 * with its first banner at once. Lists and words are kept under their language: when the app's
 * own language is another, they are not used, and the app fetches its own.
 */
export function applyLaunchData() {
  const data = readLaunchData();
  if (!data) return;
  const { language } = data;
  if (data.appInfo) seedQuery(appKeys.config(), data.appInfo);
  if (data.serviceInfo) seedQuery(appKeys.service(), data.serviceInfo);
  if (data.banners) seedQuery(lobbyKeys.banners(language), data.banners);
  if (data.rollMessages) seedQuery(lobbyKeys.rollMessages(language), data.rollMessages);
  if (data.lobby) seedQuery(lobbyKeys.lobby, data.lobby);
  if (data.promotions) seedQuery(promoKeys.list(language), data.promotions);
  for (const [ns, messages] of Object.entries(data.words ?? {})) {
    if ((NAMESPACES as readonly string[]).includes(ns))
      addMessages(language, ns as Namespace, messages);
  }
}
