import type { PlanSummary } from '@common/plans';
import { Badge } from '@/components/badge';

/** Doctor Verified plans show where their clinician review stands. */
export function ReviewStatus({
  plan,
}: {
  plan: Pick<PlanSummary, 'planType' | 'doctorVerified' | 'reviewStatus'>;
}) {
  if (plan.planType !== 'doctor_verified') return null;
  if (plan.doctorVerified || plan.reviewStatus === 'approved')
    return <Badge variant="success">Doctor verified</Badge>;
  if (plan.reviewStatus === 'declined')
    return <Badge variant="destructive">Not approved by your doctor</Badge>;
  if (plan.reviewStatus === 'canceled') return <Badge variant="outline">Review canceled</Badge>;
  if (plan.reviewStatus === 'changes_requested')
    return <Badge variant="warning">Changes requested by your doctor</Badge>;
  return <Badge variant="warning">Awaiting doctor review</Badge>;
}
