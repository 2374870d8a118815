import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogOverlay, OverlayCloseButton } from './dialog';

/**
 * A panel that slides in from a screen edge (Radix Dialog underneath: focus trap, Escape, labelled by its title).
 *
 * <Sheet>
 *   <SheetTrigger asChild><Button>Filters</Button></SheetTrigger>
 *   <SheetContent side="right"><SheetHeader><SheetTitle>Filters</SheetTitle></SheetHeader>…</SheetContent>
 * </Sheet>
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-6 shadow-xl focus:outline-none',
  {
    variants: {
      side: {
        right:
          'inset-y-0 right-0 h-full w-[min(24rem,calc(100vw-3rem))] border-l border-border data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
        left: 'inset-y-0 left-0 h-full w-[min(24rem,calc(100vw-3rem))] border-r border-border data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-(--radius-card) border-t border-border pb-[max(1.5rem,env(safe-area-inset-bottom))] data-[state=open]:animate-slide-in-bottom data-[state=closed]:animate-slide-out-bottom',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export interface SheetContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof sheetVariants> {
  showCloseButton?: boolean;
}

export function SheetContent({
  className,
  side,
  children,
  showCloseButton = true,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {showCloseButton && <OverlayCloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
