import { Alert } from '@/components/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Skeleton } from '@/components/skeleton';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useAdminActivity } from '../api/admin-api';
import { RefreshButton } from './refresh-button';

/** The latest audit-log events (sign-ups, plans, payments, admin access to health data). */
export function RecentActivityCard() {
  const query = useAdminActivity(15);
  const events = query.data?.events;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="text-base">Recent Activity</CardTitle>
          <CardDescription>From the audit log, newest first.</CardDescription>
        </div>
        <RefreshButton
          fetching={query.isFetching}
          onRefresh={() => void query.refetch()}
          label="Reload recent activity"
        >
          Reload
        </RefreshButton>
      </CardHeader>
      <CardContent>
        {query.isError && !events ? (
          <Alert variant="destructive" title="Could not load activity">
            {errorText(query.error, 'Please try again.')}
          </Alert>
        ) : !events ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>
        ) : (
          <ol className="divide-y divide-border rounded-lg border border-border" aria-label="Recent activity">
            {events.map((e) => (
              <li
                key={e.id}
                className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-baseline sm:justify-between"
              >
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{e.label}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {e.actorUsername ?? (e.actorId ? 'deleted user' : 'system')}
                  </span>
                </span>
                <time dateTime={e.at} className="shrink-0 text-xs text-muted-foreground">
                  {formatDateTime(e.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
