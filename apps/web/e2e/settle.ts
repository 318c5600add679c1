import type { Page, Request } from 'playwright-core';

/**
 * Waits until a screen has finished arriving: no request in flight for a moment (in any frame:
 * the game's requests count), every frame loaded, no loading view or skeleton left
 * (`aria-busy="true"` or `data-loading`), fonts loaded and two frames painted. An in-app
 * navigation is a history push, so the page's own load state says nothing about it.
 */
export function watchSettling(page: Page) {
  const pending = new Set<Request>();
  let changedAt = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    changedAt = Date.now();
  });
  const finished = (request: Request) => {
    pending.delete(request);
    changedAt = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);

  return async function settled({ quietMs = 400, timeoutMs = 15_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    const waitQuiet = async () => {
      while (pending.size > 0 || Date.now() - changedAt < quietMs) {
        if (Date.now() > deadline) {
          const urls = [...pending].map((r) => r.url()).join(', ');
          throw new Error(`the screen never settled; still loading: ${urls || '(nothing)'}`);
        }
        await page.waitForTimeout(50);
      }
    };
    await waitQuiet();
    for (const frame of page.frames()) {
      if (frame.isDetached()) continue;
      await frame.waitForLoadState('load');
      await frame.waitForFunction(
        () => !document.querySelector('[aria-busy="true"], [data-loading]'),
        undefined,
        { timeout: Math.max(1, deadline - Date.now()) },
      );
      await frame.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
    }
    // What the settled screen asked for (images of the rows it just drew) arrives too.
    await waitQuiet();
  };
}
