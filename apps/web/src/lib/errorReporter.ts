/**
 * Uncaught app errors are logged at once and uploaded (docs/product.md §7, §8). The upload code loads on
 * the first error, so the first screen does not carry it.
 */
export function reportError(error: unknown, context?: string) {
  console.error(error);
  // An uploader that cannot load (offline) is let go: reporting that failure would loop.
  import('./errorUpload')
    .then(({ uploadError }) => uploadError(error, context))
    .catch(() => undefined);
}

export function installErrorReporter() {
  window.addEventListener('error', (event) =>
    reportError(event.error ?? event.message, 'window.error'),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, 'unhandledrejection'),
  );
}
