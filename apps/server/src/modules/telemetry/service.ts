import type { TAppStackUploadRequest, TTransferEventUploadRequest } from '@khel/contract';
import type { Db } from '../../db/client';
import { enforceRateLimits, type RateLimitRule } from '../../lib/rate-limit';
import { insertAppStack, insertTransferEvent } from './store';

/** Whoever sent the upload: rate limits count per device and per address. */
export interface Sender {
  ip: string;
  requestId: string;
}

/**
 * A crashing app can report in a loop: per device 20 a minute, per address 120 a minute (a
 * shared NAT holds many players). Beyond that the reports are refused, not stored.
 */
const uploadRules = (kind: string, deviceNumber: string, ip: string): RateLimitRule[] => [
  { key: `${kind}:device:${deviceNumber}`, limit: 20, windowSeconds: 60 },
  { key: `${kind}:ip:${ip}`, limit: 120, windowSeconds: 60 },
];

const userIdOf = (input: { userId?: string | number | null; uid?: string | number | null }) => {
  const id = input.userId ?? input.uid;
  return id == null || id === '' ? null : String(id);
};

export async function storeAppStack(db: Db, input: TAppStackUploadRequest, sender: Sender) {
  await enforceRateLimits(db, uploadRules('appstack', input.deviceNumber, sender.ip));
  const id = await insertAppStack(db, {
    appId: input.appId,
    packageName: input.appPackageName,
    deviceNumber: input.deviceNumber,
    userId: userIdOf(input),
    data: input.data,
    ip: sender.ip,
    requestId: sender.requestId,
  });
  return { id };
}

export async function storeTransferEvent(
  db: Db,
  input: TTransferEventUploadRequest,
  sender: Sender,
) {
  await enforceRateLimits(db, uploadRules('event', input.deviceNumber, sender.ip));
  const id = await insertTransferEvent(db, {
    deviceNumber: input.deviceNumber,
    userId: userIdOf(input),
    eventName: input.eventName,
    linkId: input.linkId ?? null,
    eventData: input.eventData ?? null,
    ip: sender.ip,
  });
  return { id };
}
