import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

/**
 * The input's type and autocomplete token per credential: `email` and `current-password` let the browser's password
 * manager fill the saved address and password (sign-in, and confirming a change or a deletion).
 */
const CREDENTIALS = {
  email: { type: 'email', autoComplete: 'email' },
  'current-password': { type: 'password', autoComplete: 'current-password' },
} as const;

interface CredentialFieldProps {
  kind: keyof typeof CREDENTIALS;
  id: string;
  label: ReactNode;
  error?: string | undefined;
  className?: string;
  placeholder?: string;
  /** The form's `register(name)` for the field. */
  registration: UseFormRegisterReturn;
}

/** A labelled, required email or existing-password field of a react-hook-form form. */
export function CredentialField({
  kind,
  id,
  label,
  error,
  className,
  placeholder,
  registration,
}: CredentialFieldProps) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(control) => (
        <Input {...control} {...CREDENTIALS[kind]} required placeholder={placeholder} {...registration} />
      )}
    </FormField>
  );
}
