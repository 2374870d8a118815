/**
 * Where a member lands after login (docs/product.md#screens): /today while a plan is running (today's meals and
 * session are what they came for), the dashboard otherwise.
 */
import { daysLeft } from '@common/plan-progress';
import { Redirect } from 'wouter';
import { PageLoader } from '@/components/spinner';
import { useActivePlan } from '@/features/plans/api/plans-api';

export default function MemberHome() {
  const active = useActivePlan();
  if (active.isPending) return <PageLoader />;
  const plan = active.data?.plan;
  const running = plan != null && daysLeft(plan.expiresAt) > 0;
  return <Redirect to={running ? '/today' : '/dashboard'} replace />;
}
