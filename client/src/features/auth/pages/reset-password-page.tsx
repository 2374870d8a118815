import { resetPasswordFormSchema } from '@common/auth';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCommonPasswords } from '@/lib/use-common-passwords';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/account-links-api';
import { AuthCard } from './auth-card';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  useCommonPasswords();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const { isAuthenticated, logout } = useAuth();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = resetPasswordFormSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the password');
    try {
      const { message } = await reset.mutateAsync({ token, password });
      // Every session has ended, this browser's included.
      if (isAuthenticated) await logout();
      toast.success('Password changed', message);
      navigate('/login');
    } catch (err) {
      setError(errorText(err, 'Could not change the password. Please try again.'));
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
        <form className="space-y-4" onSubmit={onSubmit}>
          {error && <Alert variant="destructive">{error}</Alert>}
          <div className="space-y-2">
            <Label htmlFor="reset-password">New password</Label>
            <Input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="reset-confirm">Confirm new password</Label>
            <Input
              id="reset-confirm"
              type="password"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
          </div>
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
