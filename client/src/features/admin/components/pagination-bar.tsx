import { pageCount } from '@common/admin';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';

const number = new Intl.NumberFormat('en-US');

/** "Showing 51–100 of 100,000" with Previous / Next; the list's own name goes into the buttons' labels. */
export function PaginationBar({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  busy = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, e.g. "users". */
  label: string;
  busy?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-col gap-3 pt-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">
        {total === 0
          ? `No ${label}`
          : `Showing ${number.format(first)}–${number.format(last)} of ${number.format(total)} ${label}`}
        <span className="sr-only">{busy ? ', loading' : ''}</span>
      </p>
      <div className="flex items-center gap-2">
        <span>
          Page {number.format(Math.min(page, pages))} of {number.format(pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1 || busy}
          aria-label={`Previous page of ${label}`}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages || busy}
          aria-label={`Next page of ${label}`}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
