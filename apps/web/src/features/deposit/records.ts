import type { AgentItem, DepositStatus } from './types';

/** SPEC.md §4 names succeeded, success and pending; anything not yet successful reads pending. */
export function depositStatus(status: string | undefined): DepositStatus {
  const value = (status ?? '').toLowerCase();
  return value === 'success' || value === 'succeeded' ? 'success' : 'pending';
}

/** agentsV2 is a JSON string holding a list; entries without a name and contact are dropped. */
export function parseAgents(json: string | undefined): AgentItem[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is AgentItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as AgentItem).name === 'string' &&
        typeof (item as AgentItem).contact === 'string' &&
        (item as AgentItem).contact.trim() !== '',
    );
  } catch {
    return [];
  }
}

/** An agent's contact as a link: https links as they are, a phone number through WhatsApp. */
export function agentLink(contact: string): string | null {
  const value = contact.trim();
  if (/^https:\/\//i.test(value)) return value;
  const digits = value.replace(/[^\d]/g, '');
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}
