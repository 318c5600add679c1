import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export interface GoogleClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export class GoogleTokenError extends Error {}

interface Jwk extends JsonWebKey {
  kid?: string;
}

export interface GoogleVerifierOptions {
  clientId: string;
  /** Reads the key set (Google's JWKS URL in production; tests pass their own keys). */
  loadKeys: () => Promise<{ keys: Jwk[] }>;
  now?: () => number;
}

const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
const SKEW_SECONDS = 60;
const KEYS_TTL_MS = 60 * 60_000;

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Verifies a Google ID token: RS256 signature against the key set (refetched once when the key
 * id is unknown, as Google rotates keys), issuer, audience = our client id, and expiry.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions) {
  let keys: { at: number; byId: Map<string, Jwk> } | undefined;
  const now = options.now ?? Date.now;

  async function keyFor(kid: string) {
    if (!keys || now() - keys.at > KEYS_TTL_MS || !keys.byId.has(kid)) {
      const set = await options.loadKeys();
      keys = { at: now(), byId: new Map(set.keys.map((k) => [k.kid ?? '', k])) };
    }
    const jwk = keys.byId.get(kid);
    if (!jwk) throw new GoogleTokenError('unknown signing key');
    return createPublicKey({ key: jwk, format: 'jwk' });
  }

  return async function verifyIdToken(token: string): Promise<GoogleClaims> {
    const parts = token.split('.');
    if (parts.length !== 3) throw new GoogleTokenError('not a JWT');
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    let header: { alg?: string; kid?: string };
    let claims: Record<string, unknown>;
    try {
      header = decodePart(headerPart);
      claims = decodePart(payloadPart);
    } catch {
      throw new GoogleTokenError('malformed JWT');
    }
    if (header.alg !== 'RS256' || !header.kid) throw new GoogleTokenError('unexpected algorithm');
    const valid = verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      await keyFor(header.kid),
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!valid) throw new GoogleTokenError('bad signature');
    if (!ISSUERS.has(String(claims.iss))) throw new GoogleTokenError('wrong issuer');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(options.clientId)) throw new GoogleTokenError('wrong audience');
    const nowSeconds = now() / 1000;
    if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS < nowSeconds) {
      throw new GoogleTokenError('expired');
    }
    if (typeof claims.sub !== 'string' || !claims.sub) throw new GoogleTokenError('no subject');
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : null,
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;

/** Google's published key set, over HTTPS. */
export const fetchJwks = (url: string) => async () => {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new GoogleTokenError(`JWKS answered HTTP ${response.status}`);
  return (await response.json()) as { keys: Jwk[] };
};
