import { useAppStore } from '../../stores/app';
import { useSession } from '../../stores/session';
import { contactUrl, pickServiceContact } from './serviceContact';

/** The customer-service URL of the current player, or null while service info is missing. */
export function useServiceUrl(): string | null {
  const serviceInfo = useAppStore((s) => s.serviceInfo);
  const vipLevel = useSession((s) => Number(s.userInfo?.vipLevel ?? 0));
  const contact = pickServiceContact(serviceInfo, vipLevel);
  return contact ? contactUrl(contact) : null;
}

export function openServiceUrl(url: string | null) {
  if (url) window.open(url, '_blank', 'noopener');
}
