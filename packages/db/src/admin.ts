import pg from 'pg';

/**
 * Runs `task` on a connection of its own to `url` (creating or dropping databases, terminating
 * backends), closed afterwards. Its 'error' listener keeps a connection PostgreSQL drops from
 * ending the process: the task's query fails instead.
 */
export async function withPgClient<T>(
  url: string,
  task: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
