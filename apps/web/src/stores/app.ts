import type { TAppConfigResponse, TServiceIndexResponse } from '@khel/contract';
import { create } from 'zustand';
import { STORAGE_KEYS, readJson, writeJson, writeString } from '../lib/storage';

export interface AppState {
  appInfo: TAppConfigResponse | null;
  serviceInfo: TServiceIndexResponse | null;
}

/** App info and service info, restored from storage at launch and refreshed from the API. */
export const useAppStore = create<AppState>(() => ({
  appInfo: readJson<TAppConfigResponse>(STORAGE_KEYS.appInfo),
  serviceInfo: readJson<TServiceIndexResponse>(STORAGE_KEYS.serviceInfo),
}));

export function saveAppInfo(appInfo: TAppConfigResponse) {
  writeJson(STORAGE_KEYS.appInfo, appInfo);
  useAppStore.setState({ appInfo });
}

export function saveServiceInfo(serviceInfo: TServiceIndexResponse) {
  writeJson(STORAGE_KEYS.serviceInfo, serviceInfo);
  const vipCs = serviceInfo.mobile.find((m) => m.mobileName === 'VipCS');
  if (vipCs) writeString(STORAGE_KEYS.minVipLevel, String(vipCs.minVipLevel));
  useAppStore.setState({ serviceInfo });
}

/** Names and defaults the app uses before app info arrives (docs/product.md §3 app state). */
export const APP_DEFAULTS = {
  appName: 'Khel',
  appVersion: '1.0.0',
  currencySign: 'Rs',
  phoneNumberPrefix: '+92',
  theme: 'green',
} as const;

/** The currency sign of app info, Rs until it arrives (docs/product.md §3). */
export const useCurrencySign = () =>
  useAppStore((s) => s.appInfo?.currencySign ?? APP_DEFAULTS.currencySign);

/** The default phone prefix of app info, +92 until it arrives. */
export const useDefaultPhonePrefix = () =>
  useAppStore((s) => s.appInfo?.phoneNumberPrefix ?? APP_DEFAULTS.phoneNumberPrefix);
