import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable } from './errors';

const pgError = (code: string, message = 'from the server') =>
  Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away for now, however the error is wrapped', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01']) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    }
    const refused = pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const query = new Error('Failed query: select secret from players where id = $1\nparams: 7', {
      cause: pgError('57P01', 'terminating connection due to administrator command'),
    });
    expect(databaseUnavailableReason(query)).toBe(
      '57P01: terminating connection due to administrator command',
    );
    expect(isDatabaseUnavailable(new AggregateError([new Error('x'), refused]))).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    for (const error of [
      pgError('23505', 'duplicate key'),
      pgError('40001', 'could not serialize access'),
      pgError('22P02', 'invalid input syntax'),
      new Error('boom'),
      'text',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
