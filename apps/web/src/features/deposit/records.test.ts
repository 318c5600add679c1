import { describe, expect, it } from 'vitest';
import { agentLink, depositStatus, parseAgents } from './records';

describe('depositStatus', () => {
  it('reads success and succeeded as success', () => {
    expect(depositStatus('success')).toBe('success');
    expect(depositStatus('Succeeded')).toBe('success');
  });

  it('reads pending and anything unknown as pending', () => {
    expect(depositStatus('pending')).toBe('pending');
    expect(depositStatus(undefined)).toBe('pending');
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
