/** The app-config module's public door (docs/architecture.md): settings and their defaults. */
export { appConfigRoutes } from './routes';
export {
  APP_CONFIG_DEFAULTS,
  countryOfPlayer,
  orderSettings,
  getAppConfig,
  getServiceInfo,
  readSetting,
  readTimezone,
  type AppConfigDeps,
} from './service';
export { listEnabledServiceContacts, readSettings, storedSettings } from './store';
