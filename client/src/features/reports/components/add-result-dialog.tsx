import {
  BIOMARKERS,
  BIOMARKER_CODES,
  biomarkerAddBody,
  type BiomarkerAdd,
  type BiomarkerCode,
} from '@common/biomarkers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { FormErrorSummary } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { showSubmitError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { decimalInputProps, parseTypedNumber } from '@/lib/typed-number';
import { useAddResult } from '../api/reports-api';
import { formatResult } from '../lib/biomarker-display';
import { RangeAndUnitFields } from './range-and-unit-fields';

/** The catalogue by panel, for the analyte list (each panel an option group). */
const PANELS = Object.entries(
  BIOMARKER_CODES.reduce<Record<string, BiomarkerCode[]>>((acc, code) => {
    (acc[BIOMARKERS[code].group] ??= []).push(code);
    return acc;
  }, {}),
);

const rangeEnd = (text: string): number | null =>
  text.trim() === '' ? null : (parseTypedNumber(text) ?? Number.NaN);

/** What the member types turned into the body the server checks (the server checks the unit fits the test). */
const addForm = z
  .object({ code: z.string(), value: z.string(), unit: z.string(), refLow: z.string(), refHigh: z.string() })
  .transform((f): BiomarkerAdd => ({
    code: f.code as BiomarkerCode,
    value: f.value.trim() === '' ? Number.NaN : (parseTypedNumber(f.value) ?? Number.NaN),
    unit: f.unit.trim() === '' ? null : f.unit.trim(),
    refLow: rangeEnd(f.refLow),
    refHigh: rangeEnd(f.refHigh),
  }))
  .pipe(biomarkerAddBody);

/** Add a result the reading missed (owner only): a test from the catalogue, its value, unit and printed range. */
export function AddResultDialog({ reportId }: { reportId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Add a result we missed
      </Button>
      <DialogContent>{open && <AddForm reportId={reportId} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function AddForm({ reportId, onDone }: { reportId: string; onDone: () => void }) {
  const ids = { code: useId(), value: useId(), unit: useId(), low: useId(), high: useId() };
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddResult(reportId);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, submitCount },
  } = useForm<z.input<typeof addForm>, unknown, z.output<typeof addForm>>({
    shouldFocusError: false,
    resolver: zodResolver(addForm),
    defaultValues: { code: 'HGB', value: '', unit: BIOMARKERS.HGB.unit, refLow: '', refHigh: '' },
  });
  const code = register('code', {
    // A new test starts in its usual unit; the member changes it to what the report prints.
    onChange: (e: { target: { value: string } }) =>
      setValue('unit', BIOMARKERS[e.target.value as BiomarkerCode]?.unit ?? ''),
  });

  async function onSubmit(body: z.output<typeof addForm>) {
    setServerError(null);
    try {
      const { biomarker } = await add.mutateAsync(body);
      onDone();
      toast.success(
        'Result Added',
        `${biomarker.name} ${formatResult(biomarker.value, biomarker.comparator, biomarker.unit)} was added.`,
      );
    } catch (err) {
      showSubmitError({ setError, setServerError }, err, 'Could not add the result. Please try again.', {
        code: 'code',
        value: 'value',
        unit: 'unit',
        refLow: 'refLow',
        refHigh: 'refHigh',
      });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Add a result we missed</DialogTitle>
        <DialogDescription>
          Pick the test, then type its value, unit and reference range exactly as your report prints them.
        </DialogDescription>
      </DialogHeader>
      <FormErrorSummary
        errors={errors}
        fields={[
          { name: 'code', id: ids.code, label: 'Test' },
          { name: 'value', id: ids.value, label: 'Value' },
          { name: 'unit', id: ids.unit, label: 'Unit' },
          { name: 'refLow', id: ids.low, label: 'Range from' },
          { name: 'refHigh', id: ids.high, label: 'Range to' },
        ]}
        serverError={serverError}
        focusKey={submitCount}
        title="Not added"
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          id={ids.code}
          label="Test"
          error={errors.code?.message}
          className="grid content-start gap-2"
        >
          {(fieldControl) => (
            <select
              {...fieldControl}
              {...code}
              className="border-input bg-background h-9 w-full min-w-0 rounded-md border px-3 text-sm"
            >
              {PANELS.map(([group, codes]) => (
                <optgroup key={group} label={group}>
                  {codes.map((c) => (
                    <option key={c} value={c}>
                      {BIOMARKERS[c].name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={ids.value}
          label="Value"
          error={errors.value?.message}
          className="grid content-start gap-2"
        >
          {(fieldControl) => (
            <Input {...fieldControl} {...decimalInputProps} required {...register('value')} />
          )}
        </FormField>
      </div>
      <RangeAndUnitFields
        ids={{ unit: ids.unit, low: ids.low, high: ids.high }}
        errors={{ unit: errors.unit?.message, low: errors.refLow?.message, high: errors.refHigh?.message }}
        register={register}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add result'}
        </Button>
      </DialogFooter>
    </form>
  );
}
