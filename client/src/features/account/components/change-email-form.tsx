import { changeEmailBody } from '@common/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormErrorSummary, type SummaryField } from '@/components/form-error-summary';
import { CredentialField } from '@/components/credential-field';
import { showSubmitError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useChangeEmail } from '../api/account-api';

type Values = z.input<typeof changeEmailBody>;

/** The new address takes effect once its link is opened; the current address is told of the request. */
export function ChangeEmailForm() {
  const id = useId();
  const { user } = useAuth();
  const change = useChangeEmail();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = useForm<Values, unknown, z.output<typeof changeEmailBody>>({
    shouldFocusError: false,
    resolver: zodResolver(changeEmailBody),
    defaultValues: { newEmail: '', password: '' },
  });
  const fields: readonly SummaryField<Values>[] = [
    { name: 'newEmail', id: `${id}-email`, label: 'New email address' },
    { name: 'password', id: `${id}-password`, label: 'Your password' },
  ];

  async function onSubmit(values: z.output<typeof changeEmailBody>) {
    setServerError(null);
    setSent(null);
    try {
      setSent((await change.mutateAsync(values)).message);
      reset();
    } catch (err) {
      showSubmitError(
        { setError, setServerError },
        err,
        'Could not change the email address. Please try again.',
        {
          newEmail: 'newEmail',
          password: 'password',
        },
      );
    }
  }

  return (
    <form className="space-y-3" onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Mail className="size-4 text-primary" aria-hidden="true" /> Change email
      </h3>
      <p className="text-sm text-muted-foreground wrap-anywhere">
        Current address: {user?.email} {user?.isVerified ? '(verified)' : '(not verified)'}
      </p>
      <FormErrorSummary errors={errors} fields={fields} serverError={serverError} focusKey={submitCount} />
      {sent && <Alert>{sent}</Alert>}
      <CredentialField
        kind="email"
        id={`${id}-email`}
        label="New email address"
        error={errors.newEmail?.message}
        className="space-y-1.5"
        registration={register('newEmail')}
      />
      <CredentialField
        kind="current-password"
        id={`${id}-password`}
        label="Your password"
        error={errors.password?.message}
        className="space-y-1.5"
        registration={register('password')}
      />
      <Button type="submit" variant="outline" disabled={change.isPending}>
        {change.isPending ? 'Sending...' : 'Change email'}
      </Button>
    </form>
  );
}
