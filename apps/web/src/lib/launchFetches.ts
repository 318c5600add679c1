/** The launch fetches, started once by main.tsx; the entry page waits on them. */
let launch: Promise<unknown> = Promise.resolve();

export function startLaunch(run: () => Promise<unknown>) {
  launch = run().catch(() => undefined);
}

/** Resolves when the launch fetches settle, or after `maxWaitMs`, whichever comes first. */
export const launchSettled = (maxWaitMs: number) =>
  Promise.race([launch, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);

/**
 * More for the entry page to wait on (Home's words): joins the launch fetches, under the same
 * limit, so that Home renders whole rather than its loading view first.
 */
export function awaitAtLaunch(work: Promise<unknown>) {
  launch = Promise.all([launch, work.catch(() => undefined)]);
}
