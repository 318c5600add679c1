import { use, useMemo, useSyncExternalStore } from 'react';
import type { UiLanguage } from './languages';
import { isLoaded, languageStore, loadNamespace, translator } from './index';
import type { Namespace, TFunction } from './resources';

type Spaces<N> = N extends readonly (infer Each)[] ? Each : N;

/**
 * The translate function of a page's namespaces (the first one's keys plain, any of them as
 * `ns:key`), re-rendered on a language change. It suspends while a namespace's messages load.
 */
export function useTranslation<const N extends Namespace | readonly Namespace[] = 'common'>(
  ns?: N,
): { t: TFunction<Spaces<N>>; i18n: { language: UiLanguage; resolvedLanguage: UiLanguage } } {
  const language = useSyncExternalStore(languageStore.subscribe, languageStore.language);
  const key = ns === undefined ? 'common' : typeof ns === 'string' ? ns : ns.join(',');
  const t = useMemo(
    () => translator(language, key.split(',') as Spaces<N>[]),
    // A new function on a language change, as components may depend on it.
    [language, key],
  );
  // After every other hook: a render that suspends here has mounted the same hooks as the one
  // that resumes (a hook after a suspending use() made React's #467 on replay).
  for (const space of key.split(',') as Namespace[])
    if (!isLoaded(language, space)) use(loadNamespace(language, space));
  return { t, i18n: { language, resolvedLanguage: language } };
}
