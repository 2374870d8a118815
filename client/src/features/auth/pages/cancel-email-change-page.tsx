import { SUPPORT_EMAIL } from '@common/limits';
import { Link, useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelEmailChange } from '../api/account-links-api';
import { AuthCard } from './auth-card';

/** From the notice mailed to the old address: the link can only cancel the pending change of address. */
export default function CancelEmailChangePage() {
  useDocumentTitle('Cancel email change');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const cancel = useCancelEmailChange();
  const { isAuthenticated } = useAuth();
  // Only on a click: mail scanners open links (and may run scripts), and the link is single-use.
  const confirm = () => cancel.mutate(token);

  return (
    <AuthCard
      title="Cancel the change of email"
      subtitle="Keep this address on your account"
      footer={
        <Link
          href={isAuthenticated ? '/profile' : '/login'}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {isAuthenticated ? 'Go to your account' : 'Sign in'}
        </Link>
      }
    >
      {!token && (
        <Alert variant="destructive">
          This link is not complete. Please open the link from the mail again.
        </Alert>
      )}
      {token && cancel.isIdle && (
        <>
          <p className="text-sm text-muted-foreground">
            Someone asked to move your account to another email address. If it was not you, cancel it: the
            account keeps this address and the new address cannot confirm the change.
          </p>
          <Button className="w-full" onClick={confirm}>
            This was not me: cancel the change
          </Button>
        </>
      )}
      {cancel.isPending && <p className="text-center text-sm text-muted-foreground">Cancelling…</p>}
      {cancel.isSuccess && <Alert>{cancel.data.message}</Alert>}
      {cancel.isError && (
        <Alert variant="destructive">
          {errorText(cancel.error, 'Could not cancel the change.')} If the new address was already confirmed,
          write to {SUPPORT_EMAIL} from this address.
        </Alert>
      )}
    </AuthCard>
  );
}
