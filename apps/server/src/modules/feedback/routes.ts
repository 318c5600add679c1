import {
  FEEDBACK_MAX_SCREENSHOTS,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  feedbackListEndpoint,
  feedbackSubmitEndpoint,
  text,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatBytes, readMultipartForm } from '../../lib/multipart-form';
import { parseOperatorBody } from '../../lib/operator-body';
import { operatorOk, requireOperator } from '../../plugins/operator';
import { registerEndpoint } from '../../plugins/api';
import {
  listFeedbackForOperator,
  listPlayerFeedback,
  readScreenshot,
  replyToFeedback,
  submitFeedback,
  type FeedbackDeps,
} from './service';

export function feedbackRoutes(app: FastifyInstance, deps: FeedbackDeps) {
  // multipart/form-data: the common fields and the form's fields, then up to 3 screenshots.
  app.post(feedbackSubmitEndpoint.path, async (request) => {
    const { common, fields, files } = await readMultipartForm(request, {
      maxFiles: FEEDBACK_MAX_SCREENSHOTS,
      maxBytes: FEEDBACK_SCREENSHOT_MAX_BYTES,
      tooLarge: `Each screenshot must be at most ${formatBytes(FEEDBACK_SCREENSHOT_MAX_BYTES)}`,
    });
    const authed = await app.authenticatePlayer(common);
    return {
      state: '200',
      resultData: await submitFeedback(deps, authed.player.id, fields, files),
    };
  });
  registerEndpoint(app, feedbackListEndpoint, (input, req) =>
    listPlayerFeedback(deps, req.player!.player.id, input),
  );
}

const ZReply = z.object({ reply: text().trim().min(1, 'Give the reply').max(2000) });

/** The operator's feedback API (README.md): list by status, reply once, read a screenshot. */
export function operatorFeedbackRoutes(
  app: FastifyInstance,
  deps: FeedbackDeps,
  options: { token: string; apiBase: string },
) {
  requireOperator(app, options.token);
  app.get<{ Querystring: { status?: string; cursor?: string } }>(
    '/operator/feedback',
    async (request) =>
      operatorOk(
        await listFeedbackForOperator(deps, {
          status: request.query.status ?? 'open',
          cursor: request.query.cursor ?? null,
          apiBase: options.apiBase,
        }),
      ),
  );
  app.post<{ Params: { id: string } }>('/operator/feedback/:id/reply', async (request) => {
    const { reply } = parseOperatorBody(ZReply, request.body);
    return operatorOk(await replyToFeedback(deps, { id: request.params.id, reply }));
  });
  app.get<{ Params: { id: string } }>('/operator/feedback/files/:id', async (request, reply) => {
    const file = await readScreenshot(deps, request.params.id);
    if (!file) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type(file.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(file.bytes);
  });
}
