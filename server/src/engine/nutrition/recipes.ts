/**
 * The recipe catalogue and its resolution against a diet: each ingredient's alternatives are narrowed to the
 * first food the restrictions allow (preferring foods without the traits the biomarkers ask to avoid), optional
 * ingredients drop out, and a recipe no allowed food can make is left out. Definitions are validated and their
 * foods looked up once at module load; resolutions are memoised per diet (pure: same key, same answer).
 */
import type { RecipeSlot } from '@common/plan';
import { TAG_BIT, foodById, type Food } from '../data/foods/food-table';
import { foodAllowed, kosherMealConflict, type DietRules } from './diet-rules';
import { addFood, zeroNutrients, type Nutrients } from './nutrients';
import type { CookingMethod, IngredientRole, RecipeDef } from '../data/recipes/recipe-types';
import { coreFlags, foodWords } from './recipe-core';
import { checkOwnMethod, methodOf, ownMethod, type RecipeMethod, type StatedAmount } from './recipe-method';
import { INDIAN_RECIPES } from '../data/recipes/recipes-indian';
import { EAST_INDIAN_RECIPES } from '../data/recipes/recipes-indian-east';
import { NORTH_INDIAN_RECIPES } from '../data/recipes/recipes-indian-north';
import { SOUTH_INDIAN_RECIPES } from '../data/recipes/recipes-indian-south';
import { WEST_INDIAN_RECIPES } from '../data/recipes/recipes-indian-west';
import { EAST_ASIAN_RECIPES } from '../data/recipes/recipes-east-asian';
import { EUROPEAN_RECIPES } from '../data/recipes/recipes-european';
import { INTERNATIONAL_RECIPES } from '../data/recipes/recipes-international';
import { LATIN_RECIPES } from '../data/recipes/recipes-latin';
import { MEDITERRANEAN_RECIPES } from '../data/recipes/recipes-mediterranean';
import { ENERGY_DENSE_RECIPES } from '../data/recipes/recipes-energy-dense';

interface CompiledIngredient {
  alternatives: Food[];
  optional: boolean;
  /**
   * `|~` or `|~sub`: when the diet allows none of the alternatives, replaced by the substitute (the last
   * alternative, never chosen otherwise) or left out; never left out by the portions.
   */
  dietOptional: boolean;
  /** Alternatives before the substitute. */
  primaries: number;
  grams: number;
  role: IngredientRole;
  inName: boolean;
  core: boolean;
}
interface CompiledRecipe {
  def: RecipeDef;
  method: CookingMethod;
  ingredients: CompiledIngredient[];
}

export interface ResolvedItem {
  food: Food;
  grams: number;
  role: IngredientRole;
  /** Part of what the dish is named for (recipe-core.ts): kept at its floor by the portion LP. */
  core?: true;
}

/** A seasoning ingredient (role 'n') as the diet resolves it: `index` is its place in the definition's items. */
export interface ResolvedSeasoning {
  food: Food;
  grams: number;
  index: number;
}

export interface ResolvedRecipe extends Nutrients {
  id: string;
  name: string;
  slots: readonly RecipeSlot[];
  cuisine: 'indian' | 'international';
  note: string | null;
  method: CookingMethod;
  /** Steps, times, serving note and region for the foods this diet uses. */
  howTo: RecipeMethod;
  items: ResolvedItem[];
  containsMask: number;
  /** Traits of the non-garnish items. */
  traitMask: number;
  /**
   * Salt and sodium-rich condiments for one standard portion, outside `items` and the nutrients (the LP never
   * sizes them; nutrition/seasoning.ts serves them). Absent on composed plates.
   */
  seasoning?: ResolvedSeasoning[];
  /**
   * The method for the seasonings actually served (index → stated amount; a seasoning not in the map is left out),
   * without the ingredients `dropped` (definition indexes) the portions left out: an optional one's segments vanish,
   * any other's words are cut from the text (a method never names a food the meal does not serve, issue 30).
   */
  methodWith?: (served: ReadonlyMap<number, StatedAmount>, dropped?: ReadonlySet<number>) => RecipeMethod;
  /** Every ingredient but the seasonings as this diet serves it (definition index and food): the portions may leave any out. */
  ingredientIds?: readonly { index: number; foodId: string }[];
  /** The name without the segments of the ingredients `dropped` ("Shakshuka" without its pita). */
  nameWithout?: (dropped: ReadonlySet<number>) => string;
}

/**
 * The whole catalogue: the original Indian and international files, then the regional and cuisine files, then the
 * energy-dense low-saturated-fat dishes and quick dinners (issue 30 item 2).
 */
export const RECIPE_DEFS: readonly RecipeDef[] = [
  ...INDIAN_RECIPES,
  ...INTERNATIONAL_RECIPES,
  ...NORTH_INDIAN_RECIPES,
  ...SOUTH_INDIAN_RECIPES,
  ...WEST_INDIAN_RECIPES,
  ...EAST_INDIAN_RECIPES,
  ...MEDITERRANEAN_RECIPES,
  ...ENERGY_DENSE_RECIPES,
  ...EAST_ASIAN_RECIPES,
  ...LATIN_RECIPES,
  ...EUROPEAN_RECIPES,
];

const GRIDDLE =
  /paratha|thepla|dosa|chilla|uttapam|pesarattu|pancake|omelette|bhurji|scramble|toast|frittata|roti|cheela|egg/i;
const DRESSED = /salad|bowl|parfait|wrap|sandwich|hummus|yogurt|pudding|oats|porridge|smoothie|chaat/i;
const ROASTED = /roast|bake|grill|tray|tikka|sheet/i;

/** The dish's cooking method from its definition, or read from its name. */
export function cookingMethod(def: RecipeDef): CookingMethod {
  if (def.method) return def.method;
  if (ROASTED.test(def.name)) return 'roast';
  if (GRIDDLE.test(def.name) || GRIDDLE.test(def.id)) return 'griddle';
  if (DRESSED.test(def.name)) return 'dressing';
  return def.cuisine === 'indian' ? 'curry' : 'saute';
}

function compile(def: RecipeDef): CompiledRecipe {
  const core = coreFlags(def.name, def.items);
  return {
    def,
    method: cookingMethod(def),
    ingredients: def.items.map(([foods, grams, role, inName], i) => {
      const parts = foods.split('|');
      const last = parts[parts.length - 1] ?? '';
      const dietOptional = last.startsWith('~');
      const primaries = parts.filter((p) => p !== '-' && !p.startsWith('~'));
      const substitute = dietOptional && last.length > 1 ? [last.slice(1)] : [];
      return {
        alternatives: [...primaries, ...substitute].map(foodById),
        optional: last === '-',
        dietOptional,
        primaries: primaries.length,
        grams,
        role: role ?? 'm',
        inName: inName === true,
        core: core[i] === true,
      };
    }),
  };
}

const COMPILED: CompiledRecipe[] = RECIPE_DEFS.map(compile);

const NAME_SEGMENT = /\{([^}]*)\}/g;
const OIL = /\boil\b/i;
/** Words a method names a food by that are not in its name: bread served as toast ("Serve with the toast"). */
const ALSO_NAMED: Readonly<Record<string, readonly string[]>> = { bread: ['toast', 'toasted'] };

{
  const ids = new Set<string>();
  for (const r of COMPILED) {
    if (ids.has(r.def.id)) throw new Error(`Duplicate recipe id ${r.def.id}`);
    ids.add(r.def.id);
    const segments = r.def.name.match(NAME_SEGMENT)?.length ?? 0;
    const named = r.ingredients.filter((i) => i.inName).length;
    if (segments !== named)
      throw new Error(`Recipe ${r.def.id}: ${segments} name segments for ${named} named ingredients`);
    // What the dish is named for is never left out for a diet: such a dish is not made without it.
    if (r.ingredients.some((i) => i.dietOptional && (i.core || i.inName)))
      throw new Error(`Recipe ${r.def.id}: a core or named ingredient is marked |~`);
    const errors = r.def.how
      ? checkOwnMethod(
          r.def.how,
          r.ingredients.map((i) => i.alternatives.length),
        )
      : [];
    if (errors.length > 0) throw new Error(`Recipe ${r.def.id}: ${errors.join('; ')}`);
  }
}

/** Fill the `{a/b}` segments of a recipe name with the options matching the chosen alternatives (-1 = dropped). */
function renderName(name: string, choices: number[]): string {
  let k = 0;
  return name
    .replace(NAME_SEGMENT, (_m, body: string) => {
      const choice = choices[k++] ?? 0;
      if (choice < 0) return '';
      const options = body.split('/');
      return options[Math.min(choice, options.length - 1)] ?? '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function resolveOne(
  recipe: CompiledRecipe,
  rules: DietRules,
  avoidTraits: number,
  extraForbid: number,
): ResolvedRecipe | null {
  const items: ResolvedItem[] = [];
  const seasoning: ResolvedSeasoning[] = [];
  /** The definition index of each item. */
  const itemIndex: number[] = [];
  const nameChoices: number[] = [];
  /** The definition index of each named ingredient, in name-segment order. */
  const named: number[] = [];
  const choices: number[] = [];
  for (const [index, ing] of recipe.ingredients.entries()) {
    const allowed = ing.alternatives
      .slice(0, ing.primaries)
      .filter((f) => foodAllowed(f, rules, extraForbid));
    const preferred = allowed.find((f) => (f.traitMask & avoidTraits) === 0);
    let chosen = preferred ?? (ing.optional ? undefined : allowed[0]);
    if (!chosen && ing.dietOptional) {
      // The diet's version of the dish: the substitute where one is given, else the dish without it.
      const substitute = ing.alternatives[ing.primaries];
      if (substitute && foodAllowed(substitute, rules, extraForbid)) chosen = substitute;
      else {
        choices.push(-1);
        continue;
      }
    }
    const choice = chosen ? ing.alternatives.indexOf(chosen) : -1;
    choices.push(choice);
    if (ing.inName) {
      nameChoices.push(choice);
      named.push(index);
    }
    if (!chosen) {
      if (ing.optional) continue;
      return null;
    }
    if (ing.role === 'n') seasoning.push({ food: chosen, grams: ing.grams, index });
    else {
      itemIndex.push(index);
      items.push({
        food: chosen,
        grams: ing.grams,
        role: ing.role,
        ...(ing.core ? { core: true as const } : {}),
      });
    }
  }
  if (!items.some((i) => i.role === 'm')) return null;
  const how = recipe.def.how;
  const chosenFood = (i: number): Food | undefined => recipe.ingredients[i]?.alternatives[choices[i] ?? -1];
  const methodWith = how
    ? (served: ReadonlyMap<number, StatedAmount>, dropped?: ReadonlySet<number>): RecipeMethod => {
        // An optional ingredient left out takes its segments with it (they are written to vanish); any other is
        // named as usual and its words are cut from the text (recipe-method.ts `withoutGone`).
        const used = choices.map((c, i) => {
          const ing = recipe.ingredients[i];
          return (ing?.role === 'n' && !served.has(i)) || (ing?.optional && dropped?.has(i)) ? -1 : c;
        });
        const gone = new Set<string>();
        if (dropped && dropped.size > 0) {
          const kept = items.filter((_, k) => !dropped.has(itemIndex[k]!)).map((it) => it.food);
          const keptWords = new Set(kept.flatMap((f) => [...foodWords(f)]));
          for (const i of dropped) {
            const f = chosenFood(i);
            if (f)
              for (const w of foodWords(f))
                if (!keptWords.has(w)) for (const x of [w, ...(ALSO_NAMED[w] ?? [])]) gone.add(x);
            // "Oil" names no one food (recipe-core GENERIC), but a dish that serves no oil is not fried in it.
            if (f && OIL.test(f.name) && !kept.some((k) => OIL.test(k.name))) gone.add('oil');
          }
        }
        const own = ownMethod(recipe.def, how, used, served, rules.jain, gone);
        if (own.steps.length > 0) return own;
        // Every step named a food left out: the template method written from the foods still served, seasoned.
        const kept = items.filter((_, k) => !dropped?.has(itemIndex[k]!));
        const plate = methodOf(recipe.def, recipe.method, kept);
        const season = [...served.values()].map((a) => `${a.name} (${a.amount})`);
        if (season.length > 0) plate.steps.push(`Season the dish with ${season.join(' and ')}.`);
        return { ...plate, region: own.region };
      }
    : undefined;
  const ingredientIds = recipe.ingredients.flatMap((ing, index) => {
    const food = ing.role !== 'n' ? chosenFood(index) : undefined;
    return food ? [{ index, foodId: food.id }] : [];
  });
  const r: ResolvedRecipe = {
    id: recipe.def.id,
    name: renderName(recipe.def.name, nameChoices),
    slots: recipe.def.slots,
    cuisine: recipe.def.cuisine,
    note: recipe.def.note ?? null,
    method: recipe.method,
    howTo: recipe.def.how
      ? ownMethod(recipe.def, recipe.def.how, choices, new Map(), rules.jain)
      : methodOf(recipe.def, recipe.method, items),
    items,
    containsMask: 0,
    traitMask: 0,
    seasoning,
    ...(methodWith ? { methodWith } : {}),
    ingredientIds,
    ...(named.length > 0
      ? {
          nameWithout: (dropped: ReadonlySet<number>) =>
            renderName(
              recipe.def.name,
              nameChoices.map((c, k) => (dropped.has(named[k]!) ? -1 : c)),
            ),
        }
      : {}),
    ...zeroNutrients(),
  };
  for (const { food } of seasoning) r.containsMask |= food.containsMask;
  for (const { food, grams, role } of items) {
    r.containsMask |= food.containsMask;
    if (role !== 'x') r.traitMask |= food.traitMask;
    addFood(r, food, grams);
  }
  return r;
}

/** One definition resolved for a diet, outside the catalogue (tests compare a definition with a variant of it). */
export function resolveDefinition(
  def: RecipeDef,
  rules: DietRules,
  avoidTraits: number,
): ResolvedRecipe | null {
  return resolveOne(compile(def), rules, avoidTraits, 0);
}

const cache = new Map<string, ResolvedRecipe[]>();
const CACHE_LIMIT = 256;

/** Every recipe the diet allows, resolved. Kosher recipes that would mix meat and dairy drop their dairy or are left out. */
export function resolveRecipes(rules: DietRules, avoidTraits: number): ResolvedRecipe[] {
  const key = `${rules.forbidMask}:${avoidTraits}:${rules.kosher ? 1 : 0}${rules.jain ? 'j' : ''}:${[...rules.excludedFoodIds].sort().join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out: ResolvedRecipe[] = [];
  for (const recipe of COMPILED) {
    let r = resolveOne(recipe, rules, avoidTraits, 0);
    if (r && rules.kosher && kosherMealConflict(r.containsMask))
      r = resolveOne(recipe, rules, avoidTraits, TAG_BIT.dairy);
    if (r && !(rules.kosher && kosherMealConflict(r.containsMask))) out.push(r);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, out);
  return out;
}
