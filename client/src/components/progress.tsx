import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export interface ProgressProps extends ComponentProps<typeof ProgressPrimitive.Root> {
  /** 0–max (default max 100). Omit or pass null for an indeterminate bar. */
  value?: number | null;
  /** Classes for the filled part (e.g. a status colour). */
  indicatorClassName?: string;
}

/** A progress bar. Give it an accessible name: `aria-label` or `aria-labelledby`. */
export function Progress({ className, value, max = 100, indicatorClassName, ...props }: ProgressProps) {
  const clamped = value == null ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped == null ? 0 : (clamped / max) * 100;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full flex-1 rounded-full bg-primary transition-transform duration-500',
          clamped == null && 'w-1/3 animate-pulse',
          indicatorClassName,
        )}
        style={clamped == null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
