/**
 * How to cook a dish: short method steps, prep and cook time, a serving note and the dish's region. Every catalogue
 * dish has its own method written beside its definition (`RecipeDef.how`, rendered by `ownMethod` for the foods
 * this diet actually uses, so a vegan variant reads "soy yogurt", not "curd"). The template `methodOf`, built from
 * the resolved ingredients and the cooking method, is the fallback for a definition without one and for the
 * composed plates of meal-pools.ts. Built once per resolved recipe (memoised with it in recipes.ts).
 */
import type { RecipeHowTo, RecipeRegion } from '@common/plan';
import type { Food } from '../data/foods/food-table';
import type { CookingMethod, DishMethod, IngredientRole, RecipeDef } from '../data/recipes/recipe-types';
import { nameWords } from './recipe-core';

export type RecipeMethod = RecipeHowTo;

interface Part {
  food: Food;
  role: IngredientRole;
}

/** Indian dishes by region (the rest are north Indian); international dishes are 'international'. */
const REGION_BY_ID: Record<string, RecipeRegion> = {
  upma: 'south',
  'idli-sambar': 'south',
  'masala-dosa': 'south',
  'ragi-porridge': 'south',
  pesarattu: 'south',
  'millet-pongal': 'south',
  'besan-egg-uttapam': 'south',
  'fish-curry-rice': 'south',
  'sambar-rice': 'south',
  'lemon-rice-sundal': 'south',
  'mackerel-thoran': 'south',
  'tofu-coconut-stew': 'south',
  'coconut-berries': 'south',
  poha: 'west',
  'methi-thepla': 'west',
  'masala-omelette': 'west',
  'sprouts-salad': 'west',
  'sprouts-chaat': 'west',
  'buttermilk-peanuts': 'west',
  'jowar-roti-methi-dal': 'west',
  'prawn-masala-rice': 'west',
  'grilled-fish-veg': 'east',
  'masoor-brown-rice': 'east',
  'egg-curry-rice': 'east',
};

export function regionOf(def: RecipeDef): RecipeRegion {
  if (def.region) return def.region;
  return def.cuisine === 'indian' ? (REGION_BY_ID[def.id] ?? 'north') : 'international';
}

/**
 * `{n:a/b}` segments of a hand-written step (n = ingredient index) and `{jain:usual/Jain}` segments worded for the
 * diet; innermost first, so segments may nest.
 */
export const STEP_SEGMENT = /\{(\d+|jain):([^{}]*)\}/g;

const HAS_SEGMENT = /\{(?:\d+|jain):/;

/** The key of a diet-worded segment (`render` gets it as n = JAIN). */
const JAIN = -1;

/** Resolve every segment of a text, innermost first, with `render(n, body)` (n = JAIN for `{jain:…}`). */
function resolveSegments(text: string, render: (n: number, body: string) => string): string {
  let out = text;
  while (HAS_SEGMENT.test(out))
    out = out.replace(STEP_SEGMENT, (_m, n: string, body: string) =>
      render(n === 'jain' ? JAIN : Number(n), body),
    );
  return out;
}

/** Problems with a dish's own method against its ingredients (empty when it is well formed). */
export function checkOwnMethod(how: DishMethod, alternatives: readonly number[]): string[] {
  const errors: string[] = [];
  if (how.steps.length < 3 || how.steps.length > 6) errors.push(`${how.steps.length} steps (3–6)`);
  if (!(how.prep > 0) || !(how.cook >= 0) || how.prep + how.cook > 240) errors.push('times');
  if (how.serve.trim() === '') errors.push('no serving note');
  for (const text of [...how.steps, how.serve])
    resolveSegments(text, (n, body) => {
      const options = body.split('/').length;
      if (n === JAIN) {
        if (options !== 2) errors.push(`segment {jain:${body}} needs the usual and the Jain wording`);
        return '';
      }
      const count = alternatives[n];
      if (count === undefined) errors.push(`segment {${n}:…} names no ingredient`);
      else if (options !== 1 && options !== count)
        errors.push(`segment {${n}:${body}} has ${options} options for ${count} alternatives`);
      return '';
    });
  return errors;
}

/**
 * How much of a seasoning the method names: its first mention matching `word` in the rendered text reads
 * "salt (¼ tsp, 1.5 g)" (seasoning.ts builds the amount from the grams served).
 */
export interface StatedAmount {
  word: RegExp;
  amount: string;
  /** How a step names it when no step of this variant mentions it ("salt"). */
  name: string;
}

/** A later mention of a seasoning already stated, with its article ("the salt", "salt"), matched as `word` is (any case). */
const REST = new WeakMap<RegExp, RegExp>();
function rest(amount: StatedAmount): RegExp {
  let re = REST.get(amount.word);
  if (!re) REST.set(amount.word, (re = new RegExp(`(?:\\bthe )?${amount.word.source}`, amount.word.flags)));
  return re;
}

/** Words after a food word that belong to its name ("olive oil", "sesame seeds", "whole-grain bread"). */
const NAME_TAIL = '(?: (?:oil|seeds|juice|milk|leaves|flour|powder|sauce|paste|bread|slices?))?';

/**
 * A step's sentences without the foods the meal does not serve (`gone`: nameWords of those foods, none a served
 * food's): an item of a list ("the peas and potato", "with the rice, beans and corn") or a "with"/"in" phrase
 * ("fry in the olive oil") is cut from its sentence; a sentence that still names one is left out, so a step never names a food that is not there (issue 30).
 */
function withoutGone(text: string, gone: ReadonlySet<string>): string {
  if (gone.size === 0) return text;
  // The same step and the same foods left out recur on every trial day of a plan: the answer is kept.
  const key = `${[...gone].sort().join(' ')}\u0000${text}`;
  const known = GONE_CUTS.get(key);
  if (known !== undefined) return known;
  const names = (s: string): string[] =>
    (s.match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter(
      (t) => gone.has(t.toLowerCase()) || [...tokenWords(t)].some((w) => gone.has(w)),
    );
  const cut = (re: string, s: string): string => s.replace(cachedRegExp(re), '');
  const out = text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      let out = sentence;
      for (const token of names(sentence)) {
        const phrase = `(?:(?:a little|the rest|half) of )?(?:the (?:[a-z-]+ )?)?${token}${NAME_TAIL}\\b`;
        // An item followed by more of its list goes with its comma ("with the rice, beans" → "with beans"); a last
        // item or a phrase with its joining word; a first item with "and" before another "the …".
        const before = out;
        out = cut(`(?<=(?:,| with| in) )${phrase}, `, out);
        if (out === before) out = cut(`(?:,| and| or| with| in) ${phrase}`, out);
        if (out === before) out = cut(`${phrase} and (?=the )`, out);
      }
      return names(out).length > 0 ? '' : out;
    })
    .filter((s) => s.trim().length > 0)
    .join(' ');
  if (GONE_CUTS.size >= MEMO_LIMIT) GONE_CUTS.clear();
  GONE_CUTS.set(key, out);
  return out;
}

/** Bounded memo tables of withoutGone (a few thousand distinct steps; cleared when full, never stale: pure). */
const MEMO_LIMIT = 20_000;
const GONE_CUTS = new Map<string, string>();
const TOKEN_WORDS = new Map<string, ReadonlySet<string>>();
const REGEXPS = new Map<string, RegExp>();

function tokenWords(token: string): ReadonlySet<string> {
  let words = TOKEN_WORDS.get(token);
  if (!words) {
    if (TOKEN_WORDS.size >= MEMO_LIMIT) TOKEN_WORDS.clear();
    TOKEN_WORDS.set(token, (words = nameWords(token)));
  }
  return words;
}

function cachedRegExp(source: string): RegExp {
  let re = REGEXPS.get(source);
  if (!re) {
    if (REGEXPS.size >= MEMO_LIMIT) REGEXPS.clear();
    REGEXPS.set(source, (re = new RegExp(source)));
  }
  return re;
}

/**
 * The dish's own method for one resolution: `choices[n]` is the alternative ingredient n uses (-1 when dropped);
 * `amounts` states the served grams of seasonings at their first mention; `jain` picks the Jain wording of the
 * `{jain:…}` segments; `gone` are the words of ingredients the portions left out, cut from the text (withoutGone).
 */
export function ownMethod(
  def: RecipeDef,
  how: DishMethod,
  choices: readonly number[],
  amounts: ReadonlyMap<number, StatedAmount> = new Map(),
  jain = false,
  gone: ReadonlySet<string> = new Set(),
): RecipeMethod {
  // A seasoning's segments are marked while nested segments resolve; its first mention that survives gets the amount.
  // A dish salted in two places (a batter and its chutney) states the whole amount once, "in all", and its later
  // mentions read "the rest of the salt": a bare second "salt" would read as more salt of no stated amount.
  const stated = new Set<number>();
  const MARKED = /\uE000(\d+)\uE001([^\uE002]*)\uE002/g;
  const mentions = new Map<number, number>();
  const count = (_m: string, n: string, shown: string): string => {
    const amount = amounts.get(Number(n));
    if (amount?.word.test(shown)) mentions.set(Number(n), (mentions.get(Number(n)) ?? 0) + 1);
    return shown;
  };
  const state = (_m: string, n: string, shown: string): string => {
    const amount = amounts.get(Number(n));
    if (!amount || !amount.word.test(shown)) return shown;
    // Matched in any case ("Season with Salt"); `fill` capitalises a sentence that opens with the rest.
    if (stated.has(Number(n))) return shown.replace(rest(amount), `the rest of the ${amount.name}`);
    stated.add(Number(n));
    const inAll = (mentions.get(Number(n)) ?? 0) > 1 ? ' in all' : '';
    return shown.replace(amount.word, (w) => `${w} (${amount.amount}${inAll})`);
  };
  const marked = (text: string): string =>
    resolveSegments(text, (n, body) => {
      if (n === JAIN) return body.split('/')[jain ? 1 : 0] ?? '';
      const choice = choices[n] ?? 0;
      if (choice < 0) return '';
      const options = body.split('/');
      const shown = options.length === 1 ? (options[0] ?? '') : (options[choice] ?? '');
      return amounts.has(n) ? `\uE000${n}\uE001${shown}\uE002` : shown;
    });
  const texts = [...how.steps, how.serve].map((t) => withoutGone(marked(t), gone));
  if (amounts.size > 0) for (const t of texts) t.replace(MARKED, count);
  const fill = (text: string): string =>
    text
      .replace(MARKED, amounts.size > 0 ? state : (_m, _n, shown: string) => shown)
      .replace(/\s+([,.;])/g, '$1')
      .replace(/[;,]+\./g, '.')
      .replace(/\s{2,}/g, ' ')
      .trim()
      .replace(/^[a-z]/, (c) => c.toUpperCase())
      .replace(/(?<=[.!?] )the rest of the /g, 'The rest of the ');
  const steps = texts
    .slice(0, -1)
    .map(fill)
    .filter((s) => s.length > 0);
  const serving = fill(texts[texts.length - 1] ?? '') || 'One serving as planned.';
  // A seasoning only an optional ingredient's step mentioned is still served: the last step names it.
  const unstated = [...amounts.entries()].filter(([n]) => !stated.has(n));
  if (unstated.length > 0 && steps.length > 0)
    steps[steps.length - 1] +=
      ` Season the dish with ${unstated.map(([, a]) => `${a.name} (${a.amount})`).join(' and ')}.`;
  return { steps, prepMin: how.prep, cookMin: how.cook, serving, region: regionOf(def) };
}

const lower = (f: Food): string => f.name.replace(/\s*\([^)]*\)/g, '').toLowerCase();
const list = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const id = (f: Food): string => f.id.replace(/^(ifct|usda):/, '');

const RICE = new Set(['A015', 'A013']);
const BATTER_RICE = 'A014';
const FLOURS = new Set(['A019', 'A005', 'A010', 'B001']);
const PORRIDGE_GRAINS = new Set(['A016', 'A021', 'A022', 'oats', 'oats-gf', 'buckwheat', 'cornmeal']);
const BOILED_GRAINS = new Set(['A009', 'pasta-ww', 'pasta', 'rice-noodles', 'couscous']);
const DALS = new Set(['B001', 'B003', 'B010', 'B013', 'B021']);
const WHOLE_PULSES = new Set(['B002', 'B011', 'B014', 'B020', 'black-beans']);
const TUBERS = new Set(['F006', 'F013']);
const AROMATICS = new Set(['G017', 'G011', 'G014', 'G001', 'D075']);

/** The method for one resolved dish. */
export function methodOf(def: RecipeDef, method: CookingMethod, parts: readonly Part[]): RecipeMethod {
  const steps: string[] = [];
  let prep = 5;
  let cook = 0;
  const fat = parts.find((p) => p.role === 'f')?.food;
  const has = (ids: Set<string>): Food[] => parts.filter((p) => ids.has(id(p.food))).map((p) => p.food);
  const mains = parts.filter((p) => p.role === 'm').map((p) => p.food);
  const sides = parts.filter((p) => p.role === 's').map((p) => p.food);
  const garnish = parts.filter((p) => p.role === 'x').map((p) => p.food);

  const batter = parts.find((p) => id(p.food) === BATTER_RICE);
  const dals = has(DALS).filter((f) => !(batter && id(f) === 'B003'));
  const whole = has(WHOLE_PULSES);
  if (batter) {
    steps.push(
      'Soak the rice and urad dal for 4 hours, grind to a smooth batter and leave to ferment overnight.',
    );
    cook = Math.max(cook, 15);
  }
  if (whole.length > 0) {
    steps.push(
      `Soak the ${list(whole.map(lower))} overnight; pressure-cook with fresh water until soft (about 6 whistles, 25 min).`,
    );
    cook = Math.max(cook, 25);
  }
  if (dals.length > 0) {
    steps.push(
      `Rinse the ${list(dals.map(lower))} and pressure-cook with three times its volume of water until soft (3 whistles, about 15 min).`,
    );
    cook = Math.max(cook, 15);
  }
  const soy = parts.find((p) => id(p.food) === 'soy-chunks');
  if (soy) steps.push('Soak the soy chunks in hot water for 10 minutes, then squeeze them dry.');
  const veg = parts
    .filter((p) => p.role !== 'x' && (p.food.category === 'vegetables' || AROMATICS.has(id(p.food))))
    .map((p) => p.food);
  if (veg.length > 0) {
    steps.push(`Wash and chop the ${list(veg.map(lower))}.`);
    prep += Math.min(15, 3 * veg.length);
  }
  const tubers = has(TUBERS);
  if (tubers.length > 0) {
    steps.push(`Boil or steam the ${list(tubers.map(lower))} until tender (about 15 min).`);
    cook = Math.max(cook, 15);
  }
  const animal = parts
    .filter((p) => p.role === 'm' && (p.food.category === 'meat' || p.food.category === 'fish'))
    .map((p) => p.food);
  if (animal.length > 0 && method !== 'dressing') {
    steps.push(
      `Cut the ${list(animal.map(lower))} into pieces and rub with turmeric and the spices; rest 15 minutes.`,
    );
    prep += 15;
  }
  const rice = has(RICE);
  if (rice.length > 0) {
    const brown = rice.some((f) => id(f) === 'A013');
    steps.push(
      `Rinse the rice and cook it in twice its volume of water, covered, until the water is absorbed (${brown ? 35 : 15} min).`,
    );
    cook = Math.max(cook, brown ? 35 : 15);
  }
  const flours = has(FLOURS).filter((f) => id(f) !== 'B001' || method === 'griddle');
  if (flours.length > 0) {
    steps.push(`Mix the ${list(flours.map(lower))} with water into a soft dough or batter; rest 10 minutes.`);
    prep += 10;
  }
  const porridge = has(PORRIDGE_GRAINS);
  // The liquid the dish serves (a milk, a plant milk), else water: never a milk the member does not get.
  const milk = parts.find((p) => /\bmilk\b/i.test(p.food.name))?.food;
  const liquid = milk ? `the ${lower(milk)}` : 'water';
  if (porridge.length > 0 && method !== 'dressing')
    steps.push(
      `Dry-roast the ${list(porridge.map(lower))} for 2 minutes, then cook in ${liquid}, stirring, until soft (about 8 min).`,
    );
  else if (porridge.length > 0)
    steps.push(`Soak or cook the ${list(porridge.map(lower))} in ${liquid} until soft.`);
  const boiled = has(BOILED_GRAINS);
  if (boiled.length > 0) {
    steps.push(`Cook the ${list(boiled.map(lower))} in boiling water until just tender, then drain.`);
    cook = Math.max(cook, 12);
  }

  const cooked = mains.filter((f) => !RICE.has(id(f)) && !FLOURS.has(id(f)) && !AROMATICS.has(id(f)));
  const named = list(cooked.slice(0, 4).map(lower)) || 'the ingredients';
  const fatName = fat ? lower(fat) : null;
  switch (method) {
    case 'curry': {
      // Only the aromatics the dish serves: a method never names a food the plate does not hold.
      const base = parts.filter((p) => AROMATICS.has(id(p.food))).map((p) => lower(p.food));
      steps.push(
        `Heat the ${fatName ?? 'pan'}${fatName ? ' in a pan' : ''}${base.length > 0 ? `, add the ${list(base)} and cook until soft` : ''}; add the ground spices and cook for a minute into a masala.`,
        `Add ${named} with water as needed; cover and simmer until cooked through (${animal.length > 0 ? 20 : 10} min).`,
      );
      cook += animal.length > 0 ? 30 : 15;
      break;
    }
    case 'griddle':
      steps.push(
        `Heat a tawa or frying pan and brush it with the ${fatName ?? 'pan'}; cook ${named} on both sides until golden and cooked through.`,
      );
      cook += 15;
      break;
    case 'saute':
      steps.push(
        `Heat the ${fatName ?? 'pan'} over medium-high heat; add ${named} and cook, stirring, until done (${animal.length > 0 ? 10 : 6}–${animal.length > 0 ? 15 : 8} min). Season to taste.`,
      );
      cook += animal.length > 0 ? 15 : 10;
      break;
    case 'roast':
      steps.push(
        `Toss ${named} with the ${fatName ?? 'seasoning'} and spices; roast or grill at 200 °C (or in a hot pan) until browned and cooked through (20–25 min).`,
      );
      cook += 25;
      break;
    case 'dressing':
      steps.push(`Combine ${named} in a bowl${fatName ? ` and dress with the ${fatName}` : ''}.`);
      break;
  }
  if (garnish.length > 0) steps.push(`Finish with the ${list(garnish.map(lower))}.`);
  const hot = method !== 'dressing' || cook > 0;
  const serving = `One serving as planned.${sides.length > 0 ? ` Serve ${hot ? 'hot ' : ''}with the ${list(sides.map(lower))}.` : hot ? ' Serve hot.' : ''} Keeps 1 day in the fridge.`;
  return { steps, prepMin: Math.min(30, prep), cookMin: cook, serving, region: regionOf(def) };
}
