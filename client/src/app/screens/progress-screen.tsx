import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Page } from '@/components/page';
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
        {hasActiveSubscription ? <PremiumProgress /> : <FreeProgress />}
        <BiomarkersCard />
        <LogsExport />
        <ProgressPhotos canAdd={hasActiveSubscription} />
      </div>
    </Page>
  );
}
