import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, Label } from './label';

/** What a field's control must carry so its label, invalid state and error are announced together. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The field's error, shown beside it and linked with aria-describedby. */
  error?: string | undefined;
  /** Marks the control invalid without an error of its own (e.g. a mismatch reported on another field). */
  invalid?: boolean;
  className?: string;
  /** Renders the control with the props that wire it to the label and the error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** One labelled form field: label, control, and its error beside it (every form uses this). */
export function FormField({ id, label, error, invalid, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': invalid ?? Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
