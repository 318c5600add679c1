import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postCoatVersion, saveLaunchParams } from './launch';

describe('launch parameters (docs/product.md §1)', () => {
  beforeEach(() => localStorage.clear());

  it('saves invite_code, isnative, statusbarheight, isCoat, h5no and link_id', () => {
    saveLaunchParams('?invite_code=AB12&isnative=1&statusbarheight=24&isCoat=1&h5no=7&link_id=ad9');
    expect(localStorage.getItem('invite_code')).toBe('AB12');
    expect(localStorage.getItem('isNative')).toBe('1');
    expect(localStorage.getItem('statusbarheight')).toBe('24');
    expect(localStorage.getItem('isCoat')).toBe('1');
    expect(localStorage.getItem('h5no')).toBe('7');
    expect(localStorage.getItem('link_id')).toBe('ad9');
  });

  it('accepts isNative spelled either way, only with the value 1', () => {
    saveLaunchParams('?isNative=1');
    expect(localStorage.getItem('isNative')).toBe('1');
    localStorage.clear();
    saveLaunchParams('?isnative=0&isCoat=yes&statusbarheight=tall');
    expect(localStorage.getItem('isNative')).toBeNull();
    expect(localStorage.getItem('isCoat')).toBeNull();
    expect(localStorage.getItem('statusbarheight')).toBeNull();
  });

  it('keeps what an earlier launch saved when the parameter is absent', () => {
    saveLaunchParams('?invite_code=FIRST');
    saveLaunchParams('?h5no=2');
    expect(localStorage.getItem('invite_code')).toBe('FIRST');
  });

  it('posts the coat-version message to the parent window only when isCoat=1', () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    expect(postCoatVersion('1.0.0', parent)).toBe(false);
    saveLaunchParams('?isCoat=1');
    expect(postCoatVersion('1.0.0', parent)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'coat-version', version: '1.0.0', url: window.location.href },
      '*',
    );
  });
});
