import { showsNumbers } from '@common/plan';
import type { PlanDetail } from '@common/plans';
import { History } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { formatDateTime, formatPlainDate } from '@/lib/format';
import { usePlanVersions } from '../api/plans-api';

/**
 * What a weekly check-in changed in this plan, and its versions (docs/product.md#progress-tracking): the current
 * version says what changed and why; earlier versions stay readable as they were.
 */
export function PlanVersions({ plan, viewing }: { plan: PlanDetail; viewing: number | undefined }) {
  const versions = usePlanVersions(plan.id);
  const list = versions.data?.versions ?? [];
  const revision = plan.content.revision;
  const current = list.find((v) => v.current);
  // Eating-disorder history: no calorie targets or food amounts (showsNumbers, NICE NG69).
  const numbers = showsNumbers(plan.content);
  const changes = (revision?.changes ?? []).filter((c) => numbers || !/kcal|\d\s*g\b/.test(c));
  return (
    <div className="space-y-4" data-testid="plan-versions">
      {viewing !== undefined && current && viewing !== current.version && (
        <Alert variant="warning" title={`You are looking at version ${viewing}, an earlier version`}>
          It was replaced by a weekly check-in.{' '}
          <Link href={`/plans/${plan.id}`} className="font-medium underline">
            See the current version ({current.version})
          </Link>
          .
        </Alert>
      )}
      {revision && (
        <Card data-testid="plan-revision">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <History aria-hidden="true" className="size-4" /> Updated by your weekly check-in
            </CardTitle>
            <CardDescription>
              Version {revision.version}, from {formatPlainDate(revision.fromDate)} (week {revision.fromWeek})
              {numbers
                ? `: calorie target ${revision.previousCalories} → ${revision.calories} kcal a day`
                : ''}
              . Days before stay as they were.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {/* Folded: the reasons run to several long sentences and pushed the plan itself off a phone's screen. */}
            <details>
              <summary className="cursor-pointer text-sm font-semibold">
                What changed and why ({changes.length})
              </summary>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </details>
          </CardContent>
        </Card>
      )}
      {list.length > 1 && (
        <nav aria-label="Plan versions" className="text-sm">
          <h3 className="mb-1 font-semibold">Versions</h3>
          <ul className="space-y-1">
            {list.map((v) => {
              const shown = (viewing ?? current?.version) === v.version;
              const label = `Version ${v.version}${v.current ? ' (current)' : ''}${numbers ? ` · ${v.calories} kcal a day` : ''} · ${formatDateTime(v.createdAt)}`;
              return (
                <li key={v.version}>
                  {shown ? (
                    <span aria-current="page" className="font-medium">
                      {label}
                    </span>
                  ) : (
                    <Link
                      href={v.current ? `/plans/${plan.id}` : `/plans/${plan.id}?version=${v.version}`}
                      className="underline"
                    >
                      {label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}
