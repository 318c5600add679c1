import {
  createLocalJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWK,
  type JWTHeaderParameters,
} from 'jose';

export interface GoogleClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export class GoogleTokenError extends Error {}

export interface GoogleVerifierOptions {
  clientId: string;
  /** Reads the key set (Google's JWKS URL in production; tests pass their own keys). */
  loadKeys: () => Promise<{ keys: JWK[] }>;
  now?: () => number;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const SKEW_SECONDS = 60;
const KEYS_TTL_MS = 60 * 60_000;

/**
 * Verifies a Google ID token with jose: RS256 signature against the key set (refetched once when
 * the key id is unknown, as Google rotates keys), issuer, audience = our client id, and expiry.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions) {
  const now = options.now ?? Date.now;
  let cached: { at: number; kids: Set<string>; select: ReturnType<typeof createLocalJWKSet> };

  async function load() {
    const set = (await options.loadKeys()) as JSONWebKeySet;
    cached = {
      at: now(),
      kids: new Set(set.keys.map((key) => key.kid ?? '')),
      select: createLocalJWKSet(set),
    };
    return cached;
  }

  // A token must name its key: with a single published key jose would otherwise try that one.
  async function keyFor(header: JWTHeaderParameters) {
    if (!header.kid) throw new GoogleTokenError('no key id');
    let keys = cached;
    if (!keys || now() - keys.at > KEYS_TTL_MS || !keys.kids.has(header.kid)) keys = await load();
    return keys.select(header);
  }

  return async function verifyIdToken(token: string): Promise<GoogleClaims> {
    const { payload: claims } = await jwtVerify(token, keyFor, {
      algorithms: ['RS256'],
      issuer: ISSUERS,
      audience: options.clientId,
      clockTolerance: SKEW_SECONDS,
      currentDate: new Date(now()),
      requiredClaims: ['exp', 'sub'],
    }).catch((error: unknown) => {
      if (error instanceof errors.JOSEError || error instanceof GoogleTokenError) {
        throw new GoogleTokenError(error.message);
      }
      throw error;
    });
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
  return (await response.json()) as { keys: JWK[] };
};
