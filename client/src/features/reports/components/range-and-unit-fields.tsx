import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { decimalInputProps } from '@/lib/typed-number';

/** The unit and the printed reference range of a result, as a member corrects or adds it (text inputs). */
export function RangeAndUnitFields<
  F extends FieldValues & { unit: string; refLow: string; refHigh: string },
>({
  ids,
  errors,
  register,
}: {
  ids: { unit: string; low: string; high: string };
  errors: { unit?: string; low?: string; high?: string };
  register: UseFormRegister<F>;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-medium">
        Unit and reference range as printed (leave the range empty if none)
      </legend>
      <FormField id={ids.unit} label="Unit" error={errors.unit} className="grid content-start gap-2">
        {(fieldControl) => <Input {...fieldControl} autoComplete="off" {...register('unit' as Path<F>)} />}
      </FormField>
      <FormField id={ids.low} label="Range from" error={errors.low} className="grid content-start gap-2">
        {(fieldControl) => (
          <Input {...fieldControl} {...decimalInputProps} {...register('refLow' as Path<F>)} />
        )}
      </FormField>
      <FormField id={ids.high} label="Range to" error={errors.high} className="grid content-start gap-2">
        {(fieldControl) => (
          <Input {...fieldControl} {...decimalInputProps} {...register('refHigh' as Path<F>)} />
        )}
      </FormField>
    </fieldset>
  );
}
