import { biomarkerCorrectionBody, type BiomarkerCorrection, type BiomarkerResult } from '@common/biomarkers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { FormErrorSummary } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/select';
import { showSubmitError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCorrectResult } from '../api/reports-api';
import { formatResult } from '../lib/biomarker-display';
import { decimalInputProps, parseTypedNumber } from '@/lib/typed-number';
import { RangeAndUnitFields } from './range-and-unit-fields';

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

/** A range end as typed: empty is "none printed"; "3,9" works; anything else fails the server's number check. */
const rangeEnd = (text: string): number | null =>
  text.trim() === '' ? null : (parseTypedNumber(text) ?? Number.NaN);

/**
 * What the member types (text, so "13,5" works) turned into the correction body the server checks: the value and
 * comparator, and the unit and printed range only when the member changed them from what was read.
 */
function correctionForm(result: BiomarkerResult) {
  const read = formDefaults(result);
  return z
    .object({
      value: z.string(),
      comparator: z.string(),
      unit: z.string(),
      refLow: z.string(),
      refHigh: z.string(),
    })
    .transform((f): BiomarkerCorrection => {
      const body: BiomarkerCorrection = {
        value: parseTypedNumber(f.value) ?? Number.NaN,
        comparator: f.comparator === EXACT ? null : (f.comparator as Comparator),
      };
      if (f.unit.trim() !== read.unit) body.unit = f.unit.trim() === '' ? null : f.unit.trim();
      if (f.refLow.trim() !== read.refLow || f.refHigh.trim() !== read.refHigh) {
        body.refLow = rangeEnd(f.refLow);
        body.refHigh = rangeEnd(f.refHigh);
      }
      return body;
    })
    .pipe(biomarkerCorrectionBody);
}

/** The form as read: a range only when the report printed one (a standard range is not the member's to correct). */
function formDefaults(result: BiomarkerResult) {
  const printed = result.refSource === 'report';
  return {
    value: String(result.value),
    comparator: result.comparator ?? EXACT,
    unit: result.unit ?? '',
    refLow: printed && result.refLow !== null ? String(result.refLow) : '',
    refHigh: printed && result.refHigh !== null ? String(result.refHigh) : '',
  };
}

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
  const unitId = useId();
  const lowId = useId();
  const highId = useId();
  const schema = useMemo(() => correctionForm(result), [result]);
  const [serverError, setServerError] = useState<string | null>(null);
  const correct = useCorrectResult(reportId);
  const unit = result.unit ?? result.unitCanonical;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: formDefaults(result),
  });

  async function onSubmit(correction: z.output<typeof schema>) {
    setServerError(null);
    try {
      const { biomarker } = await correct.mutateAsync({ biomarkerId: result.id, correction });
      onDone();
      toast.success(
        'Result Updated',
        `${biomarker.name} is now ${formatResult(biomarker.value, biomarker.comparator, biomarker.unit)}.`,
      );
    } catch (err) {
      showSubmitError({ setError, setServerError }, err, 'Could not save the correction. Please try again.', {
        value: 'value',
        comparator: 'comparator',
        unit: 'unit',
        refLow: 'refLow',
        refHigh: 'refHigh',
      });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Correct {result.name}</DialogTitle>
        <DialogDescription>
          We read {formatResult(result.value, result.comparator, result.unit)}. Type the value, its unit and
          the reference range exactly as your report prints them; we convert the unit and re-check the flag.
        </DialogDescription>
      </DialogHeader>
      <FormErrorSummary
        errors={errors}
        fields={[
          { name: 'value', id: valueId, label: 'Value' },
          { name: 'comparator', id: comparatorId, label: 'Comparator' },
          { name: 'unit', id: unitId, label: 'Unit' },
          { name: 'refLow', id: lowId, label: 'Range from' },
          { name: 'refHigh', id: highId, label: 'Range to' },
        ]}
        serverError={serverError}
        focusKey={submitCount}
        title="Not saved"
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <FormField
          id={valueId}
          label={`Value${unit ? ` (${unit})` : ''}`}
          error={errors.value?.message}
          className="grid gap-2"
        >
          {(fieldControl) => (
            <Input {...fieldControl} {...decimalInputProps} required {...register('value')} />
          )}
        </FormField>
        <FormField
          id={comparatorId}
          label="Comparator"
          error={errors.comparator?.message}
          className="grid content-start gap-2"
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="comparator"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...fieldControl}>
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
              )}
            />
          )}
        </FormField>
      </div>
      <RangeAndUnitFields
        ids={{ unit: unitId, low: lowId, high: highId }}
        errors={{ unit: errors.unit?.message, low: errors.refLow?.message, high: errors.refHigh?.message }}
        register={register}
      />
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
