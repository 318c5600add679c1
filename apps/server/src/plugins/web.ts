import fs from 'node:fs';
import path from 'node:path';
import { registerStaticBuild } from '@khel/static';
import type { FastifyInstance } from 'fastify';

/** Whether a built web app is in `dir`. */
export const hasWebBuild = (dir: string) => fs.existsSync(path.join(dir, 'index.html'));

/**
 * Serves the built player app (hashed assets cached for a year, pre-compressed files for slow
 * networks); every other GET that wants HTML gets index.html, since the app routes in history mode.
 */
export function registerWebApp(app: FastifyInstance, dir: string) {
  return registerStaticBuild(app, { root: dir });
}

export function wantsHtml(method: string, accept: string | undefined) {
  return (method === 'GET' || method === 'HEAD') && (accept ?? '').includes('text/html');
}
