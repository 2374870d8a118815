import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';

/** One field the summary can name: its form field name, the id of its control and its visible label. */
export interface SummaryField<T extends FieldValues> {
  name: keyof T & string;
  id: string;
  label: string;
}

/**
 * The list of every problem in a form, above it (issue 21: "not one error at a time"): each entry names the field
 * and links to its control, whose own error shows beside it (FormField). A server answer that belongs to no field
 * is listed first. Renders nothing when there is nothing to fix.
 */
export function FormErrorSummary<T extends FieldValues>({
  errors,
  fields,
  serverError,
}: {
  errors: FieldErrors<T>;
  fields: readonly SummaryField<T>[];
  serverError?: string | null;
}) {
  const problems = fields.flatMap((f) => {
    const message = errors[f.name]?.message;
    return typeof message === 'string' && message ? [{ ...f, message }] : [];
  });
  if (!serverError && problems.length === 0) return null;
  const count = problems.length;
  return (
    <Alert
      variant="destructive"
      title={
        count > 0 ? `Please fix ${count === 1 ? 'this problem' : `these ${count} problems`}:` : undefined
      }
    >
      {serverError && <p>{serverError}</p>}
      {count > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {problems.map((p) => (
            <li key={p.name}>
              <a
                href={`#${p.id}`}
                className="underline underline-offset-2"
                onClick={(e) => {
                  // Focus the control itself (a fragment link only scrolls).
                  const control = document.getElementById(p.id);
                  if (!control) return;
                  e.preventDefault();
                  control.focus();
                }}
              >
                {p.label}: {p.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
