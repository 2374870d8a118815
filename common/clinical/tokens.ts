/**
 * Text folding shared by the catalogues' index and the free-text matcher: the same function reads a synonym and
 * what a member typed, so "Crohn's", "crohns" and "CROHNS" meet, as do British and American spellings
 * ("coeliac"/"celiac", "anaemia"/"anemia") and simple plurals ("stones", "allergies").
 */

export interface Token {
  /** The folded form compared against the catalogue. */
  norm: string;
  /** Where the word sits in the text it came from (for quoting the member's own words back). */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower case, accents and apostrophes removed ("Sjögren’s" → "sjogren"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '');
}

/** One folded word: British digraphs before a consonant (ae/oe → e) and plurals reduced to a stem. */
export function normaliseWord(word: string): string {
  let w = foldText(word);
  if (/\d/.test(w)) return w;
  w = w
    .replace(/([a-z])(?:ae|oe)(?=[b-df-hj-np-tv-z])/g, '$1e')
    .replace(/^(?:ae|oe)(?=[b-df-hj-np-tv-z])/, 'e');
  if (w.length >= 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length >= 4 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const norm = normaliseWord(m[0]);
    if (norm) out.push({ norm, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The folded words of a catalogue phrase, as the index stores them. */
export function phraseWords(phrase: string): string[] {
  return tokenize(phrase).map((t) => t.norm);
}

export const isNumeric = (word: string): boolean => /^\d+(?:[.,]\d+)?$/.test(word);

/**
 * Damerau–Levenshtein (optimal string alignment) distance, or `max + 1` as soon as it must exceed `max`
 * (the matcher only asks "within 1 or 2?").
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/**
 * How many typing errors a word may carry and still be read as a catalogue word: none for words under five
 * letters ("BP", "MI", "ID" are exact or nothing), one up to seven letters, two from eight.
 */
export function allowedTypos(word: string): number {
  if (word.length < 5 || /\d/.test(word)) return 0;
  return word.length < 8 ? 1 : 2;
}
