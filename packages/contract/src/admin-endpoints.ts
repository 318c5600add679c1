import { CORE_ADMIN_ENDPOINTS, type AdminEndpoint } from './admin';
import { PLAYERS_ADMIN_ENDPOINTS } from './admin-players';
import { CONTENT_ADMIN_ENDPOINTS } from './admin-content';
import { MONEY_ADMIN_ENDPOINTS } from './admin-money';
import { REPORTS_ADMIN_ENDPOINTS } from './admin-reports';
import { PROMOTIONS_ADMIN_ENDPOINTS } from './admin-promotions';
import { SETTINGS_ADMIN_ENDPOINTS } from './admin-settings';
import { PROTECTION_ADMIN_ENDPOINTS } from './admin-protection';
import { KYC_ADMIN_ENDPOINTS } from './admin-kyc';

/**
 * Every admin call (docs/architecture.md §11): the operators' own and each area's. The
 * permission-matrix test and the admin OpenAPI document read this list.
 */
export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  ...CORE_ADMIN_ENDPOINTS,
  ...PLAYERS_ADMIN_ENDPOINTS,
  ...CONTENT_ADMIN_ENDPOINTS,
  ...MONEY_ADMIN_ENDPOINTS,
  ...REPORTS_ADMIN_ENDPOINTS,
  ...PROMOTIONS_ADMIN_ENDPOINTS,
  ...SETTINGS_ADMIN_ENDPOINTS,
  ...PROTECTION_ADMIN_ENDPOINTS,
  ...KYC_ADMIN_ENDPOINTS,
];
