import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from './useTranslation';

// A namespace's JSON answers at once (a resolved fetch), so React replays the suspended render.
vi.stubGlobal('fetch', () =>
  Promise.resolve(new Response(JSON.stringify({ realityCheck: { title: 'Reality check' } }))),
);

/** A caller with hooks of its own after useTranslation, as the app's components have. */
function Probe() {
  const { t } = useTranslation('play');
  const [count] = useState(1);
  return <p>{`${t('realityCheck.title')} ${count}`}</p>;
}

describe('useTranslation suspending on a namespace', () => {
  it("mounts its caller's hooks after a namespace loads (no React #467 on the replay)", async () => {
    const errors: unknown[] = [];
    const container = document.createElement('div');
    const root = createRoot(container, {
      onRecoverableError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
    });
    // In a transition (as the app navigates): React waits for the namespace and replays.
    startTransition(() =>
      root.render(
        <Suspense fallback="loading">
          <Probe />
        </Suspense>,
      ),
    );
    await vi.waitFor(() => expect(container.textContent).toBe('Reality check 1'));
    expect(errors).toEqual([]);
    root.unmount();
  });
});
