import {
  adminCampaignCreate,
  adminCampaignList,
  adminCampaignSetEnabled,
  adminCampaignUpdate,
  adminPromotionCosts,
} from '@khel/contract/admin-promotions';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import {
  auditView,
  createCampaign,
  listCampaignsForAdmin,
  promotionCosts,
  setCampaignEnabled,
  updateCampaign,
} from './admin';

/**
 * The back office's campaigns (README.md "Back office"), permission promotions.write — the
 * promo popup and link cards too: a campaign of any kind is one editor, one list, one cost.
 */
export function adminCampaignRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminPromotionCosts, (_input, context) =>
    promotionCosts(context.db, context.at),
  );
  registerAdminEndpoint(app, admin, adminCampaignList, (input, context) =>
    listCampaignsForAdmin(context.db, input, context.at),
  );
  registerAdminEndpoint(app, admin, adminCampaignCreate, (input, context) =>
    context.transaction(async (tx, audit) => {
      const created = await createCampaign(tx, input, context.at);
      audit({
        action: 'campaign.create',
        targetType: 'campaign',
        targetId: created.id,
        before: null,
        after: auditView(created),
      });
      return created;
    }),
  );
  registerAdminEndpoint(app, admin, adminCampaignUpdate, (input, context) =>
    context.transaction(async (tx, audit) => {
      const { before, after } = await updateCampaign(tx, input.id, input.campaign, context.at);
      audit({
        action: 'campaign.update',
        targetType: 'campaign',
        targetId: input.id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );
  registerAdminEndpoint(app, admin, adminCampaignSetEnabled, (input, context) =>
    context.transaction(async (tx, audit) => {
      const { before, after } = await setCampaignEnabled(tx, input.id, input.enabled, context.at);
      audit({
        action: input.enabled ? 'campaign.enable' : 'campaign.disable',
        targetType: 'campaign',
        targetId: input.id,
        before: { enabled: before.enabled },
        after: { enabled: after.enabled },
      });
      return after;
    }),
  );
}
