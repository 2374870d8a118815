import { Link, useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
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
  // Only on a click: mail scanners open links (and may run scripts), and the link is single-use.
  const confirm = () => verify.mutate(token, { onSuccess: () => void (isAuthenticated && refresh()) });

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
      {token && verify.isIdle && (
        <Button className="w-full" onClick={confirm}>
          Confirm my email address
        </Button>
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
