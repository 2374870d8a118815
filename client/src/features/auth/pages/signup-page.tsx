import { signupFormSchema, type SignupForm } from '@common/auth';
import { PRODUCT_NAME } from '@common/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { Checkbox } from '@/components/checkbox';
import { Input } from '@/components/input';
import { FieldError } from '@/components/label';
import { FormErrorSummary, type SummaryField } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Label } from '@/components/label';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCommonPasswords } from '@/lib/use-common-passwords';
import { useDocumentTitle } from '@/lib/use-document-title';
import { nextPath, withNext } from '@/lib/next-path';
import { AuthCard } from './auth-card';
import { CredentialForm } from '../components/credential-form';

const TEXT_FIELDS = [
  {
    name: 'username',
    label: 'Username',
    type: 'text',
    autoComplete: 'username',
    placeholder: 'e.g. priya_fit',
  },
  {
    name: 'email',
    label: 'Email Address',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'At least 8 characters',
  },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: '',
  },
] as const;

/** The two boxes a new member ticks, each with its own error. */
const CONSENTS = [
  { name: 'acceptTerms', id: 'signup-terms', label: 'Terms of Service' },
  { name: 'acceptDisclaimer', id: 'signup-disclaimer', label: 'Medical Disclaimer' },
] as const;

/** Every field in the order of the form, for the error summary. */
const SUMMARY_FIELDS: readonly SummaryField<SignupForm>[] = [
  ...TEXT_FIELDS.map((f) => ({ name: f.name, id: `signup-${f.name}`, label: f.label })),
  ...CONSENTS,
];

export default function SignupPage() {
  useDocumentTitle('Sign up');
  useCommonPasswords();
  const { register: registerAccount } = useAuth();
  const [, navigate] = useLocation();
  const next = nextPath(useSearch());
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SignupForm>({
    shouldFocusError: false,
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      acceptDisclaimer: false,
    },
  });

  async function onSubmit(values: SignupForm) {
    setServerError(null);
    try {
      await registerAccount({ username: values.username, email: values.email, password: values.password });
      toast.success(
        'Account created successfully',
        `Welcome to ${PRODUCT_NAME}! Complete your profile to get your personalised plan.`,
      );
      // The spec's /profile, unless the visitor came from a plan card: then on to that checkout.
      navigate(next ?? '/profile');
    } catch (err) {
      setServerError(errorText(err, 'Registration failed. Please try again.'));
    }
  }

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Start your personalised health journey"
      footer={
        <>
          Already have an account?{' '}
          <Link
            href={withNext('/login', next)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <CredentialForm
        onSubmit={handleSubmit(onSubmit)}
        submitLabel="Create Account"
        pendingLabel="Creating Account..."
        pending={isSubmitting}
      >
        <FormErrorSummary
          errors={errors}
          fields={SUMMARY_FIELDS}
          serverError={serverError}
          focusKey={submitCount}
        />
        {TEXT_FIELDS.map((f) => (
          <FormField key={f.name} id={`signup-${f.name}`} label={f.label} error={errors[f.name]?.message}>
            {(control) => (
              <Input
                {...control}
                type={f.type}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                required
                {...register(f.name)}
              />
            )}
          </FormField>
        ))}
        <div className="space-y-3 pt-1">
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  ref={field.ref}
                  id="signup-terms"
                  aria-invalid={Boolean(errors.acceptTerms)}
                  aria-describedby={errors.acceptTerms ? 'signup-terms-error' : undefined}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  className="mt-0.5"
                />
                <div className="space-y-1">
                  <Label htmlFor="signup-terms" className="font-normal leading-snug">
                    I agree to the{' '}
                    <Link href="/terms" className="text-primary underline">
                      Terms of Service
                    </Link>{' '}
                    and{' '}
                    <Link href="/privacy" className="text-primary underline">
                      Privacy Policy
                    </Link>
                  </Label>
                  <FieldError id="signup-terms-error" message={errors.acceptTerms?.message} />
                </div>
              </div>
            )}
          />
          <Controller
            control={control}
            name="acceptDisclaimer"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  ref={field.ref}
                  id="signup-disclaimer"
                  aria-invalid={Boolean(errors.acceptDisclaimer)}
                  aria-describedby={errors.acceptDisclaimer ? 'signup-disclaimer-error' : undefined}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  className="mt-0.5"
                />
                <div className="space-y-1">
                  <Label htmlFor="signup-disclaimer" className="font-normal leading-snug">
                    I understand the{' '}
                    <Link href="/medical-disclaimer" className="text-primary underline">
                      Medical Disclaimer
                    </Link>
                    : plans are informational and do not replace advice from my doctor.
                  </Label>
                  <FieldError id="signup-disclaimer-error" message={errors.acceptDisclaimer?.message} />
                </div>
              </div>
            )}
          />
        </div>
      </CredentialForm>
    </AuthCard>
  );
}
