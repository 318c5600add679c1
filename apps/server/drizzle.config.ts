import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations in ./drizzle from the one schema; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/*.ts',
  out: './apps/server/drizzle',
});
