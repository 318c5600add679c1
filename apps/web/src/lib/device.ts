import { STORAGE_KEYS, readString, writeString } from './storage';

/** A random id for this browser, kept so the server can tell devices apart. */
export function deviceNumber(): string {
  const saved = readString(STORAGE_KEYS.deviceNumber);
  if (saved) return saved;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  writeString(STORAGE_KEYS.deviceNumber, id);
  return id;
}
