import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { errorText } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForgotPassword } from '../api/account-links-api';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      setSent((await forgot.mutateAsync({ email })).message);
    } catch (err) {
      setError(errorText(err, 'Could not send the link. Please try again.'));
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
        <form className="space-y-4" onSubmit={onSubmit}>
          {error && <Alert variant="destructive">{error}</Alert>}
          <div className="space-y-2">
            <Label htmlFor="forgot-email">Email</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="you@example.com"
            />
          </div>
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
