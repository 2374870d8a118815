import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Label } from '@/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/select';
import { Skeleton } from '@/components/skeleton';
import { TableCell, TableRow } from '@/components/table';
import { errorText } from '@/lib/api';
import { ALL, type FilterChoice } from '../hooks/use-page-for-filter';

/** A status filter for an admin list: "all" plus one option per status, with a screen-reader label. */
export function StatusFilter<T extends string>({
  id,
  label,
  allLabel,
  statuses,
  labels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  statuses: readonly T[];
  labels: Record<T, string>;
  value: FilterChoice<T>;
  onChange: (value: FilterChoice<T>) => void;
}) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Select value={value} onValueChange={(v) => onChange(v as FilterChoice<T>)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {statuses.map((s) => (
            <SelectItem key={s} value={s}>
              {labels[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}

/** A list that could not load: the reason and a retry. */
export function ListLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive" title={title}>
      {errorText(error, 'Please try again.')}{' '}
      <Button variant="link" className="h-auto p-0" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/** Placeholder rows while a table's first page loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i}>
      {Array.from({ length: columns }, (__, j) => (
        <TableCell key={j}>
          <Skeleton className="h-4 w-full max-w-40" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
