import type { TLaunchData } from '@khel/contract';
import type { UiLanguage } from '@khel/contract/constants';
import { getAppConfig, getServiceInfo, type AppConfigDeps } from '../app-config';
import { gameLobby } from '../games';
import { listBanners, rollMessages } from '../home';
import { listPromotions, type PromotionsDeps } from '../promotions';

/** Every page load of the app asks: one set of queries per language and instance every few seconds. */
const CACHE_MS = 5_000;

/** The answers of the launch data (the words come from the web build: plugins/web.ts). */
export type LaunchAnswers = Omit<TLaunchData, 'words'>;

/** A part the server cannot give now stays out: the app then fetches it, and shows its failure. */
const settled = <T>(answer: Promise<T>): Promise<T | undefined> =>
  answer.then(
    (value) => value,
    () => undefined,
  );

export type LaunchDeps = AppConfigDeps & PromotionsDeps;

async function gather(deps: LaunchDeps, language: UiLanguage | null): Promise<LaunchAnswers> {
  const [appInfo, serviceInfo, banners, roll, lobby, promotions] = await Promise.all([
    settled(getAppConfig(deps)),
    settled(getServiceInfo(deps.db)),
    settled(listBanners(deps.db, language)),
    settled(rollMessages(deps.db, language)),
    settled(gameLobby(deps.db)),
    settled(listPromotions(deps, language)),
  ]);
  // Left undefined, a part is left out of the page's JSON.
  return {
    language: language ?? 'en',
    appInfo,
    serviceInfo,
    banners,
    rollMessages: roll,
    lobby,
    promotions,
  };
}

const isComplete = (answers: LaunchAnswers) =>
  Boolean(
    answers.appInfo &&
    answers.serviceInfo &&
    answers.banners &&
    answers.rollMessages &&
    answers.lobby &&
    answers.promotions,
  );

/**
 * The public answers the app's launch and Home fetch first, in `language` (null: English), as
 * their endpoints give them: app info, service info, banners, the marquee, the game list, the
 * running campaigns (the promo popup). The app's page carries them (docs/architecture.md §7) so
 * that Home renders without a round trip. Cached a few seconds: an operator's change to them
 * reaches new pages that much later, as the marquee's own answers do.
 */
export function createLaunchData(deps: LaunchDeps) {
  const cached = new Map<UiLanguage, { at: number; answer: Promise<LaunchAnswers> }>();
  return (language: UiLanguage | null): Promise<LaunchAnswers> => {
    const key = language ?? 'en';
    const entry = cached.get(key);
    if (entry && Date.now() - entry.at < CACHE_MS) return entry.answer;
    const answer = gather(deps, language);
    const fresh = { at: Date.now(), answer };
    cached.set(key, fresh);
    // What failed is asked again by the next page, not 5 s later.
    void answer.then((answers) => {
      if (!isComplete(answers) && cached.get(key) === fresh) cached.delete(key);
    });
    return answer;
  };
}
