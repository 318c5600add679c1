import { describe, expect, it } from 'vitest';
import { endOf } from './ExclusionCard';
import { parseLimitInput } from './LimitEditor';

describe('the limit a player types', () => {
  it('takes rupees above zero with at most 2 decimals, as the server does', () => {
    expect(parseLimitInput('depositDay', ' 1500 ')).toEqual({ value: 1500 });
    expect(parseLimitInput('lossWeek', '0.01')).toEqual({ value: 0.01 });
    expect(parseLimitInput('lossWeek', '10000000')).toEqual({ value: 10_000_000 });
    for (const text of ['0', '0.00', '', '-5', '10.005', '1e3', 'abc', '10000000.01'])
      expect(parseLimitInput('depositMonth', text), text).toEqual({ problem: 'invalidAmount' });
  });

  it('takes whole minutes from 5 to 1440 for the session limit', () => {
    expect(parseLimitInput('sessionMinutes', '5')).toEqual({ value: 5 });
    expect(parseLimitInput('sessionMinutes', '1440')).toEqual({ value: 1440 });
    for (const text of ['4', '1441', '90.5', ''])
      expect(parseLimitInput('sessionMinutes', text), text).toEqual({ problem: 'invalidMinutes' });
  });
});

describe('when a time-out or self-exclusion chosen now ends', () => {
  const now = new Date('2026-11-24T06:30:00Z');
  it('counts days and calendar months, and has no end when indefinite', () => {
    expect(endOf({ kind: 'timeout', days: 42 }, now)).toEqual(new Date('2027-01-05T06:30:00Z'));
    expect(endOf({ kind: 'self_exclusion', months: 6 }, now)).toEqual(
      new Date('2027-05-24T06:30:00Z'),
    );
    expect(endOf({ kind: 'self_exclusion', months: null }, now)).toBeNull();
  });
});
