import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_SEARCH_MAX,
  ADMIN_SEARCH_SUBSTRING_MIN,
  ADMIN_STATUS_FILTERS,
  type AdminStatusFilter,
  type AdminUser,
} from '@common/admin';
import { STATUS_DISPLAY_LABELS, subscriptionStanding } from '@common/subscription';
import { CheckCircle2, Search, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { useAdminUsers } from '../api/admin-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ListLoadError, SkeletonRows, StatusFilter } from './admin-list-parts';
import { ALL, type FilterChoice, usePageForFilter } from '../hooks/use-page-for-filter';
import { PaginationBar } from './pagination-bar';
import { SubscriptionBadge } from '@/widgets/subscription-badge';
import { UserDetailsSheet } from './user-details-sheet';

const SEARCH_DELAY_MS = 300;

/** Users Management: server-side search (debounced) and status filter, paginated for 100,000 members. */
export function UsersTab() {
  const searchId = useId();
  const statusId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FilterChoice<AdminStatusFilter>>(ALL);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // A new search or filter starts again at page 1 (the page belongs to the filter it was chosen under).
  const filterKey = `${q}\u0000${status}`;
  const [page, setPage] = usePageForFilter(filterKey);
  const [selected, setSelected] = useState<AdminUser | null>(null);

  const query = useAdminUsers({
    q,
    status: status === ALL ? undefined : status,
    page,
    pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  });
  const data = query.data;
  const typing = search.trim() !== q;

  return (
    <section aria-labelledby={`${searchId}-title`} className="space-y-4">
      <h2 id={`${searchId}-title`} className="sr-only">
        Users Management
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={searchId} className="sr-only">
            Search users
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              placeholder="Search users..."
              className="pl-9"
              value={search}
              maxLength={ADMIN_SEARCH_MAX}
              onChange={(e) => setSearch(e.target.value)}
              aria-describedby={`${searchId}-hint`}
            />
          </div>
          <p id={`${searchId}-hint`} className="text-xs text-muted-foreground">
            Username or email, any case.{' '}
            {search.trim().length > 0 && search.trim().length < ADMIN_SEARCH_SUBSTRING_MIN
              ? `Fewer than ${ADMIN_SEARCH_SUBSTRING_MIN} characters match the start; type more to match anywhere.`
              : ''}
          </p>
        </div>
        <div className="space-y-1.5 sm:w-48">
          <StatusFilter
            id={statusId}
            label="Filter by status"
            allLabel="All Status"
            statuses={ADMIN_STATUS_FILTERS}
            labels={STATUS_DISPLAY_LABELS}
            value={status}
            onChange={setStatus}
          />
          {/* Keeps the two controls aligned with the hint under the search box. */}
          <p className="hidden text-xs sm:block" aria-hidden="true">
            &nbsp;
          </p>
        </div>
      </div>

      {query.isError && !data ? (
        <ListLoadError
          title="Could not load users"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div aria-busy={query.isFetching || typing}>
          <Table regionLabel="Users" className="min-w-[56rem]">
            <TableHeader>
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Verified</TableHead>
                <TableHead>Joined</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={query.isPlaceholderData ? 'opacity-60' : undefined}>
              {!data ? (
                <SkeletonRows rows={5} columns={6} />
              ) : (
                data.users.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell className="font-medium">
                      <span className="flex flex-wrap items-center gap-1.5">
                        {u.username}
                        {u.isAdmin && <Badge variant="info">Admin</Badge>}
                        {u.isDisabled && <Badge variant="outline">Disabled</Badge>}
                      </span>
                    </TableCell>
                    <TableCell className="max-w-64 truncate" title={u.email}>
                      {u.email}
                    </TableCell>
                    <TableCell>
                      <SubscriptionBadge status={subscriptionStanding(u)} doctorVerified={u.doctorVerified} />
                    </TableCell>
                    <TableCell>
                      {u.isVerified ? (
                        <span className="inline-flex items-center gap-1 text-success">
                          <CheckCircle2 className="size-4" aria-hidden="true" /> Yes
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1 text-muted-foreground">
                          <XCircle className="size-4" aria-hidden="true" /> No
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(u.createdAt)}</TableCell>
                    <TableCell>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`View Details for ${u.username}`}
                        onClick={() => setSelected(u)}
                      >
                        View Details
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
              {data && data.users.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
                    {q || status !== ALL ? 'No users match your search.' : 'No users yet.'}
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
              label="users"
              busy={query.isFetching}
              onPageChange={setPage}
            />
          )}
        </div>
      )}

      <UserDetailsSheet
        user={selected}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
      />
    </section>
  );
}
