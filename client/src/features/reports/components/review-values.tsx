import type { BiomarkerResult } from '@common/biomarkers';
import { Check, Pencil } from 'lucide-react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { ProtectedImage } from '@/widgets/protected-image';
import { errorText } from '@/lib/api';
import { fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConfirmResult } from '../api/reports-api';
import { formatResult } from '../lib/biomarker-display';

/**
 * "Please check these values" (owner only), first on the report page: each value we were unsure of, why, and
 * buttons to confirm it as read or correct it. Plans use a flagged value only once it is confirmed or corrected.
 */
export function ReviewValues({
  reportId,
  results,
  onCorrect,
}: {
  reportId: string;
  results: BiomarkerResult[];
  onCorrect: (result: BiomarkerResult) => void;
}) {
  const confirm = useConfirmResult(reportId);
  if (results.length === 0) return null;

  async function onConfirm(b: BiomarkerResult) {
    try {
      await confirm.mutateAsync(b.id);
      toast.success('Value Confirmed', `${b.name}: ${formatResult(b.value, b.comparator, b.unit)}`);
    } catch (err) {
      toast.error('Could Not Confirm', errorText(err, 'Please try again.'));
    }
  }

  return (
    <Card className="border-warning" data-testid="review-values">
      <CardHeader className="pb-3">
        <CardTitle>
          Please check {results.length === 1 ? 'this value' : `these ${results.length} values`}
        </CardTitle>
        <CardDescription>
          We were not sure we read {results.length === 1 ? 'it' : 'them'} right. Compare with your report:
          confirm what is right, correct what is not. Your plans use {results.length === 1 ? 'it' : 'them'}{' '}
          only after you check.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border border-t border-border">
          {results.map((b) => (
            <li
              key={b.id}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
              data-testid={`review-${b.code}`}
            >
              <div className="min-w-0 space-y-1">
                <p className="font-medium">
                  {b.name}:{' '}
                  <span className="tabular-nums" data-testid="review-value">
                    {formatResult(b.value, b.comparator, b.unit)}
                  </span>
                </p>
                {b.reviewReason && <p className="text-sm text-muted-foreground">{b.reviewReason}</p>}
                {b.hasCrop && (
                  <figure className="mt-2">
                    <ProtectedImage
                      url={fileUrl('/api/blood-test/reports/:id/biomarkers/:biomarkerId/crop', {
                        params: { id: reportId, biomarkerId: b.id },
                      })}
                      alt={`Your report where ${b.name} was read`}
                      errorText="The picture of this part of your report could not be loaded."
                    />
                    <figcaption className="mt-1 text-xs text-muted-foreground">
                      Where we read it on your report
                    </figcaption>
                  </figure>
                )}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => void onConfirm(b)}
                  disabled={confirm.isPending}
                  aria-label={`${b.name} is right as read`}
                >
                  <Check aria-hidden="true" /> Looks right
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onCorrect(b)}
                  aria-label={`Correct the value of ${b.name}`}
                >
                  <Pencil aria-hidden="true" /> Correct
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
