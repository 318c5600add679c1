import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('reportError', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.resetModules();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ state: '200', resultData: { id: '1' } })),
    );
    localStorage.setItem('uid', '100001');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  async function load() {
    const http = await import('./http');
    http.configureHttp({
      fetch: fetchMock as unknown as typeof fetch,
      commonFields: () => ({ appId: 1502 }),
    });
    return import('./errorReporter');
  }

  it('logs the error and uploads it through the app-stack call as Web', async () => {
    const { reportError } = await load();
    reportError(new TypeError('boom'), 'test');
    expect(console.error).toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/u/appStackUpload');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ appId: 1502, appPackageName: 'Web', userId: '100001' });
    expect(body.deviceNumber).toMatch(/^web-[0-9a-f]{32}$/);
    expect(JSON.parse(body.data)).toMatchObject({
      name: 'TypeError',
      message: 'boom',
      context: 'test',
    });
  });

  it('uploads the same error once and at most ten errors per page load', async () => {
    const { reportError } = await load();
    const same = new Error('again');
    reportError(same);
    reportError(same);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    for (let i = 0; i < 20; i += 1) reportError(new Error(`error ${i}`));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });
});
