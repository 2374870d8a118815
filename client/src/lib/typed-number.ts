/**
 * A number as people type it (issue 31): "71.5" or "71,5" (a decimal comma, as much of the world writes it),
 * spaces around ignored. Anything else — two separators, letters, thousands groups — is not a number: null, so the
 * form can say so instead of reading "71,5" as 715.
 */
export function parseTypedNumber(text: string): number | null {
  const t = text.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/** Input props for a decimal field: a text box with the decimal keypad, so a typed comma reaches the form. */
export const decimalInputProps = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
