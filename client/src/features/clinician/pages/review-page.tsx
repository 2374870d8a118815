import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { RiskScoreList } from '@/widgets/risk-score-list';
import { Page } from '@/components/page';
import { ProtectedImage } from '@/widgets/protected-image';
import { Skeleton } from '@/components/skeleton';
import { errorText } from '@/lib/api';
import { linkedFileUrl, type FileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReviewDetail } from '../api/clinician-api';
import { ConsultationThread } from '../components/consultation-thread';
import { DecisionForms } from '../components/decision-forms';

const SEVERITY = { critical: 'destructive', caution: 'warning', info: 'info' } as const;

/** One review: the member's profile, results with history, the risk assessment, the plan and the decision forms. */
export default function ReviewPage() {
  const { planId = '' } = useParams<{ planId: string }>();
  const [, navigate] = useLocation();
  const detail = useReviewDetail(planId);
  useDocumentTitle('Plan review');
  if (detail.isError)
    return (
      <Page title="Plan review">
        <Alert variant="destructive" title="Could not open this review">
          {errorText(detail.error, 'Please try again.')}
        </Alert>
      </Page>
    );
  if (!detail.data)
    return (
      <Page title="Plan review">
        <Skeleton className="h-96 w-full" />
      </Page>
    );
  const d = detail.data;
  const profile = d.member.profile ?? {};
  const show = (k: string) => {
    const v = profile[k];
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) return '—';
    if (typeof v === 'boolean') return v ? 'yes' : 'no';
    return Array.isArray(v) ? v.join(', ') : String(v);
  };
  const targets = (d.plan.content as { targets?: { calories: number; proteinG: number } }).targets;
  return (
    <Page
      title={`Review: ${d.member.name}`}
      description={`Status: ${d.review.status.replace('_', ' ')} · waiting since ${formatDateTime(d.review.requestedAt)} · target ${d.targetHours} h`}
      actions={
        <Button asChild variant="outline">
          <Link href="/clinician">
            <ArrowLeft aria-hidden="true" /> Queue
          </Link>
        </Button>
      }
    >
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="min-w-0 space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                {[
                  ['Age', 'age'],
                  ['Sex', 'gender'],
                  ['Height cm', 'heightCm'],
                  ['Weight kg', 'weightKg'],
                  ['Activity', 'activityLevel'],
                  ['Systolic BP', 'systolicBp'],
                  ['Diastolic BP', 'diastolicBp'],
                  ['Waist cm', 'waistCm'],
                  ['Smoker', 'smoker'],
                ].map(([label, key]) => (
                  <div key={key} className="min-w-0">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="truncate font-medium">{show(key!)}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 break-words text-sm">
                Conditions: {show('medicalConditions')} · Medications: {show('medications')}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Plan</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              <p className="break-words">{d.plan.summary}</p>
              {targets && (
                <p>
                  Targets: {targets.calories} kcal, protein {targets.proteinG} g · confidence{' '}
                  {d.plan.confidenceScore}
                </p>
              )}
              <ul className="space-y-1">
                {d.plan.warningDetails.map((w) => (
                  <li key={w.message} className="flex flex-wrap items-start gap-2">
                    <Badge variant={SEVERITY[w.severity]}>{w.severity}</Badge>
                    <span className="min-w-0 flex-1 break-words">{w.message}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Health risk assessment</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <RiskScoreList scores={d.riskAssessment.scores} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Blood test results</CardTitle>
            </CardHeader>
            <CardContent>
              {d.biomarkers.length === 0 ? (
                <p className="text-sm text-muted-foreground">No results on file.</p>
              ) : (
                <ul className="divide-y text-sm">
                  {d.biomarkers.map((b) => {
                    const cropUrl = b.points.findLast((p) => p.cropUrl)?.cropUrl;
                    return (
                      <li key={b.code} className="py-1">
                        <div className="flex flex-wrap justify-between gap-2">
                          <span className="min-w-0 break-words">{b.name}</span>
                          <span className="min-w-0 break-words text-muted-foreground">
                            {b.points
                              .map((p) => `${p.value}${p.flag && p.flag !== 'normal' ? ` (${p.flag})` : ''}`)
                              .join(' → ')}{' '}
                            {b.unit}
                          </span>
                        </div>
                        {cropUrl && <SourceCrop url={linkedFileUrl(cropUrl)} name={b.name} />}
                      </li>
                    );
                  })}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          {d.review.status === 'pending' ? (
            <DecisionForms
              planId={planId}
              onDone={(message) => {
                toast.success('Saved', message);
                navigate('/clinician');
              }}
            />
          ) : (
            <Alert title={`This review is ${d.review.status.replace('_', ' ')}`}>{d.review.note}</Alert>
          )}
          <ConsultationThread viewer="clinician" memberId={d.member.id} />
        </div>
      </div>
    </Page>
  );
}

/** The latest value's place on the member's report, loaded only when asked for (each crop is rendered on demand). */
function SourceCrop({ url, name }: { url: FileUrl; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-1">
      <Button
        variant="link"
        className="h-auto p-0 text-xs"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} where {name} was read
      </Button>
      {open && (
        <ProtectedImage
          url={url}
          alt={`The member's report where ${name} was read`}
          errorText="The picture of this part of the report could not be loaded."
        />
      )}
    </div>
  );
}
