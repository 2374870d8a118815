import { biomarkerCorrectionBody, type BiomarkerResult } from '@common/biomarkers';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { Input } from '@/components/input';
import { FieldError, Label } from '@/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/select';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCorrectResult } from '../api/reports-api';
import { formatResult } from '../lib/biomarker-display';

type Comparator = NonNullable<BiomarkerResult['comparator']>;
/** Radix Select needs a non-empty value for "no comparator". */
const EXACT = 'exact';
const COMPARATORS: { value: Comparator | typeof EXACT; label: string }[] = [
  { value: EXACT, label: 'Exactly this value' },
  { value: '<', label: '< less than' },
  { value: '<=', label: '≤ at most' },
  { value: '>', label: '> more than' },
  { value: '>=', label: '≥ at least' },
];

/** Correct a misread value (owner only). Opens for `result`; closes by setting it back to null. */
export function CorrectResultDialog({
  reportId,
  result,
  onClose,
}: {
  reportId: string;
  result: BiomarkerResult | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {result && <CorrectionForm key={result.id} reportId={reportId} result={result} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CorrectionForm({
  reportId,
  result,
  onDone,
}: {
  reportId: string;
  result: BiomarkerResult;
  onDone: () => void;
}) {
  const valueId = useId();
  const comparatorId = useId();
  const [value, setValue] = useState(String(result.value));
  const [comparator, setComparator] = useState<string>(result.comparator ?? EXACT);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const correct = useCorrectResult(reportId);
  const unit = result.unit ?? result.unitCanonical;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const parsed = biomarkerCorrectionBody.safeParse({
      value: value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')),
      comparator: comparator === EXACT ? null : comparator,
    });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a number');
      return;
    }
    setFieldError(undefined);
    try {
      const { biomarker } = await correct.mutateAsync({ biomarkerId: result.id, correction: parsed.data });
      onDone();
      toast.success(
        'Result Updated',
        `${biomarker.name} is now ${formatResult(biomarker.value, biomarker.comparator, biomarker.unit)}.`,
      );
    } catch (err) {
      setServerError(errorText(err, 'Could not save the correction. Please try again.'));
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Correct {result.name}</DialogTitle>
        <DialogDescription>
          We read {formatResult(result.value, result.comparator, result.unit)}. Type the value exactly as your
          report prints it{result.unit ? `, in ${result.unit}` : ''}; we re-check its flag against the range.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <div className="grid gap-2">
          <Label htmlFor={valueId}>Value{unit ? ` (${unit})` : ''}</Label>
          <Input
            id={valueId}
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${valueId}-error` : undefined}
          />
          <FieldError id={`${valueId}-error`} message={fieldError} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={comparatorId}>Comparator</Label>
          <Select value={comparator} onValueChange={setComparator}>
            <SelectTrigger id={comparatorId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {COMPARATORS.map((c) => (
                <SelectItem key={c.value} value={c.value}>
                  {c.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {serverError && (
        <Alert variant="destructive" title="Not saved">
          {serverError}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={correct.isPending}>
          {correct.isPending ? 'Saving...' : 'Save correction'}
        </Button>
      </DialogFooter>
    </form>
  );
}
