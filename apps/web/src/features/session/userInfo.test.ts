import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http';
import { clearSession, startSession, useSession } from '../../stores/session';
import { loadUserInfo } from './userInfo';

const answer = (resultData: unknown) =>
  new Response(JSON.stringify({ state: '200', resultData }), { status: 200 });

describe('loadUserInfo', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    configureHttp({
      fetch: fetchMock as unknown as typeof fetch,
      onLogout: clearSession,
      toast: () => undefined,
    });
    clearSession();
  });
  afterEach(() => clearSession());

  it('asks nothing when logged out', async () => {
    await expect(loadUserInfo()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the answer in the session store and under the key userInfo', async () => {
    startSession('s1', '10000001');
    fetchMock.mockResolvedValue(answer({ userId: '10000001', nickname: 'Ravi', vipLevel: 2 }));
    await loadUserInfo();
    expect(useSession.getState().userInfo).toMatchObject({ nickname: 'Ravi', vipLevel: 2 });
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ nickname: 'Ravi' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/getUserInfo');
  });

  it('shares one request between callers while it is on its way', async () => {
    startSession('s1', '10000001');
    fetchMock.mockResolvedValue(answer({ userId: '10000001', nickname: 'Ravi' }));
    await Promise.all([loadUserInfo(), loadUserInfo()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after logout', async () => {
    startSession('s1', '10000001');
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const pending = loadUserInfo();
    clearSession();
    resolve(answer({ userId: '10000001', nickname: 'Ravi' }));
    await pending;
    expect(useSession.getState().userInfo).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('keeps the stored info when the call fails', async () => {
    startSession('s1', '10000001');
    fetchMock.mockResolvedValue(answer({ userId: '10000001', nickname: 'Ravi' }));
    await loadUserInfo();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadUserInfo()).resolves.toBeNull();
    expect(useSession.getState().userInfo).toMatchObject({ nickname: 'Ravi' });
  });
});
