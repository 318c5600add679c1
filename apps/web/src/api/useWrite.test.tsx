import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http';
import { useToastStore } from '../lib/toast';
import { useWrite, useWrites } from './useWrite';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useWrite (every write through useMutation)', () => {
  let client: QueryClient;
  let root: Root;
  let write: ReturnType<typeof useWrite<string, { saved: string }>>;

  const mount = (
    send: (vars: string) => Promise<{ saved: string }>,
    onSuccess?: (data: { saved: string }, vars: string) => unknown,
  ) => {
    function Probe() {
      write = useWrite(send, { loading: 'Saving…', invalidates: () => [['list']], onSuccess });
      return null;
    }
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <Probe />
        </QueryClientProvider>,
      ),
    );
  };

  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(['list'], ['a']);
    client.setQueryData(['other'], ['b']);
    root = createRoot(document.createElement('div'));
    useToastStore.setState({ message: null, loading: null });
  });
  afterEach(() => act(() => root.unmount()));

  it('sends behind the loading toast, pending meanwhile, then invalidates its queries', async () => {
    let answer!: (value: { saved: string }) => void;
    const send = vi.fn(() => new Promise<{ saved: string }>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    mount(send, onSuccess);

    let result!: Promise<unknown>;
    await act(async () => {
      result = write.run('x');
      await new Promise((resolve) => setTimeout(resolve, 0)); // TanStack notifies on a timer
    });
    expect(send).toHaveBeenCalledWith('x', expect.anything());
    expect(useToastStore.getState().loading).toBe('Saving…');
    expect(write.pending).toBe(true);

    await act(async () => {
      answer({ saved: 'x' });
      await result;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await expect(result).resolves.toEqual({ ok: true, data: { saved: 'x' } });
    expect(useToastStore.getState().loading).toBeNull();
    expect(write.pending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith({ saved: 'x' }, 'x');
    expect(client.getQueryState(['list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
  });

  it('answers ok: false for a failed call (the HTTP client told the player) and changes nothing', async () => {
    const onSuccess = vi.fn();
    mount(() => Promise.reject(new ApiError(999, 'Wrong code', '400')), onSuccess);
    let result: unknown;
    await act(async () => {
      result = await write.run('x');
    });
    expect(result).toEqual({ ok: false });
    expect(useToastStore.getState().loading).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(client.getQueryState(['list'])?.isInvalidated).toBe(false);
  });

  it('throws a bug instead of hiding it', async () => {
    mount(() => Promise.reject(new TypeError('undefined is not a function')));
    await act(async () => {
      await expect(write.run('x')).rejects.toThrow(TypeError);
    });
  });

  it('runs a form whose writes differ through one mutation (useWrites)', async () => {
    let writes!: ReturnType<typeof useWrites>;
    function Probe() {
      writes = useWrites();
      return null;
    }
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <Probe />
        </QueryClientProvider>,
      ),
    );
    let sent: unknown;
    let refused: unknown;
    await act(async () => {
      sent = await writes.run(() => Promise.resolve(42), 'Logging in…');
      refused = await writes.run(() => Promise.reject(new ApiError(999, 'No', '400')), 'x');
    });
    expect(sent).toBe(42);
    expect(refused).toBeNull();
    expect(client.getMutationCache().getAll()).toHaveLength(2);
  });
});
