import { describe, expect, it } from 'vitest';
import { offsetMinutes, timeOfDay } from './clock';

describe("the game's clock", () => {
  it("shows a bet's time in the platform zone of the launch URL, not the phone's", () => {
    expect(timeOfDay('2025-02-28T19:05:09.000Z', offsetMinutes('+05:30'))).toBe('00:35:09');
    expect(timeOfDay('2025-02-28T19:05:09.000Z', offsetMinutes('+0500'))).toBe('00:05:09');
    expect(timeOfDay('2025-02-28T19:05:09.000Z', offsetMinutes(null))).toBe('00:35:09');
    expect(timeOfDay('soon', 330)).toBe('');
  });
});
