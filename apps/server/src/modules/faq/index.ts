import { faqListEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../plugins/api';
import type { OperatorsDeps } from '../operators';
import { adminFaqRoutes } from './admin-routes';
import { faqIn } from './service';

/**
 * The FAQ module's door: FAQ content per language (table faq_entries, migration 0029), served
 * at /faq/list and edited in the back office (README.md).
 */
export { faqIn } from './service';

export function registerFaq(
  api: FastifyInstance,
  deps: { db: Db },
  options: { admin: OperatorsDeps },
) {
  registerEndpoint(api, faqListEndpoint, (input) => faqIn(deps.db, input.language));
  adminFaqRoutes(api, options.admin);
}
