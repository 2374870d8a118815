import { cva, type VariantProps } from 'class-variance-authority';
import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A row of pressable chips (Radix ToggleGroup). `type="single"` for one choice, `type="multiple"` for a set
 * (e.g. fitness goals). Give the group an `aria-label`.
 *
 * <ToggleGroup type="multiple" value={goals} onValueChange={setGoals} aria-label="Fitness goals">
 *   <ToggleGroupItem value="weight_loss">Weight loss</ToggleGroupItem>…
 * </ToggleGroup>
 */
export function ToggleGroup({ className, ...props }: ComponentProps<typeof ToggleGroupPrimitive.Root>) {
  return <ToggleGroupPrimitive.Root className={cn('flex flex-wrap gap-2', className)} {...props} />;
}

export const toggleChipVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default:
          'border-input bg-background text-foreground hover:bg-muted data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground',
        soft: 'border-input bg-background text-foreground hover:bg-muted data-[state=on]:border-primary data-[state=on]:bg-secondary data-[state=on]:text-secondary-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function ToggleGroupItem({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToggleGroupPrimitive.Item> & VariantProps<typeof toggleChipVariants>) {
  return <ToggleGroupPrimitive.Item className={cn(toggleChipVariants({ variant }), className)} {...props} />;
}
