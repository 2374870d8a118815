import type { IdentityMismatch, Report } from '@common/reports';
import { Check, Trash2, UserX } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAnswerIdentity } from '../api/reports-api';
import { useDeleteOpenReport } from './use-delete-open-report';

const FIELD_TEXT: Record<IdentityMismatch['field'], (m: IdentityMismatch) => string> = {
  sex: (m) => `the report says ${m.printed}, your profile says ${m.profile}`,
  age: (m) => `the report says ${m.printed} years old, your profile puts you at about ${m.profile} then`,
  name: (m) => `the report is for “${m.printed}”, your profile says “${m.profile}”`,
};

/**
 * "Is this your report?" — shown to the owner when the sex, age or name printed on the report does not match the
 * profile. Until the member answers "This is my report", its results stay out of trends and plans; after "Not
 * mine" they stay out, and the member may delete the report or keep it (and change the answer later).
 */
export function IdentityCheck({ report }: { report: Report }) {
  const answer = useAnswerIdentity(report.id);
  const { deleteReport: onDelete, deleting } = useDeleteOpenReport(report);
  const { identity } = report;
  if (!identity || identity.mismatches.length === 0 || identity.answer === 'mine') return null;

  async function onAnswer(value: 'mine' | 'not_mine') {
    try {
      await answer.mutateAsync(value);
      toast.success(
        value === 'mine' ? 'Added to Your Results' : 'Kept Out of Your Results',
        value === 'mine'
          ? 'Its results are now part of your trends and plans.'
          : 'Its results will not be used in your trends or plans.',
      );
    } catch (err) {
      toast.error('Could Not Save Your Answer', errorText(err, 'Please try again.'));
    }
  }
  const busy = answer.isPending || deleting;
  const notMine = identity.answer === 'not_mine';
  return (
    <Alert
      variant="warning"
      title={notMine ? 'You said this report is not yours' : 'Is this your report?'}
      data-testid="identity-check"
    >
      {notMine ? (
        <p>
          Its results are not used in your trends or plans. You can delete it, or keep it here. If it is yours
          after all, add it back.
        </p>
      ) : (
        <>
          <p>The details printed on this report do not match your profile:</p>
          <ul className="mt-1 list-inside list-disc">
            {identity.mismatches.map((m) => (
              <li key={m.field}>{FIELD_TEXT[m.field](m)}</li>
            ))}
          </ul>
          <p className="mt-2">
            Until you answer, its results are not added to your trends or used in your plans. If your profile
            is out of date, update it on your profile page.
          </p>
        </>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          className="bg-background text-foreground"
          onClick={() => void onAnswer('mine')}
          disabled={busy}
        >
          <Check aria-hidden="true" /> {notMine ? 'It is mine after all' : 'This is my report'}
        </Button>
        {!notMine && (
          <Button
            size="sm"
            variant="outline"
            className="bg-background text-foreground"
            onClick={() => void onAnswer('not_mine')}
            disabled={busy}
          >
            <UserX aria-hidden="true" /> Not mine
          </Button>
        )}
        {notMine && (
          <Button
            size="sm"
            variant="outline"
            className="bg-background text-foreground"
            onClick={() => void onDelete()}
            disabled={busy}
          >
            <Trash2 aria-hidden="true" /> Delete this report
          </Button>
        )}
      </div>
    </Alert>
  );
}
