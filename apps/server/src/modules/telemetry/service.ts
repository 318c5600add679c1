import type { TAppStackUploadRequest, TTransferEventUploadRequest } from '@khel/contract';
import type { Db } from '../../db/client';
import { enforceLimits, type LimitRule, type RateLimitStore } from '../../lib/rate-limit-store';
import { insertAppStack, insertTransferEvent } from './store';

/** What storing an upload needs: the database, and the API's shared rate-limit counters. */
export interface TelemetryDeps {
  db: Db;
  rateLimits: RateLimitStore;
}

/** Whoever sent the upload: rate limits count per device and per address. */
export interface Sender {
  ip: string;
  requestId: string;
}

/**
 * A crashing app can report in a loop: per device 20 a minute, per address 120 a minute (a
 * shared NAT holds many players). Beyond that the reports are refused, not stored.
 */
const uploadRules = (kind: string, deviceNumber: string, ip: string): LimitRule[] => [
  { key: `${kind}:device:${deviceNumber}`, limit: 20, windowSeconds: 60 },
  { key: `${kind}:ip:${ip}`, limit: 120, windowSeconds: 60 },
];

const userIdOf = (input: { userId?: string | number | null; uid?: string | number | null }) => {
  const id = input.userId ?? input.uid;
  return id == null || id === '' ? null : String(id);
};

export async function storeAppStack(
  { db, rateLimits }: TelemetryDeps,
  input: TAppStackUploadRequest,
  sender: Sender,
) {
  await enforceLimits(rateLimits, uploadRules('appstack', input.deviceNumber, sender.ip));
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
  { db, rateLimits }: TelemetryDeps,
  input: TTransferEventUploadRequest,
  sender: Sender,
) {
  await enforceLimits(rateLimits, uploadRules('event', input.deviceNumber, sender.ip));
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
