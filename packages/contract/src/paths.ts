/**
 * API paths of SPEC.md §7, relative to the API base (default `/api`).
 * Kept free of zod so the web app can import them without pulling schemas into its bundle.
 */
export const API_PATHS = {
  appConfig: '/u/gconfig',
  serviceIndex: '/service/index',
  languages: '/language/languages',
  appStackUpload: '/u/appStackUpload',
  transferEventUpload: '/u/transferEventUpload',
  openapi: '/openapi.json',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The envelope's success state (SPEC.md §8). */
export const STATE_OK = '200';
