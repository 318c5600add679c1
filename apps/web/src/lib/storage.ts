/** localStorage keys of docs/product.md §1 and §3 (launch parameters and persisted stores). */
export const STORAGE_KEYS = {
  sign: 'sign',
  uid: 'uid',
  userInfo: 'userInfo',
  vipInfo: 'vipInfo',
  vipSeenLevel: 'vipSeenLevel',
  serviceInfo: 'serviceInfo',
  serviceUrl: 'serviceUrl',
  minVipLevel: 'minVipLevel',
  lang: 'lang',
  appInfo: 'appInfo',
  deviceNumber: 'deviceNumber',
  inviteCode: 'invite_code',
  isNative: 'isNative',
  statusBarHeight: 'statusbarheight',
  isCoat: 'isCoat',
  h5No: 'h5no',
  linkId: 'link_id',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys of the logged-in session: logout removes exactly these. */
export const SESSION_KEYS: StorageKey[] = [
  STORAGE_KEYS.sign,
  STORAGE_KEYS.uid,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.vipInfo,
  STORAGE_KEYS.serviceUrl,
];

// Private browsing or a full disk makes localStorage throw; the app then keeps working in memory.
export function readString(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown) {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}
