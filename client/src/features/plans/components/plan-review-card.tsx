import type { PlanReviewState } from '@common/clinician';
import { useQuery } from '@tanstack/react-query';
import { Download, MessageSquare, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { errorText } from '@/lib/api';
import { api, downloadFile, fileUrl } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const STATUS_TEXT: Record<PlanReviewState['status'], string> = {
  pending: 'Waiting for your clinician (target: a decision within 48 hours).',
  approved: 'Approved by your clinician.',
  changes_requested: 'Your clinician asked for changes; an updated plan was made and is back with them.',
  declined:
    'Your clinician could not approve this plan. Read their reason below; you can message them, or ask for a refund through Contact Support.',
  superseded: 'A newer plan replaced this one before it was reviewed.',
  canceled:
    'This review was closed without a decision because your Doctor Verified access ended (the reason is below).',
};

/** A Doctor Verified plan's review: who reviewed it (name, credentials, registration), the note and the downloads. */
export function PlanReviewCard({ planId }: { planId: string }) {
  const review = useQuery({
    queryKey: queryKeys.planReview(planId),
    queryFn: async () => (await api.get('/api/plans/:id/review', { params: { id: planId } })).review,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const r = review.data;
  if (!r) return null;
  const download = async (file: 'health-report.pdf' | 'certificate.pdf', filename: string) => {
    setBusy(filename);
    try {
      const params = { id: planId };
      await downloadFile(
        file === 'certificate.pdf'
          ? fileUrl('/api/plans/:id/certificate.pdf', { params })
          : fileUrl('/api/plans/:id/health-report.pdf', { params }),
        filename,
      );
    } catch (err) {
      toast.error('Download Failed', errorText(err, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card data-testid="plan-review">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> Clinician review
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>{STATUS_TEXT[r.status]}</p>
        {r.reviewer && (
          <p data-testid="reviewer" className="break-words">
            Reviewer: <strong>{r.reviewer.displayName}</strong>, {r.reviewer.specialty} · Registration{' '}
            {r.reviewer.registrationNumber} ({r.reviewer.registrationBody})
          </p>
        )}
        {r.decidedAt && <p>Decided {formatDateTime(r.decidedAt)}</p>}
        {r.note && <p className="whitespace-pre-wrap break-words">Note: {r.note}</p>}
        <div className="flex flex-wrap gap-2" data-print-hidden>
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => download('health-report.pdf', 'health-report.pdf')}
          >
            <Download aria-hidden="true" /> Health report (PDF)
          </Button>
          {r.certificateCode && (
            <Button
              variant="outline"
              disabled={busy !== null}
              onClick={() => download('certificate.pdf', 'medical-clearance-certificate.pdf')}
            >
              <Download aria-hidden="true" /> Clearance certificate (PDF)
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/messages">
              <MessageSquare aria-hidden="true" /> Message your clinician
            </Link>
          </Button>
        </div>
        {r.certificateCode && (
          <p className="text-xs text-muted-foreground">Certificate code {r.certificateCode}</p>
        )}
      </CardContent>
    </Card>
  );
}
