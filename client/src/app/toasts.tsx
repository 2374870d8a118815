import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterLoading } from '@/lib/toast';

export default function Toasts() {
  // A parent's effects run after its children's: the Toaster is subscribed to sonner's toasts by now.
  useEffect(() => toasterLoading.listening(toast), []);
  // docs/product.md#pricing-and-limits: at most one toast at a time.
  return <Toaster position="bottom-right" visibleToasts={1} richColors closeButton />;
}
