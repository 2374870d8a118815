import type { AdminUser, AdminUserDetail } from '@common/admin';
import { isPaymentInForce } from '@common/billing';
import { ACTIVITY_LEVEL_INFO, GENDER_LABELS, PLAN_TYPE_LABELS, type ActivityLevel } from '@common/options';
import { DEFAULT_UNIT_SYSTEM, formatHeight, formatWeight } from '@common/units';
import { CURRENCIES, formatPrice, MINOR_UNITS_PER_UNIT, type Currency } from '@common/pricing';
import { Ban, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/sheet';
import { Skeleton } from '@/components/skeleton';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAdminUser, useSetAccountDisabled } from '../api/admin-api';
import { ReportActions } from '@/widgets/report-actions';
import { ReportStatusBadge } from '@/widgets/report-status-badge';
import { RefundPaymentButton, RevokeEntitlementButton } from './billing-actions';
import { GrantClinicianDialog } from './grant-clinician-dialog';
import { SubscriptionBadge } from '@/widgets/subscription-badge';

function money(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase();
  if ((CURRENCIES as readonly string[]).includes(code)) {
    const c = code as Currency;
    return formatPrice(amountMinor / MINOR_UNITS_PER_UNIT[c], c);
  }
  return `${(amountMinor / 100).toFixed(2)} ${code}`;
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const orDash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Fields({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const shownOf = (shown: number, total: number) =>
  total > shown ? `latest ${shown} of ${total}` : `${total}`;

function Details({ detail }: { detail: AdminUserDetail }) {
  // Heights and weights in the admin's own display units (issue 21).
  const units = useAuth().profile?.unitSystem ?? DEFAULT_UNIT_SYSTEM;
  const { user, subscription, sessions, profile, plans, reports, payments } = detail;
  return (
    <div className="space-y-6">
      <Section title="Account">
        <Fields
          items={[
            ['Username', user.username],
            ['Email', user.email],
            ['User ID', <code className="text-xs">{user.id}</code>],
            ['Joined', formatDateTime(user.createdAt)],
            ['Verified', yesNo(user.isVerified)],
            ['Role', user.isAdmin ? 'Admin' : 'Member'],
            ['Account', user.isDisabled ? <Badge variant="destructive">Disabled</Badge> : 'Enabled'],
            ['Last sign-in', sessions.lastSignInAt ? formatDateTime(sessions.lastSignInAt) : '—'],
            ['Active sessions', sessions.active],
          ]}
        />
      </Section>

      <Section title="Subscription">
        <Fields
          items={[
            [
              'Status',
              <SubscriptionBadge status={subscription.status} doctorVerified={subscription.doctorVerified} />,
            ],
            ['Premium', subscription.premiumActive ? 'Active' : 'Not active'],
            [
              'Premium until',
              subscription.premiumExpiresAt ? formatDateTime(subscription.premiumExpiresAt) : '—',
            ],
            [
              'Doctor verified',
              subscription.doctorVerified
                ? `Yes${subscription.doctorVerifiedAt ? `, since ${formatDate(subscription.doctorVerifiedAt)}` : ''}`
                : 'No',
            ],
            ['Has active subscription', yesNo(subscription.hasActiveSubscription)],
          ]}
        />
        {(subscription.premiumActive || subscription.doctorVerified) && (
          <div className="mt-3 flex flex-wrap gap-2">
            {subscription.premiumActive && <RevokeEntitlementButton userId={user.id} entitlement="premium" />}
            {subscription.doctorVerified && (
              <RevokeEntitlementButton userId={user.id} entitlement="doctor_verified" />
            )}
          </div>
        )}
      </Section>

      <Section title="Profile summary">
        {profile ? (
          <Fields
            items={[
              ['Age', orDash(profile.age)],
              [
                'Gender',
                profile.gender
                  ? (GENDER_LABELS[profile.gender as keyof typeof GENDER_LABELS] ?? profile.gender)
                  : '—',
              ],
              ['Height', profile.height ? formatHeight(profile.height, units) : '—'],
              ['Weight', profile.weight ? formatWeight(profile.weight, units) : '—'],
              ['BMI', orDash(profile.bmi?.toFixed(1))],
              [
                'Activity',
                profile.activityLevel
                  ? (ACTIVITY_LEVEL_INFO[profile.activityLevel as ActivityLevel]?.label ??
                    profile.activityLevel)
                  : '—',
              ],
              ['Goals', orDash(profile.fitnessGoals.join(', '))],
              ['Diet', orDash(profile.dietaryRestrictions.join(', '))],
              ['Conditions', orDash(profile.medicalConditions.join(', '))],
              ['Medications', profile.medicationCount ? `${profile.medicationCount} listed` : 'None listed'],
              ['Updated', formatDateTime(profile.updatedAt)],
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No profile yet.</p>
        )}
      </Section>

      <Section
        title="Plans"
        aside={
          <span className="text-xs text-muted-foreground">{shownOf(plans.items.length, plans.total)}</span>
        }
      >
        {plans.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No plans generated.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {plans.items.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0">
                  <span className="font-medium">
                    {PLAN_TYPE_LABELS[p.planType as keyof typeof PLAN_TYPE_LABELS] ?? p.planType}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {formatDateTime(p.createdAt)} · confidence {p.confidenceScore}%
                  </span>
                </span>
                {p.isActive && <Badge variant="success">Active</Badge>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        title="Blood test reports"
        aside={
          <span className="text-xs text-muted-foreground">
            {shownOf(reports.items.length, reports.total)}
          </span>
        }
      >
        {reports.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reports uploaded.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {reports.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0">
                  <span className="block truncate font-medium" title={r.filename}>
                    {r.filename}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    {formatDateTime(r.uploadedAt)} · {r.biomarkerCount} results{' '}
                    <ReportStatusBadge status={r.status} />
                  </span>
                </span>
                <ReportActions report={r} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        title="Payments"
        aside={
          <span className="text-xs text-muted-foreground">
            {shownOf(payments.items.length, payments.total)}
          </span>
        }
      >
        {payments.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {payments.items.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-medium">{money(p.amountMinor, p.currency)}</span>{' '}
                  <span className="text-muted-foreground">
                    · {PLAN_TYPE_LABELS[p.planType as keyof typeof PLAN_TYPE_LABELS] ?? p.planType} ·{' '}
                    {p.provider}
                  </span>
                  <span className="block text-xs text-muted-foreground">{formatDateTime(p.createdAt)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge
                    variant={
                      p.status === 'succeeded'
                        ? 'success'
                        : p.status === 'failed' || p.status === 'charged_back'
                          ? 'destructive'
                          : p.status === 'partially_refunded' || p.status === 'disputed'
                            ? 'warning'
                            : 'neutral'
                    }
                  >
                    {(p.status.charAt(0).toUpperCase() + p.status.slice(1)).replace(/_/g, ' ')}
                  </Badge>
                  {isPaymentInForce(p.status) && (
                    <RefundPaymentButton
                      userId={user.id}
                      payment={{
                        id: p.id,
                        provider: p.provider,
                        amountText: money(p.amountMinor, p.currency),
                      }}
                    />
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** Disable (with confirmation: it signs the member out everywhere) or re-enable the account. */
function AccountAction({ user }: { user: AdminUser }) {
  const { user: me } = useAuth();
  const mutation = useSetAccountDisabled();
  const [confirming, setConfirming] = useState(false);
  const isSelf = me?.id === user.id;

  async function run(disable: boolean) {
    try {
      const res = await mutation.mutateAsync({ id: user.id, disable });
      toast.success(disable ? 'Account Disabled' : 'Account Enabled', res.message);
    } catch (err) {
      toast.error('Action Failed', errorText(err, 'Please try again.'));
    } finally {
      setConfirming(false);
    }
  }

  if (user.isDisabled) {
    return (
      <Button variant="outline" onClick={() => void run(false)} disabled={mutation.isPending}>
        <RotateCcw aria-hidden="true" />
        {mutation.isPending ? 'Enabling...' : 'Enable account'}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="destructive"
        onClick={() => setConfirming(true)}
        disabled={isSelf || mutation.isPending}
        aria-describedby={isSelf ? 'disable-self-note' : undefined}
      >
        <Ban aria-hidden="true" />
        Disable account
      </Button>
      {isSelf && (
        <p id="disable-self-note" className="text-xs text-muted-foreground">
          You cannot disable your own account.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disable ${user.username}?`}
        description="They are signed out on every device at once and cannot log in until an admin enables the account again. Their data is kept."
        confirmLabel="Disable account"
        busyLabel="Disabling..."
        busy={mutation.isPending}
        onConfirm={() => void run(true)}
      />
    </>
  );
}

/** The member details panel behind 'View Details' (opening it is audit-logged on the server). */
export function UserDetailsSheet({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useAdminUser(user?.id ?? null);
  const detail = query.data;
  return (
    <Sheet open={user !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[min(36rem,calc(100vw-1rem))]">
        <SheetHeader>
          <SheetTitle>{user?.username ?? 'Member'}</SheetTitle>
          <SheetDescription>Member details. Opening them is recorded in the audit log.</SheetDescription>
        </SheetHeader>
        {query.isError ? (
          <Alert variant="destructive" title="Could not load this member">
            {errorText(query.error, 'Please try again.')}
          </Alert>
        ) : detail ? (
          <>
            <Details detail={detail} />
            <div className="flex flex-col gap-2 border-t border-border pt-4">
              <AccountAction user={detail.user} />
              <div>
                <GrantClinicianDialog userId={detail.user.id} username={detail.user.username} />
              </div>
            </div>
          </>
        ) : (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Loading member details</span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
