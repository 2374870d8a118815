import { toast as sonner } from 'sonner';

/** Toasts of docs/product.md#errors-and-messages: a title and an optional description; at most one shows at a time (see <Toaster>). */
export const toast = {
  success(title: string, description?: string) {
    sonner.dismiss();
    sonner.success(title, { description });
  },
  error(title: string, description?: string) {
    sonner.dismiss();
    sonner.error(title, { description });
  },
  info(title: string, description?: string) {
    sonner.dismiss();
    sonner(title, { description });
  },
};
