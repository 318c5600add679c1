import { CORE_ADMIN_ENDPOINTS, type AdminEndpoint } from './admin';
import { SETTINGS_ADMIN_ENDPOINTS } from './admin-settings';

/**
 * Every admin call (docs/architecture.md §11): the operators' own and each area's. The
 * permission-matrix test and the admin OpenAPI document read this list.
 */
export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  ...CORE_ADMIN_ENDPOINTS,
  ...SETTINGS_ADMIN_ENDPOINTS,
];
