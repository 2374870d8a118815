import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;

/**
 * sonner and its <Toaster> (app/toaster.tsx) are not part of the start-up script: they load once the page is idle,
 * or at the first toast if that comes sooner (issue 33: main-thread time of the public pages). A toast asked for
 * before the Toaster listens waits for it.
 */
let requested = false;
const listeners = new Set<() => void>();
let listening: (toast: Sonner) => void = () => undefined;
const whenListening = new Promise<Sonner>((resolve) => (listening = resolve));

export const toasterLoading = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether the Toaster should be on the page yet. */
  requested: (): boolean => requested,
  request(): void {
    if (requested) return;
    requested = true;
    for (const listener of listeners) listener();
  },
  /** Called by the Toaster once it listens for toasts. */
  listening: (toast: Sonner): void => listening(toast),
};

function show(fn: (toast: Sonner) => void): void {
  toasterLoading.request();
  void whenListening.then(fn);
}

/** Toasts of docs/product.md#errors-and-messages: a title and an optional description; at most one shows at a time (see <Toaster>). */
export const toast = {
  success(title: string, description?: string) {
    show((sonner) => {
      sonner.dismiss();
      sonner.success(title, { description });
    });
  },
  error(title: string, description?: string) {
    show((sonner) => {
      sonner.dismiss();
      sonner.error(title, { description });
    });
  },
  info(title: string, description?: string) {
    show((sonner) => {
      sonner.dismiss();
      sonner(title, { description });
    });
  },
};
