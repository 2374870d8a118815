/**
 * The sandbox's checkout: shown instead of the provider's own window when a provider runs without keys. Clearly
 * marked TEST MODE; Approve asks the server's sandbox to sign an approval that then goes through the same
 * verification as a real one, Decline records a failed payment, Close just ends the attempt.
 */
import { formatPrice, PLANS, type Currency, type PaidPlanType } from '@common/pricing';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { Spinner } from '@/components/spinner';
import type { ProviderName } from '../api/billing-api';

export interface TestOrder {
  provider: ProviderName;
  orderId: string;
  plan: PaidPlanType;
  /** Whole currency units, for display. */
  amount: number;
  currency: Currency;
}

const PROVIDER_NAMES: Record<ProviderName, string> = {
  razorpay: 'Razorpay',
  paypal: 'PayPal',
  stripe: 'Card',
};
/** The approve button wears the provider's colours (Razorpay's checkout is blue, docs/product.md#pricing-and-limits). */
const APPROVE_STYLE: Record<ProviderName, string> = {
  razorpay: 'bg-blue-600 text-white hover:bg-blue-700',
  paypal: 'bg-[#ffc439] text-slate-900 hover:bg-[#f2ba36]',
  stripe: '',
};

export function TestCheckoutDialog({
  order,
  onApprove,
  onDecline,
  onClose,
}: {
  order: TestOrder | null;
  onApprove(order: TestOrder): Promise<void>;
  onDecline(order: TestOrder): Promise<void>;
  /** Called whenever the dialog goes away without an answer (× button, Escape, Close). */
  onClose(): void;
}) {
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);

  const run = async (kind: 'approve' | 'decline') => {
    if (!order) return;
    setBusy(kind);
    try {
      await (kind === 'approve' ? onApprove(order) : onDecline(order));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && busy === null) onClose();
      }}
    >
      {order && (
        <DialogContent className="border-2 border-dashed border-amber-400">
          <DialogHeader>
            <Badge variant="warning" className="mb-1 uppercase tracking-wide">
              <FlaskConical aria-hidden="true" />
              Test mode
            </Badge>
            <DialogTitle>{PROVIDER_NAMES[order.provider]} test checkout</DialogTitle>
            <DialogDescription>
              This is the built-in sandbox: no real payment is taken and no card or account details are
              needed.
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-muted p-4 text-sm">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">{PLANS[order.plan].name}</dd>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="font-medium">{formatPrice(order.amount, order.currency)}</dd>
            <dt className="text-muted-foreground">Order</dt>
            <dd className="truncate font-mono text-xs leading-5">{order.orderId}</dd>
          </dl>
          <DialogFooter>
            <Button variant="ghost" onClick={onClose} disabled={busy !== null}>
              Close
            </Button>
            <Button variant="outline" onClick={() => void run('decline')} disabled={busy !== null}>
              {busy === 'decline' && <Spinner className="size-4" label="Declining" />}
              Decline payment
            </Button>
            <Button
              className={APPROVE_STYLE[order.provider]}
              onClick={() => void run('approve')}
              disabled={busy !== null}
            >
              {busy === 'approve' && <Spinner className="size-4 text-current" label="Approving" />}
              Approve test payment
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
