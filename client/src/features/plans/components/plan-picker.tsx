/**
 * One week (or day) of a long plan at a time (issue #31 item 10: 28 days of meals were 12,000 px on a phone).
 * Toggle buttons that scroll sideways inside themselves; the page shows the chosen part and hides the rest on
 * screen only (`hidden print:block` on the parts not chosen), so printing or "Save as PDF" still gives the whole
 * plan.
 */
import { Button } from '@/components/button';

export interface PickerOption {
  value: number;
  label: string;
}

export function PlanPicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly PickerOption[];
  value: number;
  onChange(value: number): void;
}) {
  if (options.length < 2) return null;
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
      data-print-hidden
    >
      {options.map((o) => (
        <Button
          key={o.value}
          size="sm"
          variant={o.value === value ? 'default' : 'outline'}
          aria-pressed={o.value === value}
          className="shrink-0"
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </div>
  );
}
