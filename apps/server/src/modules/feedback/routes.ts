import { phrase } from '@khel/contract/messages';
import {
  FEEDBACK_MAX_SCREENSHOTS,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  feedbackListEndpoint,
  feedbackSubmitEndpoint,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { formatBytes, readMultipartForm } from '../../lib/multipart-form';
import { registerEndpoint } from '../../plugins/api';
import { listPlayerFeedback, submitFeedback, type FeedbackDeps } from './service';

export function feedbackRoutes(app: FastifyInstance, deps: FeedbackDeps) {
  // multipart/form-data: the common fields and the form's fields, then up to 3 screenshots.
  app.post(feedbackSubmitEndpoint.path, async (request) => {
    const { common, fields, files } = await readMultipartForm(request, {
      maxFiles: FEEDBACK_MAX_SCREENSHOTS,
      maxBytes: FEEDBACK_SCREENSHOT_MAX_BYTES,
      tooLarge: phrase('Each screenshot must be at most {size}', {
        size: formatBytes(FEEDBACK_SCREENSHOT_MAX_BYTES),
      }),
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
