import { phrase } from '@khel/contract/messages';
import multipart from '@fastify/multipart';
import {
  bindPhoneEndpoint,
  changeWithdrawPasswordEndpoint,
  devOutboxEndpoint,
  reportOnlineEndpoint,
  setWithdrawPasswordEndpoint,
  updateInfoEndpoint,
  uploadAvatarEndpoint,
  userInfoEndpoint,
} from '@khel/contract';
import { sandboxToolsGuard } from '@khel/psp-sandbox';
import type { FastifyInstance } from 'fastify';
import { normalizePhone } from '@khel/contract';
import { AppError } from '../../errors';
import { formatBytes, readMultipartForm } from '../../lib/multipart-form';
import { limitsOf } from '../../lib/rate-limit-store';
import { readOutbox } from '../../integrations/sms/sandbox';
import { registerEndpoint } from '../../plugins/api';
import { readStoredFile, saveAvatar } from './avatar';
import {
  bindPhone,
  changeWithdrawPassword,
  reportOnline,
  setWithdrawPassword,
  updateInfo,
  userInfoOf,
  type PlayersDeps,
} from './service';

export interface PlayerRouteOptions {
  avatarMaxBytes: number;
  avatarMaxCount: number;
  sandbox: boolean;
  /** /user/reportOnline per minute, per player and per address (RATE_ONLINE_*). */
  onlineRate: { player: number; ip: number };
  /** SANDBOX_TOOLS_TOKEN: the dev outbox needs it, or loopback without it. */
  sandboxToolsToken: string | undefined;
}

export async function playerRoutes(
  app: FastifyInstance,
  deps: PlayersDeps,
  options: PlayerRouteOptions,
) {
  registerEndpoint(app, userInfoEndpoint, (_input, req) => userInfoOf(deps, req.player!.player));
  registerEndpoint(
    app,
    reportOnlineEndpoint,
    (input, req) => reportOnline(deps, req.player!, input),
    {
      limits: limitsOf('online', options.onlineRate),
    },
  );
  registerEndpoint(app, updateInfoEndpoint, (input, req) => updateInfo(deps, req.player!, input));
  registerEndpoint(app, bindPhoneEndpoint, (input, req) =>
    bindPhone(deps, req.player!, input, { ip: req.ip, deviceNumber: input.deviceNumber }),
  );
  registerEndpoint(app, setWithdrawPasswordEndpoint, (input, req) =>
    setWithdrawPassword(deps, req.player!, input),
  );
  registerEndpoint(app, changeWithdrawPasswordEndpoint, (input, req) =>
    changeWithdrawPassword(deps, req.player!, input),
  );

  await app.register(multipart, {
    limits: {
      fileSize: options.avatarMaxBytes,
      files: options.avatarMaxCount,
      fields: 20,
      fieldSize: 1024,
    },
    throwFileSizeLimit: false,
  });
  // multipart/form-data: the common fields as form fields, the image in `file`. Files past
  // maxCount are dropped (docs/product.md §5: maxCount truncates); one over maxSize refuses the upload.
  app.post(uploadAvatarEndpoint.path, async (request) => {
    const { common, files } = await readMultipartForm(request, {
      maxFiles: options.avatarMaxCount,
      maxBytes: options.avatarMaxBytes,
      tooLarge: phrase('The image must be at most {size}', {
        size: formatBytes(options.avatarMaxBytes),
      }),
    });
    const authed = await app.authenticatePlayer(common);
    const [image] = files;
    if (!image) throw new AppError('badRequest', 'Please choose an image');
    return { state: '200', resultData: await saveAvatar(deps.db, authed, image, deps.apiBase) };
  });

  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    const file = await readStoredFile(deps.db, request.params.id);
    if (!file) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(file.bytes);
  });

  if (options.sandbox) {
    app.get<{ Querystring: { mobile?: string; limit?: string } }>(
      devOutboxEndpoint.path,
      { onRequest: sandboxToolsGuard(options.sandboxToolsToken) },
      async (request) => {
        const mobile = request.query.mobile ? normalizePhone(request.query.mobile) : undefined;
        if (mobile === null) throw new AppError('badRequest', 'Invalid mobile');
        const limit = Math.min(Math.max(Number(request.query.limit) || 50, 1), 200);
        const rows = await readOutbox(deps.db, { phone: mobile, limit });
        return {
          state: '200',
          resultData: rows.map((r) => ({
            id: String(r.id),
            mobile: r.phone,
            text: r.body,
            purpose: r.purpose,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
    );
  }
}
