import { describe, expect, it } from 'vitest';
import { contactUrl, pickServiceContact } from './serviceContact';

const info = {
  mobile: [
    { mobileName: 'VipCS' as const, mobileNumber: ['+91 98000 00006'], minVipLevel: 6 },
    { mobileName: 'VipWebCS' as const, mobileNumber: ['https://t.me/vipweb'], minVipLevel: 1 },
    { mobileName: 'WebCS' as const, mobileNumber: ['https://t.me/web'], minVipLevel: 0 },
  ],
};

describe('pickServiceContact (docs/product.md §4)', () => {
  it('gives VIP service from the VipCS minimum level up', () => {
    expect(pickServiceContact(info, 6)).toBe('+91 98000 00006');
    expect(pickServiceContact(info, 9)).toBe('+91 98000 00006');
  });

  it('gives VipWebCS below it and WebCS to the lowest levels', () => {
    expect(pickServiceContact(info, 5)).toBe('https://t.me/vipweb');
    expect(pickServiceContact(info, 1)).toBe('https://t.me/vipweb');
    expect(pickServiceContact(info, 0)).toBe('https://t.me/web');
  });

  it('falls through to what is configured', () => {
    expect(pickServiceContact({ mobile: [info.mobile[2]!] }, 8)).toBe('https://t.me/web');
    expect(pickServiceContact(null, 3)).toBeNull();
  });
});

describe('contactUrl', () => {
  it('opens links as they are and phone numbers as WhatsApp chats', () => {
    expect(contactUrl('https://t.me/web')).toBe('https://t.me/web');
    expect(contactUrl('+91 98000 00006')).toBe('https://wa.me/919800000006');
    expect(contactUrl('javascript:alert(1)')).toBeNull();
  });
});
