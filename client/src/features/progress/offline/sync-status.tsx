import { CloudOff, RefreshCw } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { formatDateTime } from '@/lib/format';
import { useOnline, useSyncQueue } from '@/lib/offline-sync';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * What waits on this device to reach the server ("2 changes waiting to sync"), when the last change did, and the
 * changes the server refused with its reason (kept until the member dismisses them).
 */
export function SyncStatus() {
  const { queue, snapshot } = useSyncQueue();
  const online = useOnline();
  if (!queue) return null;
  const { pending, rejected, syncing, lastSyncedAt, nextRetryAt } = snapshot;
  const waiting = pending.length;
  return (
    <div className="space-y-3">
      <div role="status" aria-live="polite" data-testid="sync-status">
        {waiting > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-yellow-200 bg-warning-muted p-3 text-sm text-warning">
            <span className="flex items-center gap-2">
              <CloudOff aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <span className="font-semibold">
                  {waiting === 1 ? '1 change waiting to sync' : `${waiting} changes waiting to sync`}
                </span>
                {'. '}
                {syncing
                  ? 'Sending…'
                  : !online
                    ? 'You are offline: they are kept on this device and sent when you are back online.'
                    : nextRetryAt
                      ? `Next try at ${TIME.format(nextRetryAt)}.`
                      : ''}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={syncing || !online}
              onClick={() => void queue.flush()}
            >
              <RefreshCw aria-hidden="true" />
              Sync now
            </Button>
          </div>
        ) : !online ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
            You are offline: what you log is kept on this device and sent when you are back online.
          </p>
        ) : lastSyncedAt ? (
          <p className="text-sm text-muted-foreground">
            All changes synced, last at {formatDateTime(new Date(lastSyncedAt))}.
          </p>
        ) : null}
      </div>
      {rejected.length > 0 && (
        <Alert
          variant="destructive"
          title={
            rejected.length === 1 ? '1 change was not saved' : `${rejected.length} changes were not saved`
          }
          data-testid="sync-rejected"
        >
          <ul className="mt-1 space-y-2">
            {rejected.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-medium">{c.label}</span>: {c.rejected?.message}
                </span>
                <Button variant="outline" size="sm" onClick={() => queue.dismiss(c.id)}>
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
