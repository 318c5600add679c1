import {
  adminApiKeyCreate,
  adminApiKeyList,
  adminApiKeyRevoke,
  adminAuditList,
  adminLogin,
  adminLogout,
  adminMe,
  adminOperatorCreate,
  adminOperatorList,
  adminOperatorUpdate,
} from '@khel/contract/admin';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from './admin-api';
import {
  allApiKeys,
  allOperators,
  cancelApiKey,
  createOperator,
  currentSession,
  makeApiKey,
  searchAudit,
  signOut,
  updateOperator,
} from './service';
import { signIn } from './sign-in';

/** The operators' own calls: sign-in, operator accounts, API keys, the audit log. */
export function operatorRoutes(app: FastifyInstance, deps: OperatorsDeps) {
  registerAdminEndpoint(app, deps, adminLogin, (input, context) => signIn(deps, input, context));
  registerAdminEndpoint(app, deps, adminLogout, async (_input, context) => signOut(deps, context));
  registerAdminEndpoint(app, deps, adminMe, async (_input, context) => currentSession(context));
  registerAdminEndpoint(app, deps, adminOperatorList, async (_input, context) =>
    allOperators(context),
  );
  registerAdminEndpoint(app, deps, adminOperatorCreate, (input, context) =>
    createOperator(deps, input, context),
  );
  registerAdminEndpoint(app, deps, adminOperatorUpdate, (input, context) =>
    updateOperator(input, context),
  );
  registerAdminEndpoint(app, deps, adminApiKeyList, async (_input, context) => allApiKeys(context));
  registerAdminEndpoint(app, deps, adminApiKeyCreate, (input, context) =>
    makeApiKey(input, context),
  );
  registerAdminEndpoint(app, deps, adminApiKeyRevoke, (input, context) =>
    cancelApiKey(input, context),
  );
  registerAdminEndpoint(app, deps, adminAuditList, (input, context) =>
    searchAudit(context.db, input),
  );
}
