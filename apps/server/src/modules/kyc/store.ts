import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface SubmissionRow {
  id: string;
  player_id: string;
  document_type: string;
  status: 'pending' | 'verified' | 'rejected';
  findings: string[];
  reasons: string[];
  note: string | null;
  provider: string;
  provider_ref: string;
  submitted_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
}

export const SUBMISSION_COLUMNS = sql`k.id::text as id, k.player_id::text as player_id,
  k.document_type, k.status, k.findings, k.reasons, k.note, k.provider, k.provider_ref,
  k.submitted_at, k.decided_at, k.decided_by::text as decided_by`;

/** The player's newest submission: its status is the player's KYC state. */
export async function newestSubmission(db: Db, playerId: number) {
  const [row] = await queryRows<SubmissionRow>(
    db,
    sql`select ${SUBMISSION_COLUMNS} from kyc_submissions k
        where k.player_id = ${playerId} order by k.id desc limit 1`,
  );
  return row;
}

export async function findSubmission(db: Db, id: string) {
  const [row] = await queryRows<SubmissionRow>(
    db,
    sql`select ${SUBMISSION_COLUMNS} from kyc_submissions k where k.id = ${BigInt(id)}`,
  );
  return row;
}

/** Stores one image privately (kind 'kyc': never served by the public /files/ route). */
export async function storeImage(
  tx: Db,
  file: { publicId: string; playerId: number; contentType: string; bytes: Buffer; sha256: string },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into stored_files (public_id, owner_player_id, kind, content_type, size, sha256, bytes)
        values (${file.publicId}, ${file.playerId}, 'kyc', ${file.contentType},
          ${file.bytes.length}, ${file.sha256}, ${file.bytes})
        returning id::text as id`,
  );
  return row!.id;
}

export async function insertSubmission(
  tx: Db,
  values: {
    playerId: number;
    documentType: string;
    files: { front: string; back: string; selfie: string };
    provider: string;
    providerRef: string;
    findings: string[];
    now: Date;
  },
) {
  // Findings reject at once (decided by the provider: no operator); else it waits for review.
  const rejected = values.findings.length > 0;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into kyc_submissions (player_id, document_type, front_file_id, back_file_id,
          selfie_file_id, provider, provider_ref, findings, status, reasons, submitted_at, decided_at)
        values (${values.playerId}, ${values.documentType}, ${BigInt(values.files.front)},
          ${BigInt(values.files.back)}, ${BigInt(values.files.selfie)}, ${values.provider},
          ${values.providerRef}, ${textArray(values.findings)},
          ${rejected ? 'rejected' : 'pending'}, ${textArray(values.findings)}, ${at(values.now)},
          ${rejected ? at(values.now) : null})
        returning id::text as id`,
  );
  return row!.id;
}

const textArray = (values: string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/**
 * pending → verified | rejected, once: one conditional update, so of two operators deciding at
 * once exactly one gets the row back.
 */
export async function decideSubmission(
  tx: Db,
  input: {
    id: string;
    status: 'verified' | 'rejected';
    reasons: string[];
    note: string | null;
    operatorId: string | null;
    now: Date;
  },
) {
  const [row] = await queryRows<{ id: string; player_id: string }>(
    tx,
    sql`update kyc_submissions set status = ${input.status}, reasons = ${textArray(input.reasons)},
          note = ${input.note}, decided_at = ${at(input.now)},
          decided_by = ${input.operatorId === null ? null : BigInt(input.operatorId)}
        where id = ${BigInt(input.id)} and status = 'pending'
        returning id::text as id, player_id::text as player_id`,
  );
  return row;
}

/**
 * Appends a protection event (migration 0054) in the caller's transaction: by the player, an
 * operator (operatorId) or the system (the provider's check).
 */
export async function recordProtectionEvent(
  tx: Db,
  event: {
    playerId: number;
    kind: string;
    detail: Record<string, unknown>;
    actor: 'player' | 'operator' | 'system';
    operatorId?: string | null;
    at: Date;
  },
) {
  const operatorId = event.operatorId ?? null;
  await tx.execute(
    sql`insert into protection_events (player_id, kind, detail, actor, operator_id, created_at)
        values (${event.playerId}, ${event.kind}, ${JSON.stringify(event.detail)}::jsonb,
          ${event.actor}, ${operatorId === null ? null : BigInt(operatorId)}, ${at(event.at)})`,
  );
}

export async function birthdayOf(db: Db, playerId: number) {
  const [row] = await queryRows<{ birthday: string | null }>(
    db,
    sql`select birthday from players where id = ${playerId}`,
  );
  return row?.birthday ?? null;
}
