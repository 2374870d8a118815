import type { BiomarkerFlag } from '@common/biomarkers';
import { AlertTriangle, ArrowDown, ArrowUp, Check, Minus, PencilLine } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/badge';

const FLAG: Record<BiomarkerFlag, { label: string; variant: BadgeVariant; Icon: typeof Check }> = {
  low: { label: 'Low', variant: 'info', Icon: ArrowDown },
  normal: { label: 'Normal', variant: 'success', Icon: Check },
  high: { label: 'High', variant: 'destructive', Icon: ArrowUp },
};

/** Low / Normal / High in colour, word and icon (never colour alone). */
export function FlagBadge({ flag }: { flag: BiomarkerFlag | null }) {
  if (!flag) {
    return (
      <Badge variant="neutral">
        <Minus aria-hidden="true" /> No range
      </Badge>
    );
  }
  const { label, variant, Icon } = FLAG[flag];
  return (
    <Badge variant={variant} data-flag={flag}>
      <Icon aria-hidden="true" /> {label}
    </Badge>
  );
}

/** Past a clinical decision threshold (e.g. HbA1c ≥ 6.5 %): worth showing a doctor soon. */
export function ImportantBadge() {
  return (
    <Badge variant="warning">
      <AlertTriangle aria-hidden="true" /> Important
    </Badge>
  );
}

/** The member corrected this value (value, unit or range) or added the result the reading missed. */
export function EditedBadge({ added = false }: { added?: boolean }) {
  return (
    <Badge
      variant="outline"
      title={
        added ? 'You added this result: the reading missed it' : 'You corrected this result after reading'
      }
    >
      <PencilLine aria-hidden="true" /> {added ? 'Added by you' : 'Corrected by you'}
    </Badge>
  );
}
