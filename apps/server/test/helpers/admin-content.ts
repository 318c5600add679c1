import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { insertPlayer, updatePlayer } from '../../src/modules/accounts/store';
import { authBody, expectOk, type Session } from './accounts';
import { postApi } from './app';
import { loginAs } from './games';
import { commonFields, formData, TINY_PNG, type FormPart } from './multipart';

/** The audit rows of one target, oldest first. */
export const auditOf = (db: Db, targetType: string, targetId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown; operator_id: string | null }>(
    db,
    sql`select action, before, after, operator_id::text from audit_log
        where target_type = ${targetType} and target_id = ${targetId} order by id`,
  );

/** A guest player at `level`, signed in. */
export async function contentPlayer(db: Db, level = 0) {
  const player = await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`);
  if (level > 0) await updatePlayer(db, player.id, { vipLevel: level });
  return { playerId: String(player.id), session: await loginAs(db, player.id) };
}

interface Mail {
  id: string;
  template: string;
  title: string;
  content: string;
  read: boolean;
}

/** The player's inbox in `language`. */
export async function mailOf(app: FastifyInstance, session: Session, language = 'en') {
  return expectOk<{ list: Mail[]; unreadCount: number }>(
    (await postApi(app, '/mail/list', authBody(session, { language }))).body,
  );
}

/** Sends one feedback (with `shots` PNG screenshots) as the player; answers its id. */
export async function sendFeedback(
  app: FastifyInstance,
  session: Session,
  fields: { category?: string; content?: string } = {},
  shots = 0,
) {
  const parts: FormPart[] = [
    ...commonFields({ sign: session.sign, uid: String(session.uid) }),
    ...Object.entries({
      category: 'deposit',
      content: 'My deposit took an hour to arrive.',
      mobile: '9812345678',
      email: '',
      ...fields,
    }).map(([name, value]) => ({ name, value })),
    ...Array.from({ length: shots }, () => ({
      name: 'screenshot',
      filename: 'shot.png',
      contentType: 'image/png',
      data: TINY_PNG,
    })),
  ];
  const { payload, headers } = formData(parts);
  const response = await app.inject({
    method: 'POST',
    url: '/api/feedback/submit',
    headers,
    payload,
  });
  const body = response.json() as { state: string; msg?: string; resultData: { id: string } };
  expect(body.state, body.msg).toBe('200');
  return body.resultData.id;
}
