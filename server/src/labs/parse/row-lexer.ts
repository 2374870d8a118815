import { fixOcrDigits } from './numbers';
import { unitAt, type UnitId } from './units';
import type { Comparator } from './types';

/** Cells of a row are joined with this character before lexing, so column boundaries survive as tokens. */
export const CELL_MARK = '\t';

export type Token =
  | { kind: 'cell'; start: number; end: number }
  | { kind: 'unit'; id: UnitId; raw: string; start: number; end: number }
  | { kind: 'number'; raw: string; comparator: Comparator | null; start: number; end: number }
  | { kind: 'range'; raw: string; start: number; end: number }
  | { kind: 'flag'; dir: 'high' | 'low' | 'abnormal'; raw: string; start: number; end: number }
  | { kind: 'word'; raw: string; label: boolean; start: number; end: number }
  | { kind: 'punct'; raw: string; start: number; end: number };

const NUM = String.raw`(?:\d+(?:[.,]\d+)*|[.,]\d+)`;
const CMP = String.raw`(?:<\s*[o0]r\s*=|>\s*[o0]r\s*=|<=|>=|=<|=>|≤|≥|<|>)`;
const NUMBER_RE = new RegExp(String.raw`^(${CMP})?\s*(${NUM})(?!\d)`, 'iu');
// "3.5～5.5" and "0--6.8" are how Chinese reports print a range.
const RANGE_RE = new RegExp(String.raw`^(${NUM})\s*(?:--|-|–|—|～|〜|to|bis)\s*(${NUM})(?!\d)`, 'iu');
// Flags printed beside a value or in a flag column. "*" marks abnormal values on many Indian reports; Chinese
// reports print 偏高 / 偏低 ("on the high / low side"), 升高 / 降低 or 高 / 低 (traditional 偏低 is the same).
const FLAG_RE =
  /^(?:\(?(?:HH|LL|H|L|Hi|Lo|High|Low|hoch|niedrig|erhöht|erniedrigt|Critical|Crit|偏高|偏低|升高|降低|高|低)\)?\*?(?![\p{L}\d:])|↑↑?|↓↓?|\*{1,3}(?!\s*\d))/iu;
const WORD_RE = /^[\p{L}][\p{L}\p{N}'’.-]*/u;
// Tesseract's chi_sim model reads a unit's "/L" as 儿 and its "/" as 人 or 儿 ("mmol 儿", "U 人 L", "g 儿 L",
// "10^9/ 儿"), so a scanned Chinese report loses nearly every unit (issue 32).
const UNIT_STEM_RE = /^[a-zµμ0-9^]+/iu;
const CJK_SLASH_RE = /^\s?\/?\s?[儿人](?:\s?[lI](?![\p{L}\p{N}]))?/u;

/**
 * An OCR unit whose slash chi_sim read as 儿 or 人: the unit is read as if "/L" were printed, and only when the
 * letters before it make a known unit with it ("mmol" + 儿 → mmol/L; a Chinese word such as 病人 is not one).
 */
function unitWithCjkSlash(text: string, start: number): Extract<Token, { kind: 'unit' }> | null {
  const stem = UNIT_STEM_RE.exec(text.slice(start));
  if (!stem) return null;
  const slash = CJK_SLASH_RE.exec(text.slice(start + stem[0].length));
  if (!slash) return null;
  const candidate = `${stem[0]}/L`;
  const unit = unitAt(candidate, 0);
  if (!unit || unit.end !== candidate.length) return null;
  return { kind: 'unit', id: unit.id, raw: candidate, start, end: start + stem[0].length + slash[0].length };
}

const CMP_MAP: Record<string, Comparator> = {
  '<': '<',
  '>': '>',
  '<=': '<=',
  '>=': '>=',
  '=<': '<=',
  '=>': '>=',
  '≤': '<=',
  '≥': '>=',
};

function comparatorOf(raw: string | undefined): Comparator | null {
  if (!raw) return null;
  const key = raw.replace(/\s*[o0]r\s*=/i, '=').replace(/\s+/g, '');
  return CMP_MAP[key] ?? null;
}

function flagDir(raw: string): 'high' | 'low' | 'abnormal' {
  const t = raw.replace(/[()*]/g, '').toLowerCase();
  if (t === '' || t.startsWith('crit')) return 'abnormal';
  if (/^(h|hh|hi|high|hoch|erhöht|↑|↑↑|偏高|升高|高)$/.test(t)) return 'high';
  if (/^(l|ll|lo|low|niedrig|erniedrigt|↓|↓↓|偏低|降低|低)$/.test(t)) return 'low';
  return 'abnormal';
}

export interface LexOptions {
  /** OCR text: repair letter/digit swaps inside numbers. */
  ocr: boolean;
}

/** Split the data part of a row (after the analyte name) into typed tokens. */
export function lex(text: string, opts: LexOptions): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === CELL_MARK) {
      tokens.push({ kind: 'cell', start: i, end: i + 1 });
      i++;
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const prevIsLetter = /\p{L}/u.test(text[i - 1] ?? '');
    const unit = unitAt(text, i);
    if (unit) {
      tokens.push({ kind: 'unit', id: unit.id, raw: unit.raw, start: i, end: unit.end });
      i = unit.end;
      continue;
    }
    const cjkUnit = opts.ocr && !prevIsLetter ? unitWithCjkSlash(text, i) : null;
    if (cjkUnit) {
      tokens.push(cjkUnit);
      i = cjkUnit.end;
      continue;
    }
    if (!prevIsLetter) {
      const numericRest = opts.ocr
        ? fixOcrDigits(rest.split(/[\s\t]/, 1)[0]!) + rest.slice(rest.split(/[\s\t]/, 1)[0]!.length)
        : rest;
      const range = RANGE_RE.exec(numericRest);
      if (range) {
        tokens.push({ kind: 'range', raw: range[0], start: i, end: i + range[0].length });
        i += range[0].length;
        continue;
      }
      const num = NUMBER_RE.exec(numericRest);
      if (num) {
        const after = numericRest.slice(num[0].length);
        // "1st", "2nd", "P5P", "D3" are words, not numbers; "246L" / "7.9H" are a number and a flag.
        const glued = /^\p{L}/u.test(after) && !FLAG_RE.test(after) && !unitAt(numericRest, num[0].length);
        if (!glued) {
          tokens.push({
            kind: 'number',
            raw: num[2]!,
            comparator: comparatorOf(num[1]),
            start: i,
            end: i + num[0].length,
          });
          i += num[0].length;
          continue;
        }
      }
    }
    const flag = prevIsLetter ? null : FLAG_RE.exec(rest);
    if (flag && flag[0].length > 0) {
      tokens.push({ kind: 'flag', dir: flagDir(flag[0]), raw: flag[0], start: i, end: i + flag[0].length });
      i += flag[0].length;
      continue;
    }
    const word = WORD_RE.exec(rest);
    if (word) {
      let raw = word[0].replace(/[.'’-]+$/, '');
      if (!raw) raw = word[0];
      const end = i + raw.length;
      tokens.push({ kind: 'word', raw, label: text[end] === ':', start: i, end });
      i = end;
      continue;
    }
    tokens.push({ kind: 'punct', raw: ch, start: i, end: i + 1 });
    i++;
  }
  return tokens;
}
