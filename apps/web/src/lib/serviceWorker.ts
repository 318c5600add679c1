/**
 * Registers the service worker (pwa/sw.js, written by production builds only) once the page has
 * loaded, so it never competes with the first screen (docs/architecture.md §7). From the entry
 * chunk rather than a script of its own: one request fewer beside the first screen's JS.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
