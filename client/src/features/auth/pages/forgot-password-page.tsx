import { forgotPasswordBody } from '@common/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { FormErrorSummary } from '@/components/form-error-summary';
import { CredentialField } from '@/components/credential-field';
import { showSubmitError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForgotPassword } from '../api/account-links-api';
import { AuthCard } from './auth-card';
import { CredentialForm } from '../components/credential-form';

type Values = z.input<typeof forgotPasswordBody>;

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<Values, unknown, z.output<typeof forgotPasswordBody>>({
    shouldFocusError: false,
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });

  async function onSubmit(values: z.output<typeof forgotPasswordBody>) {
    setServerError(null);
    try {
      setSent((await forgot.mutateAsync(values)).message);
    } catch (err) {
      showSubmitError({ setError, setServerError }, err, 'Could not send the link. Please try again.', {
        email: 'email',
      });
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one"
      footer={
        <Link href="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <Alert>{sent}</Alert>
      ) : (
        <CredentialForm
          onSubmit={handleSubmit(onSubmit)}
          submitLabel="Send reset link"
          pendingLabel="Sending..."
          pending={forgot.isPending}
        >
          <FormErrorSummary
            errors={errors}
            fields={[{ name: 'email', id: 'forgot-email', label: 'Email' }]}
            serverError={serverError}
            focusKey={submitCount}
          />
          <CredentialField
            kind="email"
            id="forgot-email"
            label="Email"
            error={errors.email?.message}
            placeholder="you@example.com"
            registration={register('email')}
          />
        </CredentialForm>
      )}
    </AuthCard>
  );
}
