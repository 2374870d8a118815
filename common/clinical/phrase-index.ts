/**
 * A word trie over a catalogue's names and synonyms, with tolerant word lookup: exact words first, otherwise
 * catalogue words within the allowed number of typos (none under five letters) that start with the same letter.
 */
import { allowedTypos, editDistance, phraseWords } from './tokens';

export interface IndexedEntry {
  id: string;
  name: string;
  synonyms: readonly string[];
  brands?: readonly string[];
}

interface TrieNode {
  next: Map<string, TrieNode>;
  ids: Set<string>;
}

export interface Candidate {
  word: string;
  cost: number;
}

export interface SpanHit {
  start: number;
  /** Exclusive. */
  end: number;
  ids: string[];
  cost: number;
}

export interface SearchPhrase {
  entryId: string;
  /** Folded words joined by one space. */
  text: string;
  isName: boolean;
}

const node = (): TrieNode => ({ next: new Map(), ids: new Set() });

export class PhraseIndex {
  private readonly root = node();
  private readonly vocab = new Set<string>();
  private readonly typoTargets = new Set<string>();
  private readonly byFirstLetter = new Map<string, string[]>();
  private readonly fuzzyCache = new Map<string, Candidate[]>();
  readonly phrases: SearchPhrase[] = [];
  /** Every phrase from each of its word starts, sorted: a prefix query is a binary search plus its hits. */
  private readonly suffixes: { text: string; phrase: number; atStart: boolean }[] = [];
  /** Folded word → the phrases holding it, for typo-tolerant picker search. */
  private readonly phrasesByWord = new Map<string, number[]>();

  /** `keep` drops words that carry no meaning in this catalogue (doses in medicines). */
  constructor(
    entries: readonly IndexedEntry[],
    private readonly keep: (word: string) => boolean = () => true,
  ) {
    for (const e of entries) {
      const texts = [e.name, ...e.synonyms, ...(e.brands ?? [])];
      texts.forEach((typed, i) => {
        const words = this.words(typed);
        if (words.length === 0) return;
        this.add(words, e.id);
        for (const w of new Set(words)) {
          const list = this.phrasesByWord.get(w) ?? [];
          list.push(this.phrases.length);
          this.phrasesByWord.set(w, list);
        }
        const text = words.join(' ');
        for (let k = 0; k < words.length; k++)
          this.suffixes.push({
            text: words.slice(k).join(' '),
            phrase: this.phrases.length,
            atStart: k === 0,
          });
        this.phrases.push({ entryId: e.id, text, isName: i === 0 });
        // "pre diabetes" also as "prediabetes", "telma h" as "telmah": hyphens and spaces are typed both ways.
        // Joined forms are matched exactly only ("low ef" → "lowef" must not catch "lower" by one typo).
        if (words.length > 1 && words.length <= 3) this.add([words.join('')], e.id, false);
      });
    }
    this.suffixes.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    for (const w of this.typoTargets) {
      if (allowedTypos(w) === 0) continue;
      const list = this.byFirstLetter.get(w[0]!) ?? [];
      list.push(w);
      this.byFirstLetter.set(w[0]!, list);
    }
  }

  words(text: string): string[] {
    return phraseWords(text).filter(this.keep);
  }

  private add(words: readonly string[], id: string, typoTarget = true): void {
    let n = this.root;
    for (const w of words) {
      this.vocab.add(w);
      if (typoTarget) this.typoTargets.add(w);
      let child = n.next.get(w);
      if (!child) n.next.set(w, (child = node()));
      n = child;
    }
    n.ids.add(id);
  }

  has(word: string): boolean {
    return this.vocab.has(word);
  }

  /** The catalogue words a typed word may stand for: itself when known, and near words of five letters or more. */
  candidates(word: string): Candidate[] {
    const exact: Candidate[] = this.vocab.has(word) ? [{ word, cost: 0 }] : [];
    const max = allowedTypos(word);
    if (max === 0) return exact;
    const cached = this.fuzzyCache.get(word);
    if (cached) return cached;
    const out: Candidate[] = [...exact];
    for (const v of this.byFirstLetter.get(word[0]!) ?? []) {
      if (v === word) continue;
      const d = editDistance(word, v, max);
      if (d <= max) out.push({ word: v, cost: d });
    }
    if (this.fuzzyCache.size > 5000) this.fuzzyCache.clear();
    this.fuzzyCache.set(word, out);
    return out;
  }

  /** Phrases with a word (or the whole phrase: `atStart`) beginning with `prefix`, by binary search. */
  *withPrefix(prefix: string): Generator<{ phrase: number; atStart: boolean; whole: boolean }> {
    let lo = 0;
    let hi = this.suffixes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.suffixes[mid]!.text < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.suffixes.length && this.suffixes[i]!.text.startsWith(prefix); i++) {
      const s = this.suffixes[i]!;
      yield { phrase: s.phrase, atStart: s.atStart, whole: s.atStart && s.text === prefix };
    }
  }

  /**
   * Phrases holding a word within `max` typos of `typed`, or starting with such a word when `typed` may be
   * unfinished (the picker searches as the member types). Returns phrase positions with the typo count.
   */
  phrasesNear(typed: string, max: number): Map<number, number> {
    const out = new Map<number, number>();
    for (const w of this.byFirstLetter.get(typed[0]!) ?? []) {
      const whole = editDistance(typed, w, max);
      const d =
        w.length > typed.length ? Math.min(whole, editDistance(typed, w.slice(0, typed.length), max)) : whole;
      if (d > max) continue;
      for (const i of this.phrasesByWord.get(w) ?? []) if ((out.get(i) ?? max + 1) > d) out.set(i, d);
    }
    return out;
  }

  /** Every phrase that starts at `start` among `words` (null words are skipped positions that end a phrase). */
  hitsAt(cands: readonly (readonly Candidate[])[], start: number): SpanHit[] {
    const hits = new Map<string, SpanHit>();
    const walk = (n: TrieNode, i: number, cost: number): void => {
      if (i > start && n.ids.size > 0) {
        const key = `${i}`;
        const prev = hits.get(key);
        if (!prev || cost < prev.cost) hits.set(key, { start, end: i, ids: [...n.ids], cost });
        else if (cost === prev.cost) prev.ids = [...new Set([...prev.ids, ...n.ids])];
      }
      if (i >= cands.length) return;
      for (const c of cands[i]!) {
        const child = n.next.get(c.word);
        if (child) walk(child, i + 1, cost + c.cost);
      }
    };
    walk(this.root, start, 0);
    return [...hits.values()];
  }
}
