import { randomBytes } from 'node:crypto';
import { ZKycFields, type TKycState } from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { sniffImageType } from '../../lib/image-type';
import { sha256 } from '../../lib/tokens';
import { invalidInput } from '../../plugins/api';
import type { KycImages, KycProvider } from './provider';
import {
  birthdayOf,
  insertSubmission,
  newestSubmission,
  recordProtectionEvent,
  storeImage,
  type SubmissionRow,
} from './store';

/** The withdrawal gate as it stands for one player (the withdrawals module answers it). */
export interface WithdrawalGate {
  singleAbovePaise: bigint;
  totalAbovePaise: bigint;
  withdrawnPaise: bigint;
}

export interface KycDeps {
  db: Db;
  now: () => Date;
  provider: KycProvider;
  withdrawalGate: (db: Db, playerId: number) => Promise<WithdrawalGate>;
}

export const NOT_AN_IMAGE = 'Documents and selfie must be JPEG, PNG or WebP photos';
export const THREE_IMAGES =
  'Please send three photos: the front and back of your document and a selfie';
export const ALREADY_PENDING = 'Your documents are being checked. Please wait for the result';
export const ALREADY_VERIFIED = 'Your identity is already verified';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The player's KYC state, the reasons of a rejection and the withdrawal gate. */
export async function readKycState(deps: KycDeps, playerId: number): Promise<TKycState> {
  const [row, gate, birthday] = await Promise.all([
    newestSubmission(deps.db, playerId),
    deps.withdrawalGate(deps.db, playerId),
    birthdayOf(deps.db, playerId),
  ]);
  return {
    ...stateOf(row),
    withdrawals: {
      singleAbove: toRupees(gate.singleAbovePaise),
      totalAbove: toRupees(gate.totalAbovePaise),
      withdrawnTotal: toRupees(gate.withdrawnPaise),
    },
    birthdayGiven: birthday !== null,
  };
}

const stateOf = (row: SubmissionRow | undefined) => ({
  status: row?.status ?? ('none' as const),
  documentType: (row?.document_type ?? null) as TKycState['documentType'],
  reasons: (row?.status === 'rejected' ? row.reasons : []) as TKycState['reasons'],
  note: row?.status === 'rejected' ? row.note : null,
  submittedAt: iso(row?.submitted_at ?? null),
  decidedAt: iso(row?.decided_at ?? null),
});

/**
 * Takes a submission: three images checked by their bytes (never by name), then by the
 * provider, then stored privately with the submission and its events in one transaction. The
 * unique index on open submissions (migration 0057) is the guard: of two sent at once, or one
 * sent while another is pending or after verification, only one is ever stored.
 */
export async function submitKyc(
  deps: KycDeps,
  playerId: number,
  fields: Record<string, unknown>,
  files: Buffer[],
): Promise<TKycState> {
  const parsed = ZKycFields.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error);
  if (files.length !== 3) throw new AppError('badRequest', THREE_IMAGES);
  const typed = files.map((bytes) => {
    const contentType = sniffImageType(bytes);
    if (contentType === null || contentType === 'image/gif') {
      throw new AppError('badRequest', NOT_AN_IMAGE);
    }
    return { bytes, contentType };
  });
  await assertMaySubmit(deps.db, playerId);
  const images: KycImages = { front: files[0]!, back: files[1]!, selfie: files[2]! };
  const check = await deps.provider.check(images);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const image of typed) {
        ids.push(
          await storeImage(tx, {
            ...image,
            playerId,
            publicId: randomBytes(16).toString('base64url'),
            sha256: sha256(image.bytes),
          }),
        );
      }
      const id = await insertSubmission(tx, {
        playerId,
        documentType: parsed.data.documentType,
        files: { front: ids[0]!, back: ids[1]!, selfie: ids[2]! },
        provider: deps.provider.code,
        providerRef: check.reference,
        findings: check.findings,
        now,
      });
      const detail = { submissionId: id, documentType: parsed.data.documentType };
      await recordProtectionEvent(tx, {
        playerId,
        kind: 'kyc.submitted',
        detail,
        actor: 'player',
        at: now,
      });
      if (check.findings.length > 0) {
        await recordProtectionEvent(tx, {
          playerId,
          kind: 'kyc.rejected',
          detail: { ...detail, reasons: check.findings, by: deps.provider.code },
          actor: 'system',
          at: now,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) await assertMaySubmit(deps.db, playerId);
    throw error;
  }
  return readKycState(deps, playerId);
}

async function assertMaySubmit(db: Db, playerId: number) {
  const status = (await newestSubmission(db, playerId))?.status;
  if (status === 'pending') throw new AppError('conflict', ALREADY_PENDING);
  if (status === 'verified') throw new AppError('conflict', ALREADY_VERIFIED);
}

/** A unique index refused the row (PostgreSQL and PGlite both say 23505, maybe wrapped). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
