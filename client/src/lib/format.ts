/** Dates as people read them: "Mar 12, 2024" and, with time, "Mar 12, 2024, 10:30 AM" (docs/product.md#screens admin format). */
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatDate = (iso: string | Date) => DATE.format(new Date(iso));
export const formatDateTime = (iso: string | Date) => DATE_TIME.format(new Date(iso));

/** A plain date "2024-03-12" (no time zone) shown without shifting a day. */
export const formatPlainDate = (ymd: string) => DATE.format(new Date(`${ymd}T12:00:00`));

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A food's grams on a plate: whole grams, and a tenth under 10 g so a pinch of salt (0.4 g) does not read "0 g". */
export function formatGrams(grams: number): string {
  return grams < 10 && !Number.isInteger(grams) ? `${Number(grams.toFixed(1))} g` : `${Math.round(grams)} g`;
}
