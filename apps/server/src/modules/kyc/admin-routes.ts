import {
  adminKycDetail,
  adminKycImage,
  adminKycList,
  adminKycReject,
  adminKycVerify,
} from '@khel/contract/admin-kyc';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { decideKyc, kycDetail, kycImage, listKycSubmissions } from './admin';

/** The back office's KYC review: queue, detail, images, verify, reject (README.md). */
export function adminKycRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminKycList, (input, context) =>
    listKycSubmissions(context.db, input),
  );
  registerAdminEndpoint(app, admin, adminKycDetail, (input, context) =>
    kycDetail(context.db, input.id),
  );
  registerAdminEndpoint(app, admin, adminKycImage, (input, context) =>
    kycImage(context.db, input.id),
  );
  registerAdminEndpoint(app, admin, adminKycVerify, async (input, context) => {
    await context.transaction((tx, audit) =>
      decideKyc(
        tx,
        {
          id: input.id,
          decision: 'verified',
          reasons: [],
          note: null,
          operatorId: context.actor.operatorId,
          apiKeyId: context.actor.apiKeyId,
          at: context.at,
        },
        audit,
      ),
    );
    return kycDetail(context.db, input.id);
  });
  registerAdminEndpoint(app, admin, adminKycReject, async (input, context) => {
    await context.transaction((tx, audit) =>
      decideKyc(
        tx,
        {
          id: input.id,
          decision: 'rejected',
          reasons: input.reasons,
          note: input.note || null,
          operatorId: context.actor.operatorId,
          apiKeyId: context.actor.apiKeyId,
          at: context.at,
        },
        audit,
      ),
    );
    return kycDetail(context.db, input.id);
  });
}
