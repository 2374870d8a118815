import { CHECK_IN_RED_FLAG_TITLE, type CheckIn } from '@common/progress';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';

/** What a check-in noticed across the weeks (issue 29): why the target was held, and where to turn. */
export function CheckInRedFlags({ checkIn }: { checkIn: CheckIn }) {
  const flags = checkIn.redFlags ?? [];
  if (!flags.length) return null;
  return (
    <Alert variant="warning" title={CHECK_IN_RED_FLAG_TITLE} data-testid="check-in-red-flags">
      <ul className="list-disc space-y-1 pl-5">
        {flags.map((f) => (
          <li key={f.code}>{f.message}</li>
        ))}
      </ul>
      {(checkIn.help ?? []).map((line) => (
        <p key={line} className="mt-2">
          {line}
        </p>
      ))}
      {checkIn.clinicianTold !== undefined && (
        <p className="mt-2">
          <Link href="/messages" className="font-medium underline">
            Open Messages
          </Link>
        </p>
      )}
    </Alert>
  );
}
