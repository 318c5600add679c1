import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { languagesEndpoint, uploadAvatarEndpoint, type ApiCall } from '@khel/contract/endpoints';
import { ApiError, call, configureHttp } from './http';
import { upload } from './upload';

/** Calls of no endpoint of the contract, to test the client's rules alone. */
const X: ApiCall<object | number[] | undefined, unknown> = {
  method: 'POST',
  path: '/x',
  auth: false,
};
const GET_X: ApiCall<undefined, unknown> = { method: 'GET', path: '/x', auth: false };
const GCONFIG: ApiCall<{ extra: boolean }, unknown> = {
  method: 'POST',
  path: '/u/gconfig',
  auth: false,
};

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('the HTTP client (docs/product.md §8)', () => {
  const onLogout = vi.fn();
  const toast = vi.fn();
  let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;

  beforeEach(() => {
    fetchMock = vi.fn();
    configureHttp({
      baseUrl: '/api',
      commonFields: () => ({ appId: 1502, deviceNumber: 'd1', locale: 'en' }),
      onLogout,
      toast,
      failureText: (reason, what) => `${what ?? 'Failed.'} [${reason}]`,
      fetch: fetchMock as unknown as typeof fetch,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    onLogout.mockReset();
    toast.mockReset();
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as ApiError,
    );

  it('sends POST bodies as JSON with the common fields', async () => {
    fetchMock.mockResolvedValue(json({ state: '200', resultData: 1 }));
    await call(GCONFIG, { extra: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/u/gconfig');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      appId: 1502,
      deviceNumber: 'd1',
      locale: 'en',
      extra: true,
    });
  });

  it('sends an array body as it is', async () => {
    fetchMock.mockResolvedValue(json({ state: '200', resultData: null }));
    await call(X, [1, 2]);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe('[1,2]');
  });

  it('uses GET by default, without a body', async () => {
    fetchMock.mockResolvedValue(json({ state: '200', resultData: [] }));
    await call(languagesEndpoint);
    const init = (fetchMock.mock.calls[0] as [string, RequestInit])[1];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('returns the raw body of an HTTP 200 that is not an object', async () => {
    fetchMock.mockResolvedValue(json('plain text'));
    expect(await call(GET_X)).toBe('plain text');
    fetchMock.mockResolvedValue(json([1, 2]));
    expect(await call(GET_X)).toEqual([1, 2]);
  });

  it('returns the raw body of an object without state', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    expect(await call(GET_X)).toEqual({ ok: true });
  });

  it("returns resultData for state '200'", async () => {
    fetchMock.mockResolvedValue(json({ state: '200', resultData: { a: 1 } }));
    expect(await call(X)).toEqual({ a: 1 });
  });

  it('turns any other state into code 999 with msg and toasts it', async () => {
    fetchMock.mockResolvedValue(json({ state: '409', msg: 'Order already paid' }));
    const error = await failure(call(X));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(999);
    expect(error.message).toBe('Order already paid');
    expect(error.state).toBe('409');
    expect(toast).toHaveBeenCalledWith('Order already paid');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("never shows a 'system' message, but always says that an action failed and why", async () => {
    fetchMock.mockResolvedValue(
      json({ state: '500', msg: 'system error, please try again later' }),
    );
    const error = await failure(call(X, {}, { failure: 'Your feedback was not sent.' }));
    expect(error.code).toBe(999);
    expect(error.reason).toBe('server');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Your feedback was not sent. [server]', 3500);
  });

  it.each([
    [
      'a network failure',
      () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')),
      'network',
    ],
    [
      'an HTTP error',
      () => fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 })),
      'server',
    ],
    [
      'a state without a message',
      () => fetchMock.mockResolvedValue(json({ state: '500' })),
      'server',
    ],
  ])('tells the player about %s in words of its own', async (_case, answer, reason) => {
    answer();
    const error = await failure(call(X));
    expect(error.reason).toBe(reason);
    expect(toast).toHaveBeenCalledWith(`Failed. [${reason}]`, 3500);
  });

  it('does not toast a silent call (a load: its page shows the failure)', async () => {
    fetchMock.mockResolvedValue(json({ state: '429', msg: 'Too many requests' }));
    await failure(call(X, {}, { silent: true }));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(call(X, {}, { silent: true }));
    expect(error.reason).toBe('network');
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['state 401', { state: '401', msg: 'Session expired' }],
    ['state -1', { state: -1, msg: 'Session expired' }],
    ['a please-login message', { state: '403', msg: 'Please login first' }],
    ['a lower-case please login', { state: '500', msg: 'please login again' }],
  ])('logs out on %s without a toast', async (_case, body) => {
    fetchMock.mockResolvedValue(json(body));
    const error = await failure(call(X));
    expect(error.code).toBe(999);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('logs out on HTTP 401', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 401 }));
    const error = await failure(call(X));
    expect(error.code).toBe(401);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('returns the status code and error text of other HTTP statuses', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    const error = await failure(call(X));
    expect(error.code).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('answers a network failure with code 999 and the error message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(call(X));
    expect(error.code).toBe(999);
    expect(error.message).toBe('Failed to fetch');
  });

  it("gives up after 60 s with 'timeout'", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const pending = failure(call(X));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe('timeout');
    expect(error.code).toBe(999);
    expect(error.reason).toBe('timeout');
    expect(toast).toHaveBeenCalledWith('Failed. [timeout]', 3500);
  });

  it("answers an abort by the caller with 'abort'", async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const pending = failure(call(X, {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.message).toBe('abort');
    expect(toast).not.toHaveBeenCalled();
  });

  it('names the UI language in a header on every request, GET and upload included', async () => {
    configureHttp({
      commonFields: () => ({ appId: 1502, deviceNumber: 'd1', locale: 'en', language: 'es' }),
    });
    fetchMock.mockImplementation(() => Promise.resolve(json({ state: '200', resultData: 1 })));
    await call(GCONFIG, { extra: true });
    await call(GET_X);
    const file = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' });
    await upload(uploadAvatarEndpoint, { file });
    const headers = fetchMock.mock.calls.map(([, init]) => init.headers as Record<string, string>);
    expect(headers.map((h) => h['x-khel-language'])).toEqual(['es', 'es', 'es']);
    expect(headers[0]!['content-type']).toBe('application/json');
    expect(headers[2]!['content-type']).toBeUndefined();
  });

  it('uploads form data with the common fields as form fields and no JSON content type', async () => {
    fetchMock.mockResolvedValue(json({ state: '200', resultData: { avatar: '/api/files/1' } }));
    const file = new File([new Uint8Array([1, 2])], 'me.png', { type: 'image/png' });
    await expect(upload(uploadAvatarEndpoint, { file })).resolves.toEqual({
      avatar: '/api/files/1',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/uploadAvatar');
    expect(init.method).toBe('POST');
    expect(init.headers).toBeUndefined();
    const form = init.body as FormData;
    expect(form.get('appId')).toBe('1502');
    expect(form.get('deviceNumber')).toBe('d1');
    expect((form.get('file') as File).name).toBe('me.png');
  });

  it('reads an upload answer by the same envelope rules', async () => {
    fetchMock.mockResolvedValue(json({ state: '413', msg: 'The image must be at most 2 MB' }));
    const error = await failure(upload(uploadAvatarEndpoint, { file: new Blob(['x']) }));
    expect(error.code).toBe(999);
    expect(toast).toHaveBeenCalledWith('The image must be at most 2 MB');
    fetchMock.mockResolvedValue(json({ state: '401', msg: 'Please login first' }));
    await failure(upload(uploadAvatarEndpoint, { file: new Blob(['x']) }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
