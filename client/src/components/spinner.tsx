import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 className={cn('size-5 animate-spin text-primary', className)} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A whole-page loading state (route chunks, the first /me). As tall as the screen, so the footer stays below the
 * fold until the page arrives instead of jumping down (layout shift).
 */
export function PageLoader() {
  return (
    <div className="flex min-h-[calc(100svh-4rem)] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
