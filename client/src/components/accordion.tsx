import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Disclosure sections (Radix Accordion: buttons with aria-expanded inside headings, arrow-key navigation).
 *
 * <Accordion type="multiple"> or <Accordion type="single" collapsible>
 *   <AccordionItem value="a"><AccordionTrigger>Question</AccordionTrigger><AccordionContent>…</AccordionContent></AccordionItem>
 * </Accordion>
 */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      className={cn(
        'divide-y divide-border rounded-(--radius-card) border border-border bg-background',
        className,
      )}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('', className)} {...props} />;
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** Heading level of the wrapping heading element (default h3). */
  headingLevel?: 2 | 3 | 4;
}

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex min-h-14 flex-1 items-center justify-between gap-4 px-4 py-3 text-left text-base font-semibold transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5 [&_svg]:shrink-0',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            className="size-5 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn('px-4 pb-5 pt-1 text-sm leading-relaxed text-muted-foreground sm:px-5', className)}>
        {children}
      </div>
    </AccordionPrimitive.Content>
  );
}
