import { cva, type VariantProps } from 'class-variance-authority';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const alertVariants = cva(
  'flex gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-border bg-muted text-foreground',
        destructive: 'border-red-200 bg-destructive-muted text-destructive',
        success: 'border-green-200 bg-success-muted text-success',
        warning: 'border-yellow-200 bg-warning-muted text-warning',
        info: 'border-blue-200 bg-info-muted text-info',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const ICONS = {
  default: Info,
  info: Info,
  destructive: AlertTriangle,
  warning: AlertTriangle,
  success: CheckCircle2,
};

export function Alert({
  className,
  variant,
  title,
  children,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants> & { title?: string }) {
  const Icon = ICONS[variant ?? 'default'];
  return (
    <div role="alert" className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden="true" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
