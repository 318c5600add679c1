import { phrase } from '@khel/contract/messages';
import { KYC_IMAGE_MAX_BYTES, kycStateEndpoint, kycSubmitEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { formatBytes, readMultipartForm } from '../../lib/multipart-form';
import { registerEndpoint } from '../../plugins/api';
import { readKycState, submitKyc, type KycDeps } from './service';

export function kycRoutes(app: FastifyInstance, deps: KycDeps) {
  registerEndpoint(app, kycStateEndpoint, (_input, req) =>
    readKycState(deps, req.player!.player.id),
  );
  // multipart/form-data: the common fields and documentType, then front, back and selfie.
  app.post(kycSubmitEndpoint.path, async (request) => {
    const { common, fields, files } = await readMultipartForm(request, {
      maxFiles: 3,
      maxBytes: KYC_IMAGE_MAX_BYTES,
      tooLarge: phrase('Each photo must be at most {size}', {
        size: formatBytes(KYC_IMAGE_MAX_BYTES),
      }),
    });
    const authed = await app.authenticatePlayer(common);
    return {
      state: '200',
      resultData: await submitKyc(deps, authed.player.id, fields, files),
    };
  });
}
