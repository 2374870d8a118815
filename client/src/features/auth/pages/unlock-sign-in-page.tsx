import { unlockSignInFormSchema, type UnlockSignInForm } from '@common/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { FormErrorSummary } from '@/components/form-error-summary';
import { CredentialField } from '@/components/credential-field';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';
import { CredentialForm } from '../components/credential-form';

/**
 * From the mail sent when sign-in to an account was paused after many failed attempts: the owner signs in past the
 * pause with the password. Nothing is sent until the form is submitted (mail scanners open links).
 */
export default function UnlockSignInPage() {
  useDocumentTitle('Sign in');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { unlockSignIn } = useAuth();
  const [, navigate] = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<UnlockSignInForm>({
    shouldFocusError: false,
    resolver: zodResolver(unlockSignInFormSchema),
    defaultValues: { password: '' },
  });

  async function onSubmit(values: UnlockSignInForm) {
    setServerError(null);
    try {
      const user = await unlockSignIn(token, values.password);
      toast.success('Login successful', `Welcome back, ${user.username}!`);
      navigate('/dashboard');
    } catch (err) {
      setServerError(errorText(err, 'Sign-in failed. Please try again.'));
    }
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Sign-in to your account was paused after many failed attempts"
      footer={
        <Link
          href="/forgot-password"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
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
          submitLabel="Sign In"
          pendingLabel="Signing In..."
          pending={isSubmitting}
        >
          <p className="text-sm text-muted-foreground">
            This link lets you, and only you, sign in with your password while the pause lasts. It works once.
          </p>
          <FormErrorSummary
            errors={errors}
            fields={[{ name: 'password', id: 'unlock-password', label: 'Password' }]}
            serverError={serverError}
            focusKey={submitCount}
          />
          <CredentialField
            kind="current-password"
            id="unlock-password"
            label="Password"
            error={errors.password?.message}
            registration={register('password')}
          />
        </CredentialForm>
      )}
    </AuthCard>
  );
}
