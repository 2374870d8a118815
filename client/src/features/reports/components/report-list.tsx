import type { Report } from '@common/reports';
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api';
import { formatDate, formatPlainDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteReport } from '../api/reports-api';
import { ReportActions } from '@/widgets/report-actions';
import { Badge } from '@/components/badge';
import { ReportStatus } from '@/widgets/report-status-badge';

/** Reports with their date and status, and view / download / delete actions. */
export function ReportList({ reports, allowDelete = true }: { reports: Report[]; allowDelete?: boolean }) {
  const remove = useDeleteReport();
  const [confirming, setConfirming] = useState<Report | null>(null);

  async function onDelete(report: Report) {
    try {
      await remove.mutateAsync(report.id);
      toast.success('Report Deleted', `${report.filename} was deleted.`);
    } catch (err) {
      toast.error('Delete Failed', errorText(err, 'Could not delete the report. Please try again.'));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Blood test reports">
        {reports.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium" title={r.filename}>
                  {r.filename}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <span>Uploaded {formatDate(r.uploadedAt)}</span>
                  {r.sampleDate && <span>· Sample {formatPlainDate(r.sampleDate)}</span>}
                  <ReportStatus report={r} />
                  {r.identity?.needsAnswer && (
                    <Badge variant="warning" data-testid="identity-badge">
                      Is this yours?
                    </Badge>
                  )}
                  {r.identity?.answer === 'not_mine' && (
                    <Badge variant="neutral" data-testid="identity-badge">
                      Not yours: left out of trends
                    </Badge>
                  )}
                </p>
              </div>
            </div>
            <ReportActions report={r} className="flex shrink-0 gap-1 self-end sm:self-auto">
              {allowDelete && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${r.filename}`}
                  onClick={() => setConfirming(r)}
                >
                  <Trash2 />
                </Button>
              )}
            </ReportActions>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this report?"
        description={
          <>
            {confirming?.filename} and the results read from it will be deleted permanently. Plans you already
            generated are not changed.
          </>
        }
        confirmLabel="Delete report"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => confirming && onDelete(confirming)}
      />
    </>
  );
}
