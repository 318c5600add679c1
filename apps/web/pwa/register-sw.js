// Registers the service worker (docs/architecture.md §7) once the page has loaded, so it never
// competes with the first screen. Added to index.html by the production build only.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
