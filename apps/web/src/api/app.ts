import {
  appConfigEndpoint,
  languagesEndpoint,
  serviceIndexEndpoint,
} from '@khel/contract/endpoints';
import { call } from '../lib/http';
import { saveAppInfo, saveServiceInfo } from '../stores/app';
import { fetchCached } from './cachedQuery';

export const appKeys = {
  all: ['app'] as const,
  config: () => [...appKeys.all, 'config'] as const,
  service: () => [...appKeys.all, 'service'] as const,
  languages: () => [...appKeys.all, 'languages'] as const,
};

export const fetchAppInfo = () => call(appConfigEndpoint);
export const fetchServiceInfo = () => call(serviceIndexEndpoint);
export const fetchLanguages = () => call(languagesEndpoint, undefined, { silent: true });

/** The launch fetches of docs/product.md §1: app info and service info, saved for the next launch. */
export async function loadLaunchInfo() {
  const [appInfo, serviceInfo] = await Promise.allSettled([
    fetchCached(appKeys.config(), fetchAppInfo),
    fetchCached(appKeys.service(), fetchServiceInfo),
  ]);
  if (appInfo.status === 'fulfilled') saveAppInfo(appInfo.value);
  if (serviceInfo.status === 'fulfilled') saveServiceInfo(serviceInfo.value);
  return {
    appInfo: appInfo.status === 'fulfilled',
    serviceInfo: serviceInfo.status === 'fulfilled',
  };
}
