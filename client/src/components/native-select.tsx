import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldBase } from './input';

/**
 * The browser's own <select>, styled like the other fields. Weighs nothing and opens the phone's native picker:
 * use it on light pages (landing) and in long forms; use Select (Radix) where the options need custom rendering.
 *
 * <Label htmlFor="currency">Currency</Label>
 * <NativeSelect id="currency" value={c} onChange={(e) => setC(e.target.value)}><option value="INR">INR</option></NativeSelect>
 */
export function NativeSelect({
  className,
  containerClassName,
  ...props
}: ComponentProps<'select'> & { containerClassName?: string }) {
  return (
    <div className={cn('relative', containerClassName)}>
      <select
        className={cn(fieldBase, 'min-h-11 cursor-pointer appearance-none py-2 pr-10', className)}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
