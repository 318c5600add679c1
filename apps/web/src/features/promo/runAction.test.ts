import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { clientToasted } from './runAction';

describe('clientToasted', () => {
  it('knows the client toasted an ordinary envelope message', () => {
    expect(clientToasted(new ApiError(999, 'Invalid code', '400'))).toBe(true);
  });

  it('knows the client handled a logout', () => {
    expect(clientToasted(new ApiError(401, 'Please login first', '401'))).toBe(true);
  });

  it('knows the client kept quiet on system messages and network failures', () => {
    expect(clientToasted(new ApiError(999, 'system: no API at POST /api/x', '404'))).toBe(false);
    expect(clientToasted(new ApiError(999, 'timeout'))).toBe(false);
    expect(clientToasted(new Error('boom'))).toBe(false);
  });
});
