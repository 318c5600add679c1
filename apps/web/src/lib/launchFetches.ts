/** The launch fetches, started once by main.tsx; the entry page waits on them. */
let launch: Promise<unknown> = Promise.resolve();

export function startLaunch(run: () => Promise<unknown>) {
  launch = run().catch(() => undefined);
}

/** Resolves when the launch fetches settle, or after `maxWaitMs`, whichever comes first. */
export const launchSettled = (maxWaitMs: number) =>
  Promise.race([launch, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
