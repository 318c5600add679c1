import {
  ZProviderGameSettings,
  type TGameSettingsInput,
  type TProviderGameSettings,
} from '@khel/contract/admin-settings';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@khel/contract';
import { signBody } from '@khel/contract/signing';
import { z } from 'zod';
import { AppError } from '../../errors';

/**
 * The platform's side of a provider's settings API (docs/architecture.md §6): signed calls to
 * `{settingsUrl}/settings` and `/settings/save` with the provider's secret, the same signature
 * the provider puts on its calls to us. `settingsUrl` is the provider row's `config.settingsUrl`;
 * a path ('/games/api/operator', the embedded games) is this process itself.
 */
export interface ProviderSettingsTarget {
  settingsUrl: string;
  secret: string;
}

const TIMEOUT_MS = 10_000;

const ZRefusal = z.object({ error: z.string(), message: z.string() });
const ZSaved = z.object({ before: ZProviderGameSettings, after: ZProviderGameSettings });

const UNREACHABLE = 'system: the game provider did not answer, please try again';

async function call<T>(
  target: ProviderSettingsTarget,
  localOrigin: () => string,
  path: string,
  body: object,
  schema: z.ZodType<T>,
): Promise<T> {
  const base = target.settingsUrl.startsWith('/')
    ? `${localOrigin()}${target.settingsUrl}`
    : target.settingsUrl;
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  let response: Response;
  try {
    response = await fetch(`${base.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROVIDER_TIMESTAMP_HEADER]: timestamp,
        [PROVIDER_SIGNATURE_HEADER]: signBody(target.secret, timestamp, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError('unavailable', UNREACHABLE);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data;
    throw new AppError('unavailable', UNREACHABLE);
  }
  const refusal = ZRefusal.safeParse(answer);
  if (!refusal.success) throw new AppError('unavailable', UNREACHABLE);
  const { error, message } = refusal.data;
  if (error === 'GAME_STATE') throw new AppError('conflict', message);
  if (error === 'INVALID_REQUEST') throw new AppError('badRequest', message);
  if (error === 'NOT_FOUND') throw new AppError('notFound', 'The provider does not know this game');
  // UNAUTHORIZED: our secret and the provider's differ — the operator's configuration.
  throw new AppError('unavailable', `system: the game provider refused (${error})`);
}

export const readProviderSettings = (
  target: ProviderSettingsTarget,
  localOrigin: () => string,
  game: string,
): Promise<TProviderGameSettings> =>
  call(target, localOrigin, '/settings', { game }, ZProviderGameSettings);

export const saveProviderSettings = (
  target: ProviderSettingsTarget,
  localOrigin: () => string,
  input: { game: string; version: string | null; settings: TGameSettingsInput },
) => call(target, localOrigin, '/settings/save', input, ZSaved);
