import { useSyncExternalStore } from 'react';

/** In-app navigation (history list → verify page and back) without reloading the iframe. */
export function navigate(url: string) {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function subscribe(callback: () => void) {
  window.addEventListener('popstate', callback);
  return () => window.removeEventListener('popstate', callback);
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current path and query, re-rendering on navigation. */
export function useLocationKey(): string {
  return useSyncExternalStore(subscribe, snapshot);
}
