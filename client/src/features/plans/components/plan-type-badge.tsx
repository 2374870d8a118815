import { PLAN_TYPE_LABELS, type PlanType } from '@common/options';
import { Crown, Sparkles, Stethoscope } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/badge';

const STYLE: Record<PlanType, { variant: BadgeVariant; Icon: typeof Crown }> = {
  free: { variant: 'neutral', Icon: Sparkles },
  premium: { variant: 'secondary', Icon: Crown },
  doctor_verified: { variant: 'info', Icon: Stethoscope },
};

export function PlanTypeBadge({ planType }: { planType: PlanType }) {
  const { variant, Icon } = STYLE[planType];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {PLAN_TYPE_LABELS[planType]}
    </Badge>
  );
}
