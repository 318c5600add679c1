import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/client';

/** The database the server is configured for (DATABASE_URL, or PGlite in DATA_DIR), for a tool. */
export const openToolDatabase = (config: Config) =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
  });
