/**
 * Forgiving food search: names and aliases are reduced to a phonetic key per word (so Hindi and regional names
 * match however they are transliterated: paneer/panir, daal/dhal/dal, chawal/chaval), plurals are folded
 * (rotis → roti) and words are compared by trigram similarity (Dice coefficient over padded trigrams, as
 * PostgreSQL's pg_trgm does), so a typo still finds the food. A word being typed matches by prefix.
 */

/** Minimum score a food needs to be listed (mean over the query's words of their best similarity). */
const MIN_SCORE = 0.5;
/** A query word that is a prefix of a name word (typing as you go), scored just under an exact match. */
const PREFIX_SCORE = 0.9;
/** Same consonants in the same order (pannner ~ paneer, chaval ~ chawal): a transliteration, not a new word. */
const SKELETON_SCORE = 0.8;
const SKELETON_MIN = 3;
/** Per word of a name the query does not name: "paneer" ranks Paneer above Kadhai paneer. */
const EXTRA_WORD_PENALTY = 0.02;
/** A match on an alias ranks just below the same match on the food's own name. */
const ALIAS_PENALTY = 0.02;

const PHONETIC: readonly [RegExp, string][] = [
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/aa/g, 'a'],
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/ck/g, 'k'],
  [/([kgcjtdbs])h/g, '$1'],
  [/(.)\1+/g, '$1'],
  [/y$/, 'i'],
];

/** A word's plural folded away: rotis → roti, tomatoes → tomato, berries → berry (words of 4+ letters). */
function singular(word: string): string {
  if (word.length < 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** The search keys of a text: lower case, accents and punctuation dropped, each word singular and phonetic. */
export function searchKeys(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((w) => PHONETIC.reduce((s, [re, to]) => s.replace(re, to), singular(w)));
}

const skeleton = (key: string) => key.replace(/[aeiou]/g, '');

function trigrams(key: string): string[] {
  const padded = `  ${key} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

export interface IndexEntry {
  id: string;
  /** The name first, then aliases. */
  names: readonly string[];
  /** Added to the score to order equal matches (dishes and everyday foods first). */
  boost?: number;
}

export interface FoodIndex {
  search(query: string, limit: number): { id: string; score: number }[];
  size: number;
}

/** An index over entries: word vocabulary, trigram postings, and each entry's names as word-id lists. */
export function createFoodIndex(
  entries: readonly IndexEntry[],
  /** Score every entry, without the candidate filter: the reference foods-search.property.test.ts compares with. */
  options: { scoreAll?: boolean } = {},
): FoodIndex {
  const vocab: string[] = [];
  const wordId = new Map<string, number>();
  const gramCount: number[] = [];
  const postings = new Map<string, number[]>();
  const bySkeleton = new Map<string, number[]>();
  const idOf = (key: string): number => {
    let id = wordId.get(key);
    if (id === undefined) {
      id = vocab.length;
      vocab.push(key);
      wordId.set(key, id);
      const grams = trigrams(key);
      gramCount.push(grams.length);
      const sk = skeleton(key);
      if (sk.length >= SKELETON_MIN) bySkeleton.set(sk, [...(bySkeleton.get(sk) ?? []), id]);
      for (const g of grams) {
        const list = postings.get(g);
        if (list) list.push(id);
        else postings.set(g, [id]);
      }
    }
    return id;
  };
  const docs = entries.map((e) => ({
    id: e.id,
    boost: e.boost ?? 0,
    names: e.names.map((n) => searchKeys(n).map(idOf)),
  }));
  /** The entries each word appears in: a search scores only entries holding a word close enough to a query word. */
  const docsOfWord: number[][] = vocab.map(() => []);
  docs.forEach((doc, d) => {
    for (const w of new Set(doc.names.flat())) docsOfWord[w]!.push(d);
  });

  /** Similarity of one query word to every vocabulary word it shares a trigram with, or prefixes. */
  function similarities(key: string): Map<number, number> {
    const sims = new Map<number, number>();
    const exact = wordId.get(key);
    const grams = trigrams(key);
    const shared = new Map<number, number>();
    for (const g of grams) for (const id of postings.get(g) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    for (const [id, n] of shared) sims.set(id, (2 * n) / (grams.length + gramCount[id]!));
    if (key.length >= 2) {
      for (let id = 0; id < vocab.length; id++) {
        if (vocab[id]!.startsWith(key)) sims.set(id, Math.max(sims.get(id) ?? 0, PREFIX_SCORE));
      }
    }
    for (const id of bySkeleton.get(skeleton(key)) ?? [])
      sims.set(id, Math.max(sims.get(id) ?? 0, SKELETON_SCORE));
    if (exact !== undefined) sims.set(exact, 1);
    return sims;
  }

  return {
    size: entries.length,
    search(query, limit) {
      const keys = searchKeys(query);
      if (keys.length === 0) return [];
      const perWord = keys.map(similarities);
      // A listed entry's mean over the query's words is ≥ MIN_SCORE, so at least one of its words scores ≥ MIN_SCORE
      // against some query word (penalties only lower it): only entries holding such a word can be listed. Scoring
      // those alone gives the same list as scoring all (large imported databases, tens of thousands of products).
      const candidates = new Set<number>(options.scoreAll ? docs.keys() : []);
      if (!options.scoreAll)
        for (const sims of perWord)
          for (const [w, sim] of sims)
            if (sim >= MIN_SCORE) for (const d of docsOfWord[w]!) candidates.add(d);
      const hits: { id: string; score: number }[] = [];
      for (const d of candidates) {
        const doc = docs[d]!;
        let best = 0;
        for (const [i, words] of doc.names.entries()) {
          let sum = 0;
          for (const sims of perWord) {
            let top = 0;
            for (const w of words) top = Math.max(top, sims.get(w) ?? 0);
            sum += top;
          }
          // Mean match of the query's words, less for name words the query does not name and for aliases.
          const score =
            sum / perWord.length -
            EXTRA_WORD_PENALTY * Math.max(0, words.length - perWord.length) -
            (i > 0 ? ALIAS_PENALTY : 0);
          if (score > best) best = score;
        }
        if (best >= MIN_SCORE) hits.push({ id: doc.id, score: best + doc.boost });
      }
      hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
      return hits.slice(0, limit);
    },
  };
}
