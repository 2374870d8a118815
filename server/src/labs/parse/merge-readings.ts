import type { ParsedReport, ParsedResult } from './parse-report';
import { contradictionCount } from './value-checks';

/** How much a reading contradicts itself: implausible numbers, flag against range, missing unit or range. */
function penalty(r: ParsedResult): number {
  return (
    contradictionCount(r.code, r.unitId, r.value, r.range, r.printedFlag) +
    (r.unit ? 0 : 0.5) +
    (r.range ? 0 : 0.5)
  );
}

/** `a` has the digits of `b` without its decimal separator ("25" against "2,5"). */
function lostSeparator(a: ParsedResult, b: ParsedResult): boolean {
  return (
    !/[.,]/.test(a.printedValue) &&
    /[.,]/.test(b.printedValue) &&
    a.printedValue.replace(/\D/g, '') === b.printedValue.replace(/\D/g, '')
  );
}

/**
 * Merge two OCR readings of the same document (two renderings of each page). Rows are paired by analyte. Rows
 * read identically are kept; where the readings disagree on the value the one with less contradicting evidence
 * wins (ties go to `primary`) and the value needs review, since one of two readings of the same print is wrong;
 * where only the unit differs (one reading lost it, or read µ as "p"), the reading that agrees with itself wins.
 * Rows only one reading found are kept when nothing contradicts them (for review when their unit or range is
 * missing).
 */
export function mergeReadings(primary: ParsedReport, secondary: ParsedReport): ParsedReport {
  const other = new Map<string, ParsedResult>();
  for (const r of secondary.results) if (!other.has(r.code)) other.set(r.code, r);
  const merged: ParsedResult[] = [];
  const taken = new Set<string>();
  for (const a of primary.results) {
    const b = taken.has(a.code) ? undefined : other.get(a.code);
    if (!b) {
      merged.push(a);
      continue;
    }
    taken.add(a.code);
    // Ties go to the first reading. OCR drops decimal points far more often than it invents them: "2,5" beats
    // "25" read from the same print even where the other reading's range was read better.
    const pa = penalty(a);
    const pb = penalty(b);
    const ca = contradictionCount(a.code, a.unitId, a.value, a.range, a.printedFlag);
    const cb = contradictionCount(b.code, b.unitId, b.value, b.range, b.printedFlag);
    // Digits that differ only by a separator: the reading that kept it, unless it contradicts itself more.
    let best = lostSeparator(a, b) && cb <= ca ? b : lostSeparator(b, a) && ca <= cb ? a : pb < pa ? b : a;
    const worse = best === a ? b : a;
    if (a.value !== b.value) {
      best = {
        ...best,
        checks: [...best.checks, `a second reading of the picture gave ${worse.printedValue}`],
      };
    } else if (a.unitId !== b.unitId) {
      // Same digits, another unit: keep the reading whose unit, range and flag agree.
      best =
        worse.unit && best.unit
          ? { ...best, checks: [...best.checks, `a second reading of the picture gave ${worse.unit}`] }
          : best;
    } else {
      // Same value and unit: fill in what one reading missed (a unit's spelling or a range). A flag only the
      // other reading saw is taken when the value bears it out: "x10^12/L" split into "x10^12/ L" reads a
      // flag "L" beside an RBC inside its range, and a report seen to flag makes its unflagged values suspect.
      const range = a.range ?? b.range;
      const flagBorneOut =
        contradictionCount(a.code, a.unitId, a.value, range, b.printedFlag) <=
        contradictionCount(a.code, a.unitId, a.value, range, null);
      best = {
        ...a,
        unit: a.unit ?? b.unit,
        range,
        printedFlag: a.printedFlag ?? (flagBorneOut ? b.printedFlag : null),
        wordConfidence:
          a.wordConfidence === null || b.wordConfidence === null
            ? (a.wordConfidence ?? b.wordConfidence)
            : Math.max(a.wordConfidence, b.wordConfidence),
      };
      // The checks were made on one reading's range: made again where the other reading filled it in.
      if (!a.range && b.range) best.checks = b.checks;
    }
    merged.push(best);
  }
  // A row only the second reading found: kept when nothing contradicts it; when its unit or range could not be
  // read either, the member confirms it (one reading missed the row, the other read it only in part).
  const primaryCodes = new Set(primary.results.map((r) => r.code));
  for (const b of other.values()) {
    if (primaryCodes.has(b.code)) continue;
    const p = penalty(b);
    if (p === 0) merged.push(b);
    else if (p < 1 + 1e-9 && contradictionCount(b.code, b.unitId, b.value, b.range, b.printedFlag) === 0)
      merged.push({
        ...b,
        checks: [...b.checks, 'only one of two readings of the picture found this value'],
      });
  }
  merged.sort((x, y) => x.page - y.page || x.y - y.y);
  return {
    results: merged,
    candidateRows: Math.max(primary.candidateRows, secondary.candidateRows),
    sampleDate: primary.sampleDate ?? secondary.sampleDate,
    patient: { ...secondary.patient, ...primary.patient },
    identity: { ...secondary.identity, ...primary.identity },
    decimalSeparator: primary.decimalSeparator,
  };
}
