/**
 * Dietary restrictions as hard constraints. Preset restrictions (docs/product.md#data) and common free-text entries
 * ("eggetarian", "nut allergy", "no pork", "lactose intolerant", "jain") become a mask of forbidden `contains`
 * tags, a set of excluded foods, and the carbohydrate ceilings of keto/low-carb. Kosher's "no meat with dairy in
 * one meal" is checked per meal. Anything unrecognised is reported, never silently dropped.
 *
 * Vegetarian and eggs: "Vegetarian" is read as lacto-vegetarian (no eggs), the default meaning in India, our
 * default market; including eggs for someone who does not eat them would be a violation, leaving them out is
 * only conservative. "Eggetarian", "ovo-lacto" or "vegetarian (eggs ok)" allow eggs.
 */
import type { ContainsTag } from '@common/plan';
import { FOODS, TAG_BIT, tagsToMask, type Food } from '../data/foods/food-table';
import { MACROS } from '../guidelines';

export interface DietRules {
  forbidMask: number;
  keto: boolean;
  lowCarb: boolean;
  kosher: boolean;
  halal: boolean;
  paleo: boolean;
  vegan: boolean;
  vegetarian: boolean;
  /** Jain: dishes are cooked and worded in their Jain version (recipe-types.ts `{jain:…}`, `|~`). */
  jain: boolean;
  eggsAllowed: boolean;
  /** Hard daily ceiling on available carbohydrate (g), or null. */
  carbsMaxG: number | null;
  excludedFoodIds: ReadonlySet<string>;
  /**
   * Words no dish name, method step or food name may hold (every name of a forbidden allergen, tyramine
   * condiments with an MAOI…), set by the clinical rules (safety/clinical-rules); absent when none.
   */
  forbiddenText?: RegExp | null;
  /** Restrictions as understood, e.g. "Vegetarian (lacto: no meat, fish or eggs)". */
  recognised: string[];
  unrecognised: string[];
  notes: string[];
}

const ANIMAL: ContainsTag[] = [
  'meat',
  'poultry',
  'pork',
  'beef',
  'fish',
  'shellfish',
  'nonkosher-fish',
  'nonkosher-meat',
];
/** Animal-derived ingredients hidden in foods that look vegetarian (rennet cheeses, whey, gelatin, carmine). */
const HIDDEN_ANIMAL: ContainsTag[] = ['animal-rennet', 'gelatin', 'insect'];
const RULE_TAGS = {
  vegan: [...ANIMAL, ...HIDDEN_ANIMAL, 'egg', 'dairy', 'honey'],
  vegetarian: [...ANIMAL, ...HIDDEN_ANIMAL],
  pescatarian: ['meat', 'poultry', 'pork', 'beef', 'nonkosher-meat'],
  glutenFree: ['gluten'],
  dairyFree: ['dairy'],
  // Gelatin and rennet are usually porcine/bovine from non-certified slaughter; carmine is an insect.
  halal: ['pork', 'alcohol', 'gelatin', 'animal-rennet'],
  kosher: ['pork', 'shellfish', 'nonkosher-fish', 'nonkosher-meat', 'gelatin', 'animal-rennet', 'insect'],
  paleo: ['grain', 'legume', 'dairy', 'added-sugar'],
} satisfies Record<string, ContainsTag[]>;

/**
 * Jain diets exclude root vegetables and bulbs (onion, garlic, ginger root), mushrooms and honey — by food and by
 * every word a member reads, so a method never says "fry the garlic". Jain Vegetarian Society; Jaina dietary
 * practice as summarised in Ghosh & Sarkar, J Ethnic Foods 2020. Asafoetida (hing, IFCT G019), a dried resin, is
 * the usual stand-in for onion and garlic in Jain cooking and stays allowed; the dishes' Jain versions use it.
 */
export const JAIN_WORDS =
  /\b(?:garlic|onions?|shallots?|leeks?|spring onions?|ginger|potato(?:es)?|aloo|sweet potato(?:es)?|shakarkandi|yams?|arbi|carrots?|beetroots?|beets?|radish(?:es)?|mooli|turnips?|mushrooms?|honey)\b/i;
const JAIN_EXCLUDED = [...FOODS.values()]
  .filter(
    (f) =>
      /^ifct:F0/.test(f.id) ||
      /^ifct:G01[1-578]$/.test(f.id) ||
      f.id === 'ifct:D058' ||
      /^ifct:J/.test(f.id) ||
      JAIN_WORDS.test(f.name),
  )
  .map((f) => f.id);

const SIMPLE_ALLERGENS: [RegExp, ContainsTag[], string][] = [
  [/peanut|groundnut/, ['peanut'], 'No peanuts'],
  [/\bnut|tree ?nut/, ['nuts', 'peanut'], 'No nuts (tree nuts and peanuts)'],
  [/shellfish|prawn|shrimp|crab|lobster|crustacean|mollus/, ['shellfish'], 'No shellfish'],
  [/\bfish|seafood/, ['fish', 'shellfish', 'nonkosher-fish'], 'No fish or seafood'],
  [/\beggs?\b/, ['egg'], 'No eggs'],
  [/\bsoy|soya/, ['soy'], 'No soy'],
  [/sesame/, ['sesame'], 'No sesame'],
  [/pork|bacon|ham\b/, ['pork', 'nonkosher-meat'], 'No pork'],
  [/beef|hindu/, ['beef'], 'No beef'],
  [/alcohol|wine/, ['alcohol'], 'No alcohol'],
  [/honey/, ['honey'], 'No honey'],
  [/sugar/, ['added-sugar'], 'No added sugar'],
  [/red meat/, ['meat', 'pork', 'beef', 'nonkosher-meat'], 'No red meat'],
  [/\bmeat\b/, ['meat', 'poultry', 'pork', 'beef', 'nonkosher-meat'], 'No meat'],
];

function norm(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "no mushrooms" / "mushroom allergy" / "avoid mushrooms" → "mushroom" (or null). */
function customKeyword(entry: string): string | null {
  const m = entry
    .replace(
      /\b(no|avoid|without|allergy|allergic|to|intolerance|intolerant|free|sensitive|sensitivity|don't eat|do not eat)\b/g,
      ' ',
    )
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (m.length < 3 || m.split(' ').length > 2) return null;
  return m.endsWith('es') && m.length > 4 ? m.slice(0, -2) : m.endsWith('s') ? m.slice(0, -1) : m;
}

/**
 * A recognised restriction's label and what it forbids; `plain` when it means nothing more than that (an allergen,
 * a single food, lacto-vegetarian), unlike keto or kosher, whose rules are more than a list of foods.
 */
interface Label {
  text: string;
  mask: number;
  ids: ReadonlySet<string>;
  plain: boolean;
}

const covers = (a: Label, b: Label): boolean =>
  (b.mask & ~a.mask) === 0 && [...b.ids].every((id) => a.ids.has(id));

/**
 * The labels listed to the member: each once, and without a plain label another listed restriction already implies
 * ("No beef" beside Vegetarian, "No peanuts" beside "No nuts", Vegetarian beside Vegan); the rules are unchanged.
 */
function listed(labels: readonly Label[]): string[] {
  const out: string[] = [];
  labels.forEach((l, i) => {
    if (out.includes(l.text)) return;
    const implied =
      l.plain &&
      labels.some((m, j) => m.text !== l.text && covers(m, l) && (!m.plain || !covers(l, m) || j < i));
    if (!implied) out.push(l.text);
  });
  return out;
}

export function parseRestrictions(entries: readonly string[]): DietRules {
  let mask = 0;
  // What each entry forbids, so a label another label already implies is left out of the list (`listed`).
  let entryMask = 0;
  let entryIds = new Set<string>();
  const add = (tags: readonly ContainsTag[]): void => {
    mask |= tagsToMask(tags);
    entryMask |= tagsToMask(tags);
  };
  const r: DietRules = {
    forbidMask: 0,
    keto: false,
    lowCarb: false,
    kosher: false,
    halal: false,
    paleo: false,
    vegan: false,
    vegetarian: false,
    jain: false,
    eggsAllowed: true,
    carbsMaxG: null,
    excludedFoodIds: new Set(),
    recognised: [],
    unrecognised: [],
    notes: [],
  };
  const excluded = new Set<string>();
  const exclude = (id: string): void => {
    excluded.add(id);
    entryIds.add(id);
  };
  const labels: Label[] = [];
  /** A label with what its entry forbids so far (`plain`: it means no more than that, so another may imply it). */
  const recognise = (text: string, plain = false): void => {
    labels.push({ text, mask: entryMask, ids: new Set(entryIds), plain });
  };
  for (const raw of entries) {
    const e = norm(raw);
    if (!e) continue;
    entryMask = 0;
    entryIds = new Set();
    if (/vegan|plant[- ]based/.test(e)) {
      add(RULE_TAGS.vegan);
      r.vegan = r.vegetarian = true;
      r.eggsAllowed = false;
      recognise('Vegan (no animal products, including dairy, eggs and honey)');
    } else if (
      /eggetarian|ovo[- ]?lacto|lacto[- ]?ovo|ovo[- ]?veg|(vegetarian|veggie).*(eggs? ok|with eggs?|eats? eggs?|\+ ?eggs?)/.test(
        e,
      )
    ) {
      add(RULE_TAGS.vegetarian);
      r.vegetarian = true;
      recognise('Vegetarian with eggs (no meat, poultry, fish, shellfish, gelatin or animal-rennet cheese)');
    } else if (/vegetarian|veggie|jain/.test(e)) {
      add(RULE_TAGS.vegetarian);
      add(['egg']);
      r.vegetarian = true;
      r.eggsAllowed = false;
      recognise(
        'Vegetarian (lacto-vegetarian: no meat, poultry, fish, shellfish, eggs, gelatin or animal-rennet cheese)',
        true,
      );
      r.notes.push(
        'Vegetarian is taken as lacto-vegetarian (no eggs), as is usual in India; add "eggetarian" to your restrictions if you eat eggs.',
      );
      if (/jain/.test(e)) {
        // The Jain label stands for its own foods; the Vegetarian label beside it says what else it keeps out.
        entryMask = 0;
        for (const id of JAIN_EXCLUDED) exclude(id);
        r.forbiddenText = JAIN_WORDS;
        r.jain = true;
        recognise('Jain (no root vegetables, onion, garlic, mushrooms or honey)');
      }
    } else if (/pesc(a|e)tarian/.test(e)) {
      add(RULE_TAGS.pescatarian);
      recognise('Pescatarian (no meat or poultry)');
    } else if (/gluten|c(o)?eliac/.test(e)) {
      add(RULE_TAGS.glutenFree);
      recognise('Gluten-free');
    } else if (/dairy|lactose|milk|casein/.test(e)) {
      add(RULE_TAGS.dairyFree);
      recognise('Dairy-free');
    } else if (/low[- ]?residue|low[- ]?fib(re|er)/.test(e)) {
      // The clinical rules read it (safety/clinical-rules: fibre ceiling, no nuts, seeds, raw salads, whole pulses).
      recognise('Low-residue (low fibre)');
    } else if (/keto/.test(e)) {
      r.keto = true;
      recognise(`Keto (at most ${MACROS.ketoCarbMaxG} g carbohydrate a day)`);
    } else if (/low[- ]?carb|lchf|atkins/.test(e)) {
      r.lowCarb = true;
      recognise(`Low-carb (under ${MACROS.lowCarbMaxG + 1} g carbohydrate a day)`);
    } else if (/paleo|primal/.test(e)) {
      add(RULE_TAGS.paleo);
      r.paleo = true;
      recognise('Paleo (no grains, legumes, dairy or added sugar)');
    } else if (/halal/.test(e)) {
      add(RULE_TAGS.halal);
      r.halal = true;
      recognise('Halal (no pork, alcohol, gelatin or animal-rennet cheese)');
      r.notes.push('Halal: choose halal-certified meat and poultry.');
    } else if (/kosher/.test(e)) {
      add(RULE_TAGS.kosher);
      r.kosher = true;
      recognise('Kosher (no pork, shellfish, gelatin or rennet cheese; no meat with dairy in one meal)');
      r.notes.push('Kosher: choose kosher-certified meat; fish only with fins and scales.');
    } else {
      const allergen = SIMPLE_ALLERGENS.find(([re]) => re.test(e));
      if (allergen) {
        add(allergen[1]);
        recognise(allergen[2], true);
      }
      const word = allergen ? null : customKeyword(e);
      const hits = word ? [...FOODS.values()].filter((f) => f.name.toLowerCase().includes(word)) : [];
      if (word && hits.length > 0) {
        for (const f of hits) exclude(f.id);
        recognise(`No ${word} (custom)`, true);
      } else if (!allergen) {
        r.unrecognised.push(raw.trim());
      }
    }
  }
  r.recognised = listed(labels);
  r.notes = [...new Set(r.notes)];
  if (r.keto) r.carbsMaxG = MACROS.ketoCarbMaxG;
  else if (r.lowCarb) r.carbsMaxG = MACROS.lowCarbMaxG;
  r.forbidMask = mask;
  r.excludedFoodIds = excluded;
  return r;
}

/** Add forbidden tags and excluded foods (medication, life-stage and lab rules) to a person's diet. */
export function withExclusions(
  rules: DietRules,
  tags: readonly ContainsTag[],
  foodIds: readonly string[],
): DietRules {
  if (tags.length === 0 && foodIds.length === 0) return rules;
  return {
    ...rules,
    forbidMask: rules.forbidMask | tagsToMask(tags),
    excludedFoodIds: new Set([...rules.excludedFoodIds, ...foodIds]),
  };
}

export function foodAllowed(food: Food, rules: DietRules, extraForbid = 0): boolean {
  return (food.containsMask & (rules.forbidMask | extraForbid)) === 0 && !rules.excludedFoodIds.has(food.id);
}

/** False when a dish's words (name, method, serving note, food names) name something the rules forbid. */
export function textAllowed(texts: readonly string[], rules: DietRules): boolean {
  const re = rules.forbiddenText;
  return !re || !texts.some((t) => re.test(t));
}

const MEAT_MASK = TAG_BIT.meat | TAG_BIT.poultry | TAG_BIT.beef | TAG_BIT.pork;

/** Kosher: meat (incl. poultry) and dairy may not be served in one meal. */
export function kosherMealConflict(containsMask: number): boolean {
  return (containsMask & MEAT_MASK) !== 0 && (containsMask & TAG_BIT.dairy) !== 0;
}

/** Every rule a list of meal items breaks (empty when none): the check the tests run over generated plans. */
export function mealViolations(
  items: readonly { foodId: string; contains: readonly ContainsTag[] }[],
  rules: DietRules,
): string[] {
  const out: string[] = [];
  let mealMask = 0;
  for (const item of items) {
    const m = tagsToMask(item.contains);
    mealMask |= m;
    const bad = m & rules.forbidMask;
    if (bad) out.push(`${item.foodId} contains a forbidden tag`);
    if (rules.excludedFoodIds.has(item.foodId)) out.push(`${item.foodId} is excluded`);
  }
  if (rules.kosher && kosherMealConflict(mealMask)) out.push('meat and dairy in one meal');
  return out;
}
