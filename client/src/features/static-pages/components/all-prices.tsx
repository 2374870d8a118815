import type { PaidPlanType } from '@common/pricing';
import { allPrices } from '../content/facts';

/** "₹2,499, $29, €27 or £23", formatted when shown (not when the page's module loads). */
export function AllPrices({ plan }: { plan: PaidPlanType }) {
  return <>{allPrices(plan)}</>;
}
