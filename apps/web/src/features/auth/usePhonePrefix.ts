import { useState } from 'react';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';

/**
 * The phone prefix a form starts with (`initial`, else app info's default) and the ones a player
 * may pick.
 */
export function usePhonePrefix(initial?: string | null) {
  const fallback = useAppStore(
    (s) => s.appInfo?.phoneNumberPrefix ?? APP_DEFAULTS.phoneNumberPrefix,
  );
  const offered = useAppStore((s) => s.appInfo?.phoneNumberPrefixes);
  const [chosen, setPrefix] = useState<string | null>(initial ?? null);
  const prefix = chosen ?? fallback;
  const prefixes = offered?.length ? offered : [fallback];
  return {
    prefix,
    prefixes: prefixes.includes(prefix) ? prefixes : [prefix, ...prefixes],
    setPrefix,
  };
}
