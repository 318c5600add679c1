import { describe, expect, it } from 'vitest';
import { answerFromPaise, type ProviderAnswer } from './errors';

describe('answerFromPaise', () => {
  it('writes the paise the database answers as the wire rupees, in the wire order', () => {
    const stored = {
      state: '200',
      resultData: {
        balancePaise: 123_456_789,
        currency: 'INR',
        platformTransactionId: '42',
        transactionId: 'tx-1',
      },
    } as unknown as ProviderAnswer;
    const answer = answerFromPaise(stored);
    expect(answer).toEqual({
      state: '200',
      resultData: {
        balance: 1_234_567.89,
        currency: 'INR',
        platformTransactionId: '42',
        transactionId: 'tx-1',
      },
    });
    expect(Object.keys(answer.resultData!)[0]).toBe('balance');
  });

  it('replays answers stored before migration 0014 (rupees) and refusals as they are', () => {
    const legacy: ProviderAnswer = { state: '200', resultData: { balance: 10.5, currency: 'INR' } };
    const refused: ProviderAnswer = { state: 'INVALID_SESSION', msg: 'Invalid session' };
    expect(answerFromPaise(legacy)).toBe(legacy);
    expect(answerFromPaise(refused)).toBe(refused);
  });
});
