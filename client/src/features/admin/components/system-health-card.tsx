import type { AdminSystem, HealthStatus } from '@common/admin';
import { Alert } from '@/components/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Skeleton } from '@/components/skeleton';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useAdminSystem } from '../api/admin-api';
import { HealthBadge } from './status-badges';
import { RefreshButton } from './refresh-button';

const MODE_LABELS = { live: 'Live', sandbox: 'Sandbox', disabled: 'Off', unknown: 'Unknown' } as const;

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  return d ? `${d}d ${h}h` : h ? `${h}h ${m}m` : `${m}m`;
}

function rows(s: AdminSystem): { name: string; status: HealthStatus; text: string }[] {
  return [
    {
      name: 'API',
      status: s.api.status,
      text: `Serving for ${uptime(s.api.uptimeSeconds)} (Node ${s.api.nodeVersion})`,
    },
    {
      name: 'Database',
      status: s.database.status,
      text: `${s.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}: ${s.database.message}`,
    },
    {
      name: 'Payments',
      status: s.payments.status,
      text: s.payments.providers.length
        ? s.payments.providers.map((p) => `${p.provider} ${MODE_LABELS[p.mode]}`).join(' · ')
        : s.payments.message,
    },
    { name: 'Report reading (OCR)', status: s.ocr.status, text: s.ocr.message },
    { name: 'Disk (data directory)', status: s.disk.status, text: s.disk.message },
  ];
}

/** Real checks from /api/admin/system (database ping, providers, OCR, disk), refreshed on demand. */
export function SystemHealthCard() {
  const query = useAdminSystem();
  const s = query.data;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="text-base">System Health</CardTitle>
          <CardDescription>{s ? `Checked ${formatDateTime(s.checkedAt)}` : 'Checking…'}</CardDescription>
        </div>
        <RefreshButton
          fetching={query.isFetching}
          onRefresh={() => void query.refetch()}
          label="Check system health again"
        >
          Recheck
        </RefreshButton>
      </CardHeader>
      <CardContent>
        {query.isError && !s ? (
          <Alert variant="destructive" title="Health check failed">
            {errorText(query.error, 'The server did not answer the health check.')}
          </Alert>
        ) : s ? (
          <>
            {s.payments.sandboxWarning && (
              <Alert variant="destructive" title="Payments sandbox is on" className="mb-3">
                {s.payments.sandboxWarning}
              </Alert>
            )}
            <p className="mb-3 flex items-center gap-2 text-sm">
              Overall: <HealthBadge status={s.status} />
            </p>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="System checks">
              {rows(s).map((r) => (
                <li
                  key={r.name}
                  className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block text-sm font-medium">{r.name}</span>
                    <span className="block break-words text-xs text-muted-foreground">{r.text}</span>
                  </span>
                  <HealthBadge status={r.status} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
