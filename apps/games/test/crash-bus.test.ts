import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, packMessages, unpackMessage } from '../src/server/crash/bus';
import type { BetRow } from '../src/server/crash/bets';
import type { CrashChange } from '../src/server/crash/engine';

/** The messages instances send each other about a Crash round (docs/architecture.md §6, §9). */

const settledChange = (id: number): CrashChange => ({
  kind: 'settled',
  balance: 12.5,
  bet: {
    id,
    roundNo: 7,
    playerId: String(1000 + id),
    nickname: 'Guest1234',
    platformSessionId: 'a'.repeat(36),
    amountPaise: 1000n,
    autoCashout: 150,
    cashoutAt: 150,
    payoutPaise: 1500n,
    status: 'cashed_out',
    settled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  } satisfies BetRow,
});

describe('the bus messages', () => {
  it('packs many changes in order under the NOTIFY limit and reads them back', () => {
    const changes: CrashChange[] = [
      { kind: 'bets', roundNo: 7 },
      ...Array.from({ length: 300 }, (_, i) => settledChange(i)),
      { kind: 'bets', roundNo: 7 },
    ];
    const messages = packMessages('me', changes);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) {
      expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    }
    expect(messages.flatMap((m) => unpackMessage('me', m))).toEqual([]);
    const read = messages.flatMap((m) => unpackMessage('other', m));
    // The second `bets` of the round is dropped only when it shares a message with the first.
    expect(read.filter((c) => c.kind === 'settled')).toEqual(changes.slice(1, 301));
    expect(read[0]).toEqual({ kind: 'bets', roundNo: 7 });
  });

  it('turns a change too big for one message into a resync', () => {
    const big = settledChange(1);
    if (big.kind === 'settled') big.bet.nickname = 'x'.repeat(9000);
    const read = packMessages('me', [big]).flatMap((m) => unpackMessage('other', m));
    expect(read).toEqual([{ kind: 'resync' }]);
  });
});
