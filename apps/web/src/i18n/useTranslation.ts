import { use, useMemo, useSyncExternalStore } from 'react';
import type { UiLanguage } from './languages';
import { isLoaded, languageStore, loadNamespace, translator } from './index';
import type { Namespace, TFunction } from './resources';

/** A namespace already in, as React's use() reads a settled promise: at once, never suspending. */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

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
  // After every other hook, and one use() per namespace on every render, loaded or not: React
  // replays a render that suspended here once the namespace is in, and only a use() switches it
  // to mounting the hooks that follow (the caller's); a skipped one left them to the update
  // dispatcher, React's #467 ("update hook called on initial render").
  for (const space of key.split(',') as Namespace[])
    use(isLoaded(language, space) ? LOADED : loadNamespace(language, space));
  return { t, i18n: { language, resolvedLanguage: language } };
}
