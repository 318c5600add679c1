import { create } from 'zustand';

/** How long a product message stays (docs/product.md §9). */
export const TOAST_MS = 1500;

interface ToastState {
  message: string | null;
  /** Loading toasts stay until hidden (docs/product.md §9). */
  loading: string | null;
}

export const useToastStore = create<ToastState>(() => ({ message: null, loading: null }));

let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: string, durationMs = TOAST_MS) {
  if (!message) return;
  clearTimeout(timer);
  useToastStore.setState({ message });
  timer = setTimeout(() => useToastStore.setState({ message: null }), durationMs);
}

export function showLoading(message: string) {
  useToastStore.setState({ loading: message });
}

export function hideLoading() {
  useToastStore.setState({ loading: null });
}
