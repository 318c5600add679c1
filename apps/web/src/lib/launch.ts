import { ENTRY_ALIAS, ENTRY_PATH } from '../router/paths';
import { STORAGE_KEYS, readString, writeString, type StorageKey } from './storage';

export const ENTRY_PATHS: readonly string[] = [ENTRY_PATH, ENTRY_ALIAS];
export const isEntryPath = (path: string) => ENTRY_PATHS.includes(path);

/** Query parameters of the launch URL saved locally (docs/product.md §1), by the key they are saved under. */
const LAUNCH_PARAMS: [string[], StorageKey, ((v: string) => boolean)?][] = [
  [['invite_code'], STORAGE_KEYS.inviteCode],
  [['isnative', 'isNative'], STORAGE_KEYS.isNative, (v) => v === '1'],
  [['statusbarheight'], STORAGE_KEYS.statusBarHeight, (v) => /^\d{1,3}$/.test(v)],
  [['isCoat'], STORAGE_KEYS.isCoat, (v) => v === '1'],
  [['h5no'], STORAGE_KEYS.h5No],
  [['link_id'], STORAGE_KEYS.linkId],
];

/** Saves the launch parameters found in `search`; returns what was saved. */
export function saveLaunchParams(search: string): Partial<Record<StorageKey, string>> {
  const params = new URLSearchParams(search);
  const saved: Partial<Record<StorageKey, string>> = {};
  for (const [names, key, accept] of LAUNCH_PARAMS) {
    const value = names.map((n) => params.get(n)).find((v) => v !== null && v !== '');
    if (value == null || value.length > 128 || (accept && !accept(value))) continue;
    writeString(key, value);
    saved[key] = value;
  }
  return saved;
}

/** Inside a host app's frame (isCoat=1) the app tells its parent which version it runs. */
export function postCoatVersion(version: string, target: Window | null = window.parent) {
  if (readString(STORAGE_KEYS.isCoat) !== '1' || !target || target === window) return false;
  target.postMessage({ type: 'coat-version', version, url: window.location.href }, '*');
  return true;
}

export const statusBarHeight = () => Number(readString(STORAGE_KEYS.statusBarHeight) ?? 0) || 0;
