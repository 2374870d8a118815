import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Page } from '@/components/page';
import { showsNumbers } from '@common/plan';
import { useActivePlan, usePlan } from '@/features/plans/api/plans-api';
import { FreeProgress } from '@/features/progress/components/free-progress';
import { LogsExport } from '@/features/progress/components/logs-export';
import { PremiumProgress } from '@/features/progress/components/premium-progress';
import { ProgressPhotos } from '@/features/progress/components/progress-photos';
import { WeightLogForm } from '@/features/progress/components/weight-log-form';
import { BiomarkersCard } from '@/features/reports/components/biomarkers-card';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /progress: weight for everyone; trend, measurements, adherence, lifts and check-ins for Premium (issue 18). */
export default function ProgressScreen() {
  useDocumentTitle('Progress');
  const { hasActiveSubscription } = useAuth();
  // Energy figures (the device's active energy) only where the active plan shows numbers; hidden while unknown.
  const active = useActivePlan();
  const planId = active.data?.plan?.id ?? null;
  const detail = usePlan(planId ?? '');
  const showEnergy = detail.data
    ? showsNumbers(detail.data.plan.content)
    : active.data !== undefined && planId === null;
  return (
    <Page title="Progress" description="Your weight, measurements, training and how the plan adapts.">
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Log your weight</CardTitle>
            <CardDescription>
              Once a day, ideally in the morning. Earlier days can be entered too.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <WeightLogForm />
          </CardContent>
        </Card>
        {hasActiveSubscription ? <PremiumProgress showEnergy={showEnergy} /> : <FreeProgress />}
        <BiomarkersCard />
        <LogsExport />
        <ProgressPhotos canAdd={hasActiveSubscription} />
      </div>
    </Page>
  );
}
