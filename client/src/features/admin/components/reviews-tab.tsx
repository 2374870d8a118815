import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { Skeleton } from '@/components/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { errorText } from '@/lib/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Doctor Verified reviews: queue length, oldest waiting, reviews done, time to review, and each clinician's load. */
export function ReviewsTab() {
  const stats = useQuery({
    queryKey: queryKeys.reviewStats,
    queryFn: () => api.get('/api/admin/reviews'),
  });
  if (stats.isError)
    return (
      <Alert variant="destructive" title="Could not load reviews">
        {errorText(stats.error, 'Please try again.')}
      </Alert>
    );
  if (!stats.data) return <Skeleton className="h-40 w-full" />;
  const s = stats.data;
  const figures: [string, string][] = [
    ['Waiting for review', String(s.queueLength)],
    ['Oldest waiting', s.oldestWaitingHours === null ? '—' : `${s.oldestWaitingHours} h`],
    ['Reviews done', String(s.reviewsDone)],
    ['Median time to review', s.medianHoursToReview === null ? '—' : `${s.medianHoursToReview} h`],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="review-figures">
        {figures.map(([label, value]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </Card>
        ))}
      </dl>
      <Card>
        <CardHeader>
          <CardTitle>Clinicians</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {s.perClinician.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No clinicians yet. Open a member&apos;s details in Users Management and choose &ldquo;Clinician
              role&rdquo; (or run npm run admin -- grant-clinician).
            </p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Clinician</TableHead>
                  <TableHead>Members</TableHead>
                  <TableHead>Pending</TableHead>
                  <TableHead>Done</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {s.perClinician.map((c) => (
                  <TableRow key={c.clinicianId}>
                    <TableCell>
                      {c.displayName} {!c.active && <Badge variant="neutral">Revoked</Badge>}
                    </TableCell>
                    <TableCell>{c.assignedMembers}</TableCell>
                    <TableCell>{c.pending}</TableCell>
                    <TableCell>{c.done}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
