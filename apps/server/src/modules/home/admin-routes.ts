import {
  adminAnnouncementDelete,
  adminAnnouncementList,
  adminAnnouncementSave,
  adminBannerDelete,
  adminBannerList,
  adminBannerSave,
  adminBannerUpload,
  BANNER_IMAGE_MAX_BYTES,
} from '@khel/contract/admin-content';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import {
  bannerImageUrl,
  listAnnouncementsForAdmin,
  listBannersForAdmin,
  lockedAnnouncement,
  lockedBanner,
  readBannerImage,
  storeBannerImage,
  writeAnnouncement,
  writeBanner,
} from './admin';

/**
 * The back office's Home content (README.md "Back office"): banners with their artwork and the
 * marquee's announcements; every write audited with the row before and after.
 */
export function adminHomeRoutes(
  app: FastifyInstance,
  admin: OperatorsDeps,
  options: { apiBase: string },
) {
  registerAdminEndpoint(app, admin, adminBannerList, (input, context) =>
    listBannersForAdmin(context.db, context.at, input),
  );
  registerAdminEndpoint(app, admin, adminBannerSave, (input, context) =>
    context.transaction(async (tx, audit) => {
      const before = input.id ? await lockedBanner(tx, input.id, context.at) : null;
      if (input.id && !before) throw new AppError('notFound', 'No such banner');
      const after = await writeBanner(tx, input.id, input.banner, context.at);
      audit({
        action: before ? 'banner.update' : 'banner.create',
        targetType: 'banner',
        targetId: after.id,
        before,
        after,
      });
      return after;
    }),
  );
  registerAdminEndpoint(app, admin, adminBannerDelete, (input, context) =>
    context.transaction(async (tx, audit) => {
      const before = await lockedBanner(tx, input.id, context.at);
      if (!before) throw new AppError('notFound', 'No such banner');
      await tx.execute(sql`delete from banners where id = ${Number(input.id)}`);
      audit({
        action: 'banner.delete',
        targetType: 'banner',
        targetId: input.id,
        before,
        after: null,
      });
      return { id: input.id };
    }),
  );
  registerAdminEndpoint(
    app,
    admin,
    adminBannerUpload,
    (input, context) =>
      context.transaction(async (tx, audit) => {
        const file = await storeBannerImage(tx, input.dataBase64, BANNER_IMAGE_MAX_BYTES);
        const url = bannerImageUrl(options.apiBase, file.publicId);
        audit({
          action: 'banner.upload',
          targetType: 'stored_file',
          targetId: file.publicId,
          before: null,
          after: {
            name: input.name,
            url,
            contentType: file.contentType,
            size: file.size,
            sha256: file.sha256,
          },
        });
        return { url, contentType: file.contentType, size: file.size };
      }),
    // The image travels as base64 (4/3 of its size) in the JSON body.
    { bodyLimit: Math.ceil((BANNER_IMAGE_MAX_BYTES * 4) / 3) + 16 * 1024 },
  );

  registerAdminEndpoint(app, admin, adminAnnouncementList, (input, context) =>
    listAnnouncementsForAdmin(context.db, context.at, input),
  );
  registerAdminEndpoint(app, admin, adminAnnouncementSave, (input, context) =>
    context.transaction(async (tx, audit) => {
      const before = input.id ? await lockedAnnouncement(tx, input.id, context.at) : null;
      if (input.id && !before) throw new AppError('notFound', 'No such announcement');
      const after = await writeAnnouncement(tx, input.id, input.announcement, context.at);
      audit({
        action: before ? 'announcement.update' : 'announcement.create',
        targetType: 'announcement',
        targetId: after.id,
        before,
        after,
      });
      return after;
    }),
  );
  registerAdminEndpoint(app, admin, adminAnnouncementDelete, (input, context) =>
    context.transaction(async (tx, audit) => {
      const before = await lockedAnnouncement(tx, input.id, context.at);
      if (!before) throw new AppError('notFound', 'No such announcement');
      await tx.execute(sql`delete from announcements where id = ${Number(input.id)}`);
      audit({
        action: 'announcement.delete',
        targetType: 'announcement',
        targetId: input.id,
        before,
        after: null,
      });
      return { id: input.id };
    }),
  );
}

/** Banner artwork, public like the Home page it is on; a stored file never changes. */
export function bannerImageRoute(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Params: { id: string } }>('/banner-images/:id', async (request, reply) => {
    const file = await readBannerImage(deps.db, request.params.id);
    if (!file) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type(file.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(file.bytes));
  });
}
