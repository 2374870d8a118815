import { MailWarning } from 'lucide-react';
import { Button } from '@/components/button';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useResendVerification } from '../api/account-links-api';

/** Shown to members whose address is not verified yet: the product works, but mails need a proven address. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user || user.isVerified) return null;

  async function onResend() {
    try {
      toast.success('Verification sent', (await resend.mutateAsync()).message);
    } catch (err) {
      toast.error('Could not send', errorText(err, 'Please try again later.'));
    }
  }

  return (
    <section
      role="status"
      className="flex flex-col gap-3 rounded-(--radius-card) border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 wrap-anywhere">
          Please verify your email address <strong>{user.email}</strong>: open the link we sent you. Until
          then we send you no receipts or notifications.
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend link'}
      </Button>
    </section>
  );
}
