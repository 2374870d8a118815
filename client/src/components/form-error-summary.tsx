import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';

/** One field the summary can name: its form field name, the id of its control and its visible label. */
export interface SummaryField<T extends FieldValues> {
  name: keyof T & string;
  id: string;
  label: string;
}

/** One problem to list: the control it is about (linked and focused from the summary), its label and message. */
export interface SummaryProblem {
  id: string;
  label: string;
  message: string;
}

/**
 * The list of every problem in a form, above it (issue 21: "not one error at a time"): each entry names the field
 * and links to its control, whose own error shows beside it (FormField). A server answer that belongs to no field
 * is listed first. Renders nothing when there is nothing to fix.
 *
 * Focus moves to the summary each time `focusKey` changes (pass the form's submit count) or a new server error
 * arrives, so a keyboard or screen-reader user lands on the list of what to fix after submitting.
 */
export function ErrorSummary({
  problems,
  serverError,
  focusKey,
  title,
  className,
}: {
  problems: readonly SummaryProblem[];
  serverError?: string | null;
  focusKey?: number;
  /** The heading when only a server error is shown (e.g. "Not saved"). */
  title?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const count = problems.length;
  const visible = Boolean(serverError) || count > 0;
  useEffect(() => {
    if (visible && (focusKey ?? 0) > 0) ref.current?.focus();
    // Only a new submit (or a new server answer) moves focus; fixing fields as you type does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey, serverError]);
  if (!visible) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      data-testid="error-summary"
      variant="destructive"
      className={`outline-none focus-visible:ring-2 focus-visible:ring-destructive focus-visible:ring-offset-2 ${className ?? ''}`}
      title={count > 0 ? `Please fix ${count === 1 ? 'this problem' : `these ${count} problems`}:` : title}
    >
      {serverError && <p className="break-words">{serverError}</p>}
      {count > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {problems.map((p) => (
            <li key={p.id} className="break-words">
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

/** The problems of a react-hook-form form, in the order of `fields`. */
export function problemsOf<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly SummaryField<T>[],
): SummaryProblem[] {
  return fields.flatMap((f) => {
    const message = errors[f.name]?.message;
    return typeof message === 'string' && message ? [{ id: f.id, label: f.label, message }] : [];
  });
}

/** The summary of a react-hook-form form (pass `formState.submitCount` as `focusKey`). */
export function FormErrorSummary<T extends FieldValues>({
  errors,
  fields,
  serverError,
  focusKey,
  title,
}: {
  errors: FieldErrors<T>;
  fields: readonly SummaryField<T>[];
  serverError?: string | null;
  focusKey?: number;
  title?: string;
}) {
  return (
    <ErrorSummary
      problems={problemsOf(errors, fields)}
      serverError={serverError}
      focusKey={focusKey}
      title={title}
    />
  );
}
