import { ADMIN_PAGE_SIZE_DEFAULT, shortId } from '@common/admin';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus } from '@common/options';
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Label } from '@/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/select';
import { Skeleton } from '@/components/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useAdminReports } from '../api/admin-api';
import { PaginationBar } from './pagination-bar';
import { ReportActions } from '@/components/report-actions';
import { ReportStatusBadge } from '@/components/report-status-badge';

const ALL = 'all';
type StatusChoice = ReportStatus | typeof ALL;

/** Blood Test Reports: every member's reports, newest first, with the real processing status. */
export function ReportsTab() {
  const statusId = useId();
  const [status, setStatus] = useState<StatusChoice>(ALL);
  const [paging, setPaging] = useState({ key: status, page: 1 });
  const page = paging.key === status ? paging.page : 1;
  const query = useAdminReports({
    status: status === ALL ? undefined : status,
    page,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const data = query.data;

  return (
    <section aria-labelledby={`${statusId}-title`} className="space-y-4">
      <h2 id={`${statusId}-title`} className="sr-only">
        Blood Test Reports
      </h2>
      <div className="flex justify-end">
        <div className="w-full space-y-1.5 sm:w-52">
          <Label htmlFor={statusId} className="sr-only">
            Filter reports by status
          </Label>
          <Select value={status} onValueChange={(v) => setStatus(v as StatusChoice)}>
            <SelectTrigger id={statusId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All reports</SelectItem>
              {REPORT_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {REPORT_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {query.isError && !data ? (
        <Alert variant="destructive" title="Could not load reports">
          {errorText(query.error, 'Please try again.')}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <div aria-busy={query.isFetching}>
          <Table regionLabel="Blood test reports" className="min-w-[48rem]">
            <TableHeader>
              <TableRow>
                <TableHead>Filename</TableHead>
                <TableHead>User ID</TableHead>
                <TableHead>Upload Date</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={query.isPlaceholderData ? 'opacity-60' : undefined}>
              {!data
                ? Array.from({ length: 4 }, (_, i) => (
                    <TableRow key={i}>
                      {Array.from({ length: 5 }, (__, j) => (
                        <TableCell key={j}>
                          <Skeleton className="h-4 w-full max-w-40" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : data.reports.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell className="max-w-72 truncate font-medium" title={r.filename}>
                        {r.filename}
                      </TableCell>
                      <TableCell>
                        <code className="text-xs" title={r.userId}>
                          {shortId(r.userId)}
                        </code>
                        {r.username && <span className="sr-only">, {r.username}</span>}
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatDateTime(r.uploadedAt)}</TableCell>
                      <TableCell>
                        <ReportStatusBadge status={r.status} />
                      </TableCell>
                      <TableCell>
                        <ReportActions report={r} />
                      </TableCell>
                    </TableRow>
                  ))}
              {data && data.reports.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                    {status === ALL ? 'No reports uploaded yet.' : 'No reports with this status.'}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {data && (
            <PaginationBar
              page={page}
              pageSize={data.pageSize}
              total={data.total}
              label="reports"
              busy={query.isFetching}
              onPageChange={(p) => setPaging({ key: status, page: p })}
            />
          )}
        </div>
      )}
    </section>
  );
}
