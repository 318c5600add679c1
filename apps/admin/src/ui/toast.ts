import { useSyncExternalStore } from 'react';
import { errorText } from './errors';

/** Short notices in the corner: a write that worked, or why one failed. */
export interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(tone: Toast['tone'], text: string) {
  const id = next++;
  toasts = [...toasts, { id, tone, text }];
  emit();
  setTimeout(() => dismiss(id), tone === 'error' ? 8000 : 4000);
}

export function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (text: string) => push('success', text),
  /** An AdminError (its message, or the translated network text) or a plain text. */
  error: (error: unknown) => push('error', errorText(error)),
};

export function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => toasts,
  );
}
