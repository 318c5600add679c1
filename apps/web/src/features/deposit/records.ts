import type { DepositStatus } from '@khel/contract/wallet-rules';
import type { StatusTone } from '../wallet';

/** An agent of agentsV2 (the contract's ZAgentItem). */
export interface AgentItem {
  name: string;
  /** A WhatsApp number or an https link. */
  contact: string;
}

/** How a status badge reads: waiting, credited, or ended without money (docs/product.md §4 + contract). */
export const DEPOSIT_STATUS_TONE: Record<DepositStatus, StatusTone> = {
  pending: 'pending',
  success: 'success',
  failed: 'danger',
  expired: 'info',
  rejected: 'danger',
};

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
