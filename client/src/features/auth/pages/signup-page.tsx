import { signupFormSchema, type SignupForm } from '@common/auth';
import { PRODUCT_NAME } from '@common/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Input } from '@/components/input';
import { FormField } from '@/components/form-field';
import { Label } from '@/components/label';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCommonPasswords } from '@/lib/use-common-passwords';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';

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

export default function SignupPage() {
  useDocumentTitle('Sign up');
  useCommonPasswords();
  const { register: registerAccount } = useAuth();
  const [, navigate] = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
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
      navigate('/profile');
    } catch (err) {
      setServerError(errorText(err, 'Registration failed. Please try again.'));
    }
  }

  // The cross-field rules of docs/product.md#validation show in the form's error alert.
  const alert = serverError ?? errors.confirmPassword?.message ?? errors.acceptTerms?.message ?? null;

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Start your personalised health journey"
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form className="space-y-4" onSubmit={handleSubmit(onSubmit)} noValidate>
        {alert && <Alert variant="destructive">{alert}</Alert>}
        {TEXT_FIELDS.map((f) => (
          <FormField
            key={f.name}
            id={`signup-${f.name}`}
            label={f.label}
            // The mismatch of confirmPassword shows in the alert above; the field is still marked invalid.
            error={f.name === 'confirmPassword' ? undefined : errors[f.name]?.message}
            invalid={Boolean(errors[f.name])}
          >
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
                  id="signup-terms"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  className="mt-0.5"
                />
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
              </div>
            )}
          />
          <Controller
            control={control}
            name="acceptDisclaimer"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id="signup-disclaimer"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  className="mt-0.5"
                />
                <Label htmlFor="signup-disclaimer" className="font-normal leading-snug">
                  I understand the{' '}
                  <Link href="/medical-disclaimer" className="text-primary underline">
                    Medical Disclaimer
                  </Link>
                  : plans are informational and do not replace advice from my doctor.
                </Label>
              </div>
            )}
          />
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
