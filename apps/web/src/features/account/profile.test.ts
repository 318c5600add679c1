import { describe, expect, it } from 'vitest';
import type { StoredUserInfo } from '../../stores/session';
import { initialOf, maskPhone, nationalPart, readProfile } from './profile';

describe('readProfile', () => {
  it('reads the fields it knows and trims them', () => {
    const profile = readProfile(
      {
        nickname: ' Ravi ',
        email: 'r@x.io',
        vipLevel: 3,
        balance: 120.5,
        wagerRemaining: 80,
        telegram: '',
      },
      '100001',
    );
    expect(profile).toMatchObject({
      id: '100001',
      nickname: 'Ravi',
      email: 'r@x.io',
      vipLevel: 3,
      balance: 120.5,
      wagerRemaining: 80,
      telegram: null,
    });
  });

  it('reads the bound phone under either name', () => {
    expect(readProfile({ phone: '+923001234567' }, '1').mobile).toBe('+923001234567');
    expect(readProfile({ mobile: '+919876543210' }, '1').mobile).toBe('+919876543210');
  });

  it('has no balance and VIP 0 when the user info does not say', () => {
    const profile = readProfile(null, null);
    expect(profile.balance).toBeNull();
    expect(profile.wagerRemaining).toBeNull();
    expect(profile.vipLevel).toBe(0);
    expect(profile.id).toBeNull();
  });

  it('accepts numbers sent as strings and ignores nonsense', () => {
    expect(
      readProfile({ balance: '99.10', vipLevel: '2' } as unknown as StoredUserInfo, '1'),
    ).toMatchObject({
      balance: 99.1,
      vipLevel: 2,
    });
    expect(
      readProfile({ balance: 'abc', vipLevel: -4 } as unknown as StoredUserInfo, '1'),
    ).toMatchObject({
      balance: null,
      vipLevel: 0,
    });
  });
});

describe('initialOf', () => {
  it('takes the first character, upper-cased, even outside Latin script', () => {
    expect(initialOf('ravi')).toBe('R');
    expect(initialOf('  张三')).toBe('张');
    expect(initialOf('')).toBe('?');
  });
});

describe('maskPhone', () => {
  it('hides the middle digits', () => {
    expect(maskPhone('+923001234567', ['+92', '+91'])).toBe('+92 300****567');
    expect(maskPhone('9876543210')).toBe('987****210');
  });

  it('leaves what it cannot read alone', () => {
    expect(maskPhone('12345')).toBe('12345');
    expect(maskPhone('n/a')).toBe('n/a');
  });
});

describe('nationalPart', () => {
  it('drops the prefix shown beside the input', () => {
    expect(nationalPart('+923001234567', '+92')).toBe('3001234567');
    expect(nationalPart('+919876543210', '+92')).toBe('919876543210');
    expect(nationalPart(null, '+92')).toBe('');
  });
});
