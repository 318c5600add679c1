import type { TLoginChannels } from '@khel/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { readSetting } from '../app-config';

const DEFAULTS = { password: true, otp: true, id: true, guest: true };

/**
 * Which login methods are on (/threeLogin/channel): the operator's `loginMethods` setting, and
 * Google only when a client id is configured.
 */
export async function getLoginChannels(
  db: Db,
  google: { enabled: boolean; clientId: string | null },
): Promise<TLoginChannels> {
  const setting = (await readSetting(db, 'loginMethods')) as Partial<typeof DEFAULTS> | undefined;
  const on = { ...DEFAULTS, ...setting };
  return {
    password: on.password !== false,
    otp: on.otp !== false,
    id: on.id !== false,
    guest: on.guest !== false,
    google: google.enabled,
    googleClientId: google.enabled ? google.clientId : null,
  };
}

export const LOGIN_METHOD_OFF = 'This login method is not available';

/** Refuses a login method the operator turned off: hiding its button is not enough. */
export async function assertLoginMethodOn(db: Db, method: 'password' | 'otp' | 'id' | 'guest') {
  const channels = await getLoginChannels(db, { enabled: false, clientId: null });
  if (!channels[method]) throw new AppError('forbidden', LOGIN_METHOD_OFF);
}
