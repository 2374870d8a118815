import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

/** A labelled figure with an icon (dashboard and admin headline numbers). */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: LucideIcon;
  testId?: string;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="rounded-lg bg-secondary p-2.5 text-secondary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-1">
        <p className="text-sm text-muted-foreground">{label}</p>
        <div className="text-xl font-bold leading-tight" data-testid={testId}>
          {value}
        </div>
        {detail && <div className="text-xs text-muted-foreground">{detail}</div>}
      </div>
    </Card>
  );
}
