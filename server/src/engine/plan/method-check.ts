/**
 * Reads a rendered plan the way a member does — each meal's method steps and serving note against the foods it
 * serves — and reports where they disagree: a step names a food that is not served, a served seasoning whose grams
 * the method does not state, or a word the member's rules forbid. Used by the property tests over generated members
 * and usable on any stored plan. Pure; works from the plan's text and item names only, never from engine tags.
 */
import type { Meal, PlanContent } from '@common/plan';
import { foodById } from '../data/foods/food-table';
import { ingredientFoods } from '../data/recipes/recipe-types';
import { RECIPE_DEFS } from '../nutrition/recipes';

/**
 * The catalogue's protein foods (meat, fish, eggs, dairy, tofu and the like) by the words of their names in the food
 * table: a method naming one ("Add the chicken", "curd") names a food the meal must serve. One source of truth with
 * the foods a dish can serve; pantry foods (spices, oils, condiments, water, lemon) are named freely by methods.
 */
const PROTEIN_CATEGORIES = new Set(['meat', 'fish', 'eggs', 'dairy', 'protein']);
/** Words of those names that say how the food comes or which cut, not which food ("Tuna in water", "Beef round"). */
const NOT_A_FOOD =
  /^(and|with|the|raw|dry|dried|drained|whole|plain|fresh|canned|skinless|boneless|lean|low|fat|full|non|part|skim|milk|water|oil|firm|round|chops?|fillets?|leg|mince|breast|thigh|fortified|unsweetened|powder|isolate|protein|greek|shelled|plant|regular)$/;
/** One food by two names: what serves the one serves the other. */
const SAME: Readonly<Record<string, readonly string[]>> = {
  prawn: ['shrimp'],
  shrimp: ['prawn'],
  mutton: ['goat', 'lamb'],
  goat: ['mutton', 'lamb'],
  lamb: ['mutton', 'goat'],
  yogurt: ['curd'],
  curd: ['yogurt'],
};
/** Lower-case words, singular ("eggs" → "egg", "prawns" → "prawn"). */
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2)
    .map((w) => w.replace(/(?<=[^s])s$/, ''));
const foodWords = (name: string): string[] => words(name).filter((w) => !NOT_A_FOOD.test(w));
const CATALOGUE = [
  ...new Set(RECIPE_DEFS.flatMap((d) => d.items.flatMap(([foods]) => ingredientFoods(foods)))),
].map(foodById);
const PROTEIN_FOODS = CATALOGUE.filter((f) => PROTEIN_CATEGORIES.has(f.category));
const PROTEIN_WORDS = new Set(PROTEIN_FOODS.flatMap((f) => foodWords(f.name)));
/** "Fish" in a method is any fish the catalogue serves: the names of those foods. */
const FISH_NAMES = new Set(PROTEIN_FOODS.filter((f) => f.category === 'fish').map((f) => f.name));

/** Foods outside those categories a method may name only when served (the Jain and allergy words of issue 30). */
const NAMED_FOODS: readonly { word: RegExp; served: RegExp; seasoning?: true }[] = [
  { word: /\bmushrooms?\b/i, served: /mushroom/i },
  { word: /(?<!sweet )\bpotato(es)?\b/i, served: /(?<!sweet )potato/i },
  { word: /\bhoney\b/i, served: /honey/i },
  { word: /(?<!black |fruit )\bsalt\b/i, served: /^salt$/i, seasoning: true },
  { word: /\bbaking soda\b/i, served: /baking soda/i, seasoning: true },
  { word: /\bsoy sauce\b/i, served: /soy sauce/i, seasoning: true },
  { word: /\btamari\b/i, served: /tamari/i, seasoning: true },
  // Sodium-rich condiments the food table has no row for are never served, so a method may not use them.
  {
    word: /\b(fish sauce|chil+i bean paste|stock cubes?|bouillon|pickle|papad|miso|gochujang)\b/i,
    served: /$^/,
    seasoning: true,
  },
];

/** The catalogue's protein foods the method names and no served item is (words of their food-table names). */
function unservedProteins(text: string, names: readonly string[]): string[] {
  const served = new Set(names.flatMap((n) => foodWords(n).flatMap((w) => [w, ...(SAME[w] ?? [])])));
  if (names.some((n) => FISH_NAMES.has(n))) served.add('fish');
  // "Soy sauce", "fish sauce", "coconut milk" and "peanut butter" are not the soy, fish or milk foods.
  const said = words(text.replace(/\b(?:soy|fish) sauce\b|\bsoy milk\b/gi, ''));
  return [...new Set(said.filter((w) => PROTEIN_WORDS.has(w) && !served.has(w)))];
}

/** "salt (¼ tsp, 1.5 g)", "salt (a pinch, 0.4 g in all)": the grams a method states for a seasoning. */
const STATED = (name: string): RegExp =>
  new RegExp(`\\b${name}\\b \\((?:[^)]*, )?(\\d+(?:\\.\\d+)?) g(?: in all)?\\)`, 'i');
/** Every mention of a seasoning, and the ones a reader takes for the stated amount or its remainder. */
const MENTION = (name: string): RegExp => new RegExp(`(?<!black )\\b${name}\\b`, 'gi');
const ACCOUNTED = (name: string): RegExp =>
  new RegExp(`\\b${name}\\b \\([^)]*\\d g(?: in all)?\\)|\\bthe rest of the ${name}\\b`, 'gi');
const SEASONINGS: readonly { item: RegExp; name: string }[] = [
  { item: /^salt$/i, name: 'salt' },
  { item: /^soy sauce$/i, name: 'soy sauce' },
  { item: /^tamari\b/i, name: 'tamari' },
  { item: /^baking soda$/i, name: 'baking soda' },
];

export interface MethodMismatch {
  day: number;
  meal: string;
  problem: string;
}

/** The method as the member reads it; "no added salt" names salt left out, not salt used. */
function mealText(m: Meal): string {
  return m.howTo ? [...m.howTo.steps, m.howTo.serving].join(' ').replace(/no added salt/gi, '') : '';
}

/**
 * Mismatches of one meal; `forbidden` are words the member's rules keep out of everything they read;
 * `seasoningsOnly` limits the named-food check to salt and condiments.
 */
export function mealMismatches(m: Meal, forbidden: readonly RegExp[] = [], seasoningsOnly = false): string[] {
  const text = mealText(m);
  const names = m.items.map((i) => i.name);
  const out: string[] = [];
  if (!seasoningsOnly)
    for (const w of unservedProteins(text, names)) out.push(`method names "${w}", not served`);
  for (const { word, served, seasoning } of NAMED_FOODS) {
    if (seasoningsOnly && !seasoning) continue;
    const hit = word.exec(text);
    if (hit && !names.some((n) => served.test(n))) out.push(`method names "${hit[0]}", not served`);
  }
  for (const { item, name } of SEASONINGS) {
    const served = m.items.find((i) => item.test(i.name));
    if (!served) continue;
    const stated = STATED(name).exec(text);
    if (!stated) out.push(`${served.grams} g ${name} served, no amount in the method`);
    else if (Number(stated[1]) !== served.grams)
      out.push(`${name}: method says ${stated[1]} g, ${served.grams} g served`);
    else if ((text.match(MENTION(name))?.length ?? 0) > (text.match(ACCOUNTED(name))?.length ?? 0))
      out.push(`${name} named again with no amount (reads as more ${name})`);
  }
  for (const re of forbidden) {
    const hit = re.exec([m.name, text, ...names].join(' '));
    if (hit) out.push(`forbidden word "${hit[0]}"`);
  }
  return out;
}

/** Every mismatch of a plan's meals. */
export function methodMismatches(
  c: PlanContent,
  forbidden: readonly RegExp[] = [],
  seasoningsOnly = false,
): MethodMismatch[] {
  return c.days.flatMap((d) =>
    d.meals.flatMap((m) =>
      mealMismatches(m, forbidden, seasoningsOnly).map((problem) => ({ day: d.day, meal: m.name, problem })),
    ),
  );
}
