import { ADMIN_PAGE_SIZE_DEFAULT, shortId } from '@common/admin';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus } from '@common/options';
import { useId, useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { useAdminReports } from '../api/admin-api';
import { ListLoadError, SkeletonRows, StatusFilter } from './admin-list-parts';
import { ALL, type FilterChoice, usePageForFilter } from '../hooks/use-page-for-filter';
import { PaginationBar } from './pagination-bar';
import { ReportActions } from '@/widgets/report-actions';
import { ReportStatusBadge } from '@/widgets/report-status-badge';

/** Blood Test Reports: every member's reports, newest first, with the real processing status. */
export function ReportsTab() {
  const statusId = useId();
  const [status, setStatus] = useState<FilterChoice<ReportStatus>>(ALL);
  const [page, setPage] = usePageForFilter(status);
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
          <StatusFilter
            id={statusId}
            label="Filter reports by status"
            allLabel="All reports"
            statuses={REPORT_STATUSES}
            labels={REPORT_STATUS_LABELS}
            value={status}
            onChange={setStatus}
          />
        </div>
      </div>

      {query.isError && !data ? (
        <ListLoadError
          title="Could not load reports"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
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
              {!data ? (
                <SkeletonRows rows={4} columns={5} />
              ) : (
                data.reports.map((r) => (
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
                ))
              )}
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
              onPageChange={setPage}
            />
          )}
        </div>
      )}
    </section>
  );
}
