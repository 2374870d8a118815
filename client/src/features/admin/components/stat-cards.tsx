import type { AdminStats } from '@common/admin';
import { Activity, CreditCard, FileText, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card } from '@/components/card';
import { Skeleton } from '@/components/skeleton';

const number = new Intl.NumberFormat('en-US');

interface StatDef {
  id: string;
  label: string;
  value: (s: AdminStats) => number;
  detail: (s: AdminStats) => string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const STATS: StatDef[] = [
  {
    id: 'total-users',
    label: 'Total Users',
    value: (s) => s.totalUsers,
    detail: (s) => `${number.format(s.signupsByDay.reduce((a, d) => a + d.count, 0))} joined in 30 days`,
    icon: Users,
  },
  {
    id: 'active-subscriptions',
    label: 'Active Subscriptions',
    value: (s) => s.activeSubscriptions,
    detail: (s) => `${s.conversionRate}% of users · ${number.format(s.doctorVerifiedUsers)} doctor verified`,
    icon: CreditCard,
  },
  {
    id: 'plans-generated',
    label: 'Plans Generated',
    value: (s) => s.totalPlans,
    detail: (s) => `${s.plansPerUser.toFixed(1)} per user`,
    icon: Activity,
  },
  {
    id: 'blood-test-reports',
    label: 'Blood Test Reports',
    value: (s) => s.totalReports,
    detail: () => 'Uploaded by members',
    icon: FileText,
  },
];

/** The four stat cards of docs/product.md#screens (a list: each card is a term and its value). */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!stats}>
      {STATS.map(({ id, label, value, detail, icon: Icon }) => (
        <Card key={id} className="p-5">
          {/* dt and dd must be direct children of the card (the dl's group): the icon sits inside the dt. */}
          <dt className="flex items-start justify-between gap-3 text-sm font-medium text-muted-foreground">
            {label}
            <Icon className="size-5 text-primary" aria-hidden={true} />
          </dt>
          <dd className="mt-2">
            {stats ? (
              <>
                <span className="block text-3xl font-bold tracking-tight" data-testid={`stat-${id}`}>
                  {number.format(value(stats))}
                </span>
                <span className="mt-1 block text-xs text-muted-foreground">{detail(stats)}</span>
              </>
            ) : (
              <>
                <Skeleton className="h-9 w-24" />
                <Skeleton className="mt-2 h-3 w-32" />
                <span className="sr-only">Loading</span>
              </>
            )}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
