import { loginFormSchema, type LoginForm } from '@common/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { FormErrorSummary } from '@/components/form-error-summary';
import { CredentialField } from '@/components/credential-field';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { nextPath, withNext } from '@/lib/next-path';
import { AuthCard } from './auth-card';
import { CredentialForm } from '../components/credential-form';

export default function LoginPage() {
  useDocumentTitle('Login');
  const { login } = useAuth();
  const [, navigate] = useLocation();
  const next = nextPath(useSearch());
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginForm>({
    shouldFocusError: false,
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  async function onSubmit(values: LoginForm) {
    setServerError(null);
    try {
      const user = await login(values.email, values.password);
      toast.success('Login successful', `Welcome back, ${user.username}!`);
      // The spec's /dashboard (it leads to today's session), or the checkout the visitor was on the way to.
      navigate(next ?? '/dashboard');
    } catch (err) {
      setServerError(errorText(err, 'Login failed. Please try again.'));
    }
  }

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to your account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            href={withNext('/signup', next)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <CredentialForm
        onSubmit={handleSubmit(onSubmit)}
        submitLabel="Sign In"
        pendingLabel="Signing In..."
        pending={isSubmitting}
      >
        <FormErrorSummary
          errors={errors}
          fields={[
            { name: 'email', id: 'login-email', label: 'Email' },
            { name: 'password', id: 'login-password', label: 'Password' },
          ]}
          serverError={serverError}
          focusKey={submitCount}
        />
        <CredentialField
          kind="email"
          id="login-email"
          label="Email"
          error={errors.email?.message}
          placeholder="you@example.com"
          registration={register('email')}
        />
        <CredentialField
          kind="current-password"
          id="login-password"
          label="Password"
          error={errors.password?.message}
          registration={register('password')}
        />
        <p className="text-right text-sm">
          <Link
            href="/forgot-password"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </p>
      </CredentialForm>
    </AuthCard>
  );
}
