import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';

/** Reloads a query; the icon spins while it runs (still for reduced motion). */
export function RefreshButton({
  fetching,
  onRefresh,
  label,
  children,
}: {
  fetching: boolean;
  onRefresh: () => void;
  /** Accessible name, e.g. "Reload recent activity". */
  label: string;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" size="sm" onClick={onRefresh} disabled={fetching} aria-label={label}>
      <RefreshCw
        className={fetching ? 'animate-spin motion-reduce:animate-none' : undefined}
        aria-hidden="true"
      />
      {children}
    </Button>
  );
}
