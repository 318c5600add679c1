import { i18n } from '../i18n';
import { showToast } from './toast';

export type ClipboardLike = Pick<Clipboard, 'writeText'>;

/** Copies text to the clipboard; resolves false when the browser refuses (then: copy manually). */
export async function copyText(
  text: string,
  clipboard: ClipboardLike | null = navigator.clipboard ?? null,
): Promise<boolean> {
  try {
    if (clipboard?.writeText) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    /* insecure context or denied: try the old way */
  }
  // Webviews without the async clipboard still honour execCommand on a selected textarea.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies and tells the player how it went (docs/product.md §8: copy success, or copy manually). */
export async function copyWithToast(text: string): Promise<boolean> {
  const copied = await copyText(text);
  showToast(i18n.t(copied ? 'copy.success' : 'copy.failure'));
  return copied;
}
