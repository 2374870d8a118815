import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block while data loads. Decorative: announce loading elsewhere (e.g. aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-slate-200/80 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
