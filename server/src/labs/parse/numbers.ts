/**
 * Numbers as printed: decimal point or comma, thousands separators, and the OCR letter/digit swaps that
 * happen inside numbers ("1O.4", "l2.5").
 */
export type DecimalSeparator = '.' | ',';

/** Repair OCR letter-for-digit swaps inside a numeric token (only between/next to digits). */
export function fixOcrDigits(token: string): string {
  return token
    .replace(/(?<=\d|^)[oO](?=[\d.,]|$)/g, '0')
    .replace(/(?<=\d[.,]?)[oO]/g, '0')
    .replace(/(?<=\d|^|[<>=]\s?)[lI|](?=[\d.,])/g, '1')
    .replace(/(?<=\d[.,]?)[lI|](?=\d|$)/g, '1');
}

/**
 * Parse a printed number. `decimal` is the document's decimal separator: with ',' a dot is a thousands
 * separator ("1.000" = 1000) and with '.' a comma is ("7,850" = 7850). A lone separator followed by exactly
 * three digits is read as thousands; otherwise as the decimal mark, whatever the document uses ("13,1" in an
 * English document is still 13.1). Returns null for anything that is not a plain number.
 */
export function parseNumber(text: string, decimal: DecimalSeparator = '.'): number | null {
  const t = text.trim();
  if (!/^[+-]?(?:\d+(?:[.,]\d+)*|[.,]\d+)$/.test(t)) return null;
  const seps = t.match(/[.,]/g) ?? [];
  let normalised: string;
  if (seps.length === 0) {
    normalised = t;
  } else if (seps.length === 1) {
    const [intPart = '', frac = ''] = t.split(/[.,]/);
    const sep = seps[0];
    const looksThousands = frac.length === 3 && intPart.replace(/^[+-]/, '').length >= 1 && intPart !== '0';
    if (sep !== decimal && looksThousands) normalised = intPart + frac;
    else normalised = `${intPart}.${frac}`;
  } else {
    // Several separators: the last one is decimal if it differs from the others ("1,234.5" / "1.234,5"),
    // otherwise they are all thousands separators ("1,234,567").
    const last = seps[seps.length - 1];
    const allSame = seps.every((s) => s === last);
    if (allSame) {
      // Western grouping ("1,234,567") or Indian lakhs ("2,45,000" = 245 000, "1,50,00,000").
      if (!/^[+-]?\d{1,3}(?:[.,]\d{3})+$/.test(t) && !/^[+-]?\d{1,2}(?:[.,]\d{2})+[.,]\d{3}$/.test(t))
        return null;
      normalised = t.replace(/[.,]/g, '');
    } else {
      const idx = t.lastIndexOf(last!);
      const intPart = t.slice(0, idx);
      if (!/^[+-]?\d{1,3}(?:[.,]\d{3})*$/.test(intPart)) return null;
      normalised = `${intPart.replace(/[.,]/g, '')}.${t.slice(idx + 1)}`;
    }
  }
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/** Count decimals as printed ("2.10" → 2): used to keep the printed precision when converting. */
export function printedDecimals(text: string): number {
  const m = /[.,](\d+)$/.exec(text.trim());
  return m ? m[1]!.length : 0;
}

/**
 * Decide a document's decimal separator from its numbers: "13,1" and "0,27" (comma then one, two or four+
 * digits) only occur with decimal commas; "13.1" only with decimal points. Dates (19.03.2024) are skipped.
 */
export function detectDecimalSeparator(texts: string[]): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const text of texts) {
    const withoutDates = text
      .replace(/\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b/g, ' ')
      .replace(/\b\d{1,2}:\d{2}\b/g, ' ');
    comma += (withoutDates.match(/(?<![\d.,])\d+,(?:\d{1,2}|\d{4,})(?![\d.,])/g) ?? []).length;
    dot += (withoutDates.match(/(?<![\d.,])\d+\.(?:\d{1,2}|\d{4,})(?![\d.,])/g) ?? []).length;
  }
  return comma > dot ? ',' : '.';
}
