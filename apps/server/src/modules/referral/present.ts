import { phonePrefixOf } from '@khel/contract/phone';
import { maskName } from '../home';

/** How a player appears to others here: the national number masked, or the id masked. */
export const maskedPlayer = (phone: string | null, playerId: number | string) =>
  maskName(phone ? phone.slice((phonePrefixOf(phone) ?? '+').length) : String(playerId));

export const iso = (value: Date | string) => new Date(value).toISOString();
