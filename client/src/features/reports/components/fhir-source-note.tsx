import type { Report } from '@common/reports';
import { Alert } from '@/components/alert';

/**
 * A report imported from a FHIR file: its values are as the file gives them (nothing was read from a picture), and
 * every test of the file that did not become a result is listed with why, so nothing is dropped unseen.
 */
export function FhirSourceNote({ report }: { report: Report }) {
  if (report.source !== 'fhir') return null;
  return (
    <Alert variant="default" role="note" title="From FHIR">
      <p>
        Imported from a FHIR lab results file: the values are exactly as the file gives them, so there is
        nothing to check against a document.
      </p>
      {report.notUnderstood.length > 0 && (
        <div className="mt-2" data-testid="not-understood">
          <p className="font-medium">Not understood ({report.notUnderstood.length}):</p>
          <ul className="list-disc pl-5">
            {report.notUnderstood.map((n, i) => (
              <li key={`${n.code ?? ''}-${i}`}>
                {n.display}
                {n.code ? ` (${n.code})` : ''}: {n.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Alert>
  );
}
