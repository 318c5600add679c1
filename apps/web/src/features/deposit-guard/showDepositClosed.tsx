import { createRoot, type Root } from 'react-dom/client';
import { DepositClosedPopup } from './DepositClosedPopup';

let root: Root | null = null;

/**
 * Shows the deposit-closed popup in a root of its own, so nothing of it is in the first screen's
 * code (the app's tree has no host for it). Translations and stores are global.
 */
export function showDepositClosed() {
  if (!root) {
    const host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  }
  const popupRoot = root;
  popupRoot.render(<DepositClosedPopup onClose={() => popupRoot.render(null)} />);
}
