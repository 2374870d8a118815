import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export interface TableProps extends ComponentProps<'table'> {
  /** Classes for the scroll wrapper around the table. */
  containerClassName?: string;
  /**
   * Accessible name of the scrollable region (defaults to none: then the wrapper is a plain div). Give one when
   * the table can be wider than the screen, so keyboard users can focus the region and scroll it.
   */
  regionLabel?: string;
}

/**
 * A data table. On small screens it scrolls sideways inside its own wrapper instead of widening the page;
 * give wide tables a `regionLabel` so keyboard users can scroll them too.
 */
export function Table({ className, containerClassName, regionLabel, ...props }: TableProps) {
  return (
    <div
      className={cn(
        'relative w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        containerClassName,
      )}
      {...(regionLabel ? { role: 'region', 'aria-label': regionLabel, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-11 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle', className)} {...props} />;
}
