import { resetPasswordFormSchema, type ResetPasswordForm } from '@common/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { FormErrorSummary, type SummaryField } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { showSubmitError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCommonPasswords } from '@/lib/use-common-passwords';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/account-links-api';
import { AuthCard } from './auth-card';
import { CredentialForm } from '../components/credential-form';

const FIELDS: readonly SummaryField<ResetPasswordForm>[] = [
  { name: 'password', id: 'reset-password', label: 'New password' },
  { name: 'confirmPassword', id: 'reset-confirm', label: 'Confirm new password' },
];

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  useCommonPasswords();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const { isAuthenticated, logout } = useAuth();
  const [, navigate] = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<ResetPasswordForm>({
    shouldFocusError: false,
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  async function onSubmit({ password }: ResetPasswordForm) {
    setServerError(null);
    try {
      const { message } = await reset.mutateAsync({ token, password });
      // Every session has ended, this browser's included.
      if (isAuthenticated) await logout();
      toast.success('Password changed', message);
      navigate('/login');
    } catch (err) {
      showSubmitError({ setError, setServerError }, err, 'Could not change the password. Please try again.', {
        password: 'password',
      });
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Setting a new password signs you out on every device"
      footer={
        <Link
          href="/forgot-password"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Request a new link
        </Link>
      }
    >
      {!token ? (
        <Alert variant="destructive">
          This link is not complete. Please open the link from the mail again.
        </Alert>
      ) : (
        <CredentialForm
          onSubmit={handleSubmit(onSubmit)}
          submitLabel="Set new password"
          pendingLabel="Saving..."
          pending={reset.isPending}
        >
          <FormErrorSummary
            errors={errors}
            fields={FIELDS}
            serverError={serverError}
            focusKey={submitCount}
          />
          {FIELDS.map((f) => (
            <FormField key={f.name} id={f.id} label={f.label} error={errors[f.name]?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  required
                  {...register(f.name)}
                />
              )}
            </FormField>
          ))}
        </CredentialForm>
      )}
    </AuthCard>
  );
}
