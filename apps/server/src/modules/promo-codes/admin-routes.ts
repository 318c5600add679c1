import {
  adminCodeCreate,
  adminCodeList,
  adminCodeRedemptions,
  adminCodeSetEnabled,
  type TAdminCode,
} from '@khel/contract/admin-promotions';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import {
  createCode,
  listCodesForAdmin,
  listRedemptionsForAdmin,
  readCodeForAdmin,
  setCodeEnabled,
} from './admin';

/** What a code's audit row keeps: the code without its (ever-changing) uses, state and cost. */
const auditView = ({ cost: _c, state: _s, used: _u, ...code }: TAdminCode) => code;

/** The back office's promo and gift codes (README.md "Back office"), promotions.write. */
export function adminPromoCodeRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminCodeList, (input, context) =>
    listCodesForAdmin(context.db, input, context.at),
  );
  registerAdminEndpoint(app, admin, adminCodeCreate, (input, context) =>
    context.transaction(async (tx, audit) => {
      const created = await createCode({ db: tx, now: () => context.at }, input);
      const code = await readCodeForAdmin(tx, created.id, context.at);
      audit({
        action: 'promoCode.create',
        targetType: 'promoCode',
        targetId: code.id,
        before: null,
        after: auditView(code),
      });
      return code;
    }),
  );
  registerAdminEndpoint(app, admin, adminCodeSetEnabled, (input, context) =>
    context.transaction(async (tx, audit) => {
      const { before, after } = await setCodeEnabled(tx, input.id, input.enabled, context.at);
      audit({
        action: input.enabled ? 'promoCode.enable' : 'promoCode.disable',
        targetType: 'promoCode',
        targetId: input.id,
        before: { code: before.code, disabledAt: before.disabledAt },
        after: { code: after.code, disabledAt: after.disabledAt },
      });
      return after;
    }),
  );
  registerAdminEndpoint(app, admin, adminCodeRedemptions, (input, context) =>
    listRedemptionsForAdmin(context.db, input),
  );
}
