/**
 * Google Identity Services (GIS): the script, and what /sso/googleLogin is sent from the ID token
 * it hands back. The server verifies the token; the claims read here only fill the request.
 */
export const GIS_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleProfile {
  googleToken: string;
  googleId: string;
  email: string | null;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  avatar: string | null;
}

/** The part of GIS the app uses (google.accounts.id). */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/** The claims of a JWT, without checking it; null when it is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const claim = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'string' && payload[key] ? (payload[key] as string) : null;

/** The request of /sso/googleLogin from GIS's credential; null without a subject (docs/product.md §5). */
export function googleProfileOf(credential: string): GoogleProfile | null {
  const payload = decodeJwtPayload(credential);
  const googleId = payload && claim(payload, 'sub');
  if (!payload || !googleId) return null;
  return {
    googleToken: credential,
    googleId,
    email: claim(payload, 'email'),
    name: claim(payload, 'name'),
    givenName: claim(payload, 'given_name'),
    familyName: claim(payload, 'family_name'),
    avatar: claim(payload, 'picture'),
  };
}

let loading: Promise<GoogleIdentity> | null = null;

/** Loads the GIS script once; a failed load may be tried again. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_URL;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
