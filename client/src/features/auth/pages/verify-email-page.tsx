import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyEmail } from '../api/account-links-api';
import { AuthCard } from './auth-card';

export default function VerifyEmailPage() {
  useDocumentTitle('Verify email');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const verify = useVerifyEmail();
  const { isAuthenticated, refresh } = useAuth();
  const sent = useRef(false);

  useEffect(() => {
    // Once: the link is single-use, so a second call (React's strict mode) would report it as used.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token, { onSuccess: () => void (isAuthenticated && refresh()) });
  }, [token, verify, isAuthenticated, refresh]);

  return (
    <AuthCard
      title="Email verification"
      subtitle="Confirming that this address is yours"
      footer={
        <Link
          href={isAuthenticated ? '/dashboard' : '/login'}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {isAuthenticated ? 'Go to your dashboard' : 'Sign in'}
        </Link>
      }
    >
      {!token && (
        <Alert variant="destructive">
          This link is not complete. Please open the link from the mail again.
        </Alert>
      )}
      {verify.isPending && <p className="text-center text-sm text-muted-foreground">Verifying…</p>}
      {verify.isSuccess && <Alert>{verify.data.message}</Alert>}
      {verify.isError && (
        <Alert variant="destructive">
          {errorText(verify.error, 'Could not verify the address.')} Signed in, you can send a new link from
          your dashboard.
        </Alert>
      )}
    </AuthCard>
  );
}
