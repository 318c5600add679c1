import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, googleProfileOf } from './google';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (claims: object) =>
  `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.sig`;

describe('googleProfileOf', () => {
  it("sends the credential as googleToken and the token's sub as googleId", () => {
    const token = jwt({
      sub: '1098765',
      email: 'ravi@example.com',
      name: 'Ravi Kumar',
      given_name: 'Ravi',
      family_name: 'Kumar',
      picture: 'https://lh3.example/p.png',
    });
    expect(googleProfileOf(token)).toEqual({
      googleToken: token,
      googleId: '1098765',
      email: 'ravi@example.com',
      name: 'Ravi Kumar',
      givenName: 'Ravi',
      familyName: 'Kumar',
      avatar: 'https://lh3.example/p.png',
    });
  });

  it('reads names outside ASCII', () => {
    expect(googleProfileOf(jwt({ sub: '1', name: 'راوی 张三' }))?.name).toBe('راوی 张三');
  });

  it('refuses a token without a subject, or not a token at all', () => {
    expect(googleProfileOf(jwt({ email: 'x@y.z' }))).toBeNull();
    expect(googleProfileOf('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});
