import type { TAdminKyc, TAdminKycRow } from '@khel/contract/admin-kyc';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import type { AuditEntry } from '../operators';
import {
  decideSubmission,
  findSubmission,
  recordProtectionEvent,
  SUBMISSION_COLUMNS,
  type SubmissionRow,
} from './store';

/** The back office's review queue (README.md "Back office"). */

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

type ListedRow = SubmissionRow & { nickname: string };

const row = (r: ListedRow): TAdminKycRow => ({
  id: r.id,
  playerId: r.player_id,
  nickname: r.nickname,
  documentType: r.document_type as TAdminKycRow['documentType'],
  status: r.status,
  findings: r.findings as TAdminKycRow['findings'],
  reasons: r.reasons as TAdminKycRow['reasons'],
  submittedAt: iso(r.submitted_at)!,
  decidedAt: iso(r.decided_at),
});

const SORTS = { submittedAt: 'submitted_at', decidedAt: 'decided_at' } as const;

export async function listKycSubmissions(
  db: Db,
  input: {
    page: number;
    pageSize: number;
    sortBy?: keyof typeof SORTS | undefined;
    sortDesc: boolean;
    status?: SubmissionRow['status'] | undefined;
    playerId?: string | undefined;
  },
) {
  const base = sql`select ${SUBMISSION_COLUMNS}, p.nickname from kyc_submissions k
    join players p on p.id = k.player_id where true
    ${input.status ? sql`and k.status = ${input.status}` : sql``}
    ${input.playerId ? sql`and k.player_id = ${BigInt(input.playerId)}` : sql``}`;
  const { rows, total } = await pageRows<ListedRow>(
    db,
    base,
    orderOf(SORTS, input.sortBy, input.sortDesc, 'submittedAt'),
    input,
  );
  return { list: rows.map(row), total };
}

export async function kycDetail(db: Db, id: string): Promise<TAdminKyc> {
  const [found] = await queryRows<
    ListedRow & {
      birthday: string | null;
      phone: string | null;
      decided_by_email: string | null;
      front: string;
      back: string;
      selfie: string;
      earlier: number;
    }
  >(
    db,
    sql`select ${SUBMISSION_COLUMNS}, p.nickname, p.birthday, p.phone, o.email as decided_by_email,
          f.public_id as front, b.public_id as back, s.public_id as selfie,
          (select count(*)::int from kyc_submissions e
            where e.player_id = k.player_id and e.id <> k.id) as earlier
        from kyc_submissions k
        join players p on p.id = k.player_id
        join stored_files f on f.id = k.front_file_id
        join stored_files b on b.id = k.back_file_id
        join stored_files s on s.id = k.selfie_file_id
        left join operators o on o.id = k.decided_by
        where k.id = ${BigInt(id)}`,
  );
  if (!found) throw new AppError('notFound', 'No such submission');
  return {
    ...row(found),
    birthday: found.birthday,
    phone: found.phone,
    provider: found.provider,
    providerRef: found.provider_ref,
    note: found.note,
    decidedBy: found.decided_by_email,
    images: { front: found.front, back: found.back, selfie: found.selfie },
    earlier: found.earlier,
  };
}

/** A submission's image, for operators only (kind 'kyc' is never served to players). */
export async function kycImage(db: Db, publicId: string) {
  const [file] = await queryRows<{ content_type: string; bytes: Buffer | Uint8Array }>(
    db,
    sql`select content_type, bytes from stored_files where public_id = ${publicId} and kind = 'kyc'`,
  );
  if (!file) throw new AppError('notFound', 'No such image');
  return { contentType: file.content_type, dataBase64: Buffer.from(file.bytes).toString('base64') };
}

/**
 * Decides once, in the caller's transaction: pending → verified | rejected by one conditional
 * update (of two operators deciding at once, one wins and the other is told it came too late),
 * with the player's protection event and the audit entry.
 */
export async function decideKyc(
  tx: Db,
  input: {
    id: string;
    decision: 'verified' | 'rejected';
    reasons: string[];
    note: string | null;
    operatorId: string | null;
    /** An API key's decision has no operator: the event names the key (actor 'system'). */
    apiKeyId: string | null;
    at: Date;
  },
  audit: (entry: AuditEntry) => void,
) {
  const decided = await decideSubmission(tx, {
    id: input.id,
    status: input.decision,
    reasons: input.decision === 'rejected' ? input.reasons : [],
    note: input.decision === 'rejected' ? input.note : null,
    operatorId: input.operatorId,
    now: input.at,
  });
  if (!decided) {
    const found = await findSubmission(tx, input.id);
    if (!found) throw new AppError('notFound', 'No such submission');
    throw new AppError('conflict', `This submission has been ${found.status} already`);
  }
  const detail =
    input.decision === 'rejected'
      ? { submissionId: input.id, reasons: input.reasons, note: input.note }
      : { submissionId: input.id };
  await recordProtectionEvent(tx, {
    playerId: Number(decided.player_id),
    kind: input.decision === 'verified' ? 'kyc.verified' : 'kyc.rejected',
    detail: input.operatorId === null ? { ...detail, apiKeyId: input.apiKeyId } : detail,
    actor: input.operatorId === null ? 'system' : 'operator',
    operatorId: input.operatorId,
    at: input.at,
  });
  audit({
    action: input.decision === 'verified' ? 'kyc.verify' : 'kyc.reject',
    targetType: 'player',
    targetId: decided.player_id,
    before: { submissionId: input.id, status: 'pending' },
    after: { ...detail, status: input.decision },
  });
}
