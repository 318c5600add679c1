import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUSES } from '@khel/contract/wallet-rules';
import { DEPOSIT_STATUS_TONE, agentLink, parseAgents } from './records';

describe('DEPOSIT_STATUS_TONE', () => {
  it('gives every contract status a badge: waiting, credited, or ended without money', () => {
    expect(DEPOSIT_STATUSES.map((s) => DEPOSIT_STATUS_TONE[s])).toEqual([
      'pending',
      'success',
      'danger',
      'info',
      'danger',
    ]);
  });
});

describe('parseAgents', () => {
  it('reads the JSON list', () => {
    expect(parseAgents('[{"name":"Ravi","contact":"+91 98765 43210"}]')).toEqual([
      { name: 'Ravi', contact: '+91 98765 43210' },
    ]);
  });

  it('drops malformed entries and malformed JSON', () => {
    expect(parseAgents('[{"name":"x"},null,{"name":"y","contact":" "}]')).toEqual([]);
    expect(parseAgents('{')).toEqual([]);
    expect(parseAgents('{"name":"x"}')).toEqual([]);
    expect(parseAgents(undefined)).toEqual([]);
  });
});

describe('agentLink', () => {
  it('keeps https links and sends phone numbers to WhatsApp', () => {
    expect(agentLink('https://t.me/agent')).toBe('https://t.me/agent');
    expect(agentLink('+91 98765-43210')).toBe('https://wa.me/919876543210');
  });

  it('refuses anything else', () => {
    expect(agentLink('javascript:alert(1)')).toBeNull();
    expect(agentLink('call me')).toBeNull();
  });
});
