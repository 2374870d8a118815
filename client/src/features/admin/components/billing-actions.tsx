/**
 * The admin's billing actions on a member's details, each behind a confirmation: refund a payment through its
 * provider (a sandbox payment through the sandbox) and revoke Premium or Doctor Verified outright. The server
 * checks, performs and audits both; refunding also ends what the payment bought.
 */
import { PLANS, type PaidPlanType } from '@common/pricing';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useBillingAction } from '../api/admin-api';

function ConfirmButton({
  label,
  title,
  description,
  run,
}: {
  label: string;
  title: string;
  description: ReactNode;
  run(): Promise<{ message: string }>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      toast.success('Done', (await run()).message);
      setOpen(false);
    } catch (err) {
      toast.error('Action Failed', errorText(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={label}
        busyLabel="Working..."
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

export function RefundPaymentButton({
  userId,
  payment,
}: {
  userId: string;
  payment: { id: string; provider: string; amountText: string };
}) {
  const mutation = useBillingAction();
  return (
    <ConfirmButton
      label="Refund"
      title={`Refund ${payment.amountText}?`}
      description={`The money goes back through ${payment.provider} and what this payment bought ends now.`}
      run={() => mutation.mutateAsync({ kind: 'refund', userId, paymentId: payment.id })}
    />
  );
}

export function RevokeEntitlementButton({
  userId,
  entitlement,
}: {
  userId: string;
  entitlement: PaidPlanType;
}) {
  const mutation = useBillingAction();
  const name = PLANS[entitlement].name;
  return (
    <ConfirmButton
      label={`Revoke ${name}`}
      title={`Revoke ${name}?`}
      description="Access ends now. No money is returned: refund the payment instead if it should be."
      run={() => mutation.mutateAsync({ kind: 'revoke', userId, entitlement })}
    />
  );
}
