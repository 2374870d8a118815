/**
 * Dishes that are what they say (issue 30). The portion LP prices every gram of a core ingredient below its floor
 * (portion-lp.ts), so a dish keeps what it is named for unless the day's targets or a hard ceiling cannot be met
 * with it. A dish that still lost its core is renamed for what it serves, with a note naming the dish it was adapted
 * from and why: never a name that promises a food the plate does not hold.
 */
import type { PlanTargets } from '@common/plan';
import { MEAL_PLANNING } from '../guidelines';
import { coreFloorGrams, corePortionScale, foodWords, nameWords } from './recipe-core';
import { methodOf } from './recipe-method';
import type { ResolvedRecipe } from './recipes';
import type { SizedMeal } from './portion-sizing';

/** A served core ingredient below half its floor counts as lost: the dish no longer is what its name says. */
const LOST_SHARE = 0.5;

/** Meals whose recipe serves a core ingredient below half its floor, or not at all. */
export function mealsMissingCore(meals: readonly SizedMeal[], targets: PlanTargets): Set<SizedMeal> {
  const out = new Set<SizedMeal>();
  const scale = corePortionScale(targets.calories, targets.proteinG);
  for (const m of meals) {
    for (const it of m.recipe.items) {
      if (!it.core) continue;
      const served = m.parts.reduce((g, p) => (p.food.id === it.food.id ? g + p.grams : g), 0);
      if (served < LOST_SHARE * coreFloorGrams(it.grams, scale)) out.add(m);
    }
  }
  return out;
}

/**
 * A dish whose portions left out an ingredient (the pita of "Shakshuka with whole-wheat pita", the oil of a dressing,
 * the bread of "Ghugni with toast") is cooked without it: its method is rendered without the steps and words that
 * name it (recipe-method.ts), so a step never names a food the meal does not serve (issue 30), and its name segment goes
 * too ("Baked falafel bowl with dressing" without its tahini).
 */
export function withoutUnservedIngredients(meals: SizedMeal[]): SizedMeal[] {
  return meals.map((m) => {
    const { ingredientIds, nameWithout, methodWith } = m.recipe;
    if (!ingredientIds) return m;
    const served = new Set(m.parts.map((p) => p.food.id));
    const dropped = new Set(ingredientIds.filter((o) => !served.has(o.foodId)).map((o) => o.index));
    if (dropped.size === 0) return m;
    // One recipe object per dish and set of foods left out, shared by every day (and trial day) that serves it so:
    // its method is rendered once, and seasoning's method cache (keyed by the recipe) finds it again.
    const key = [...dropped].sort((a, b) => a - b).join(',');
    let byDropped = WITHOUT.get(m.recipe);
    if (!byDropped) WITHOUT.set(m.recipe, (byDropped = new Map()));
    let recipe = byDropped.get(key);
    if (!recipe) {
      recipe = { ...m.recipe };
      if (nameWithout) recipe.name = nameWithout(dropped);
      if (methodWith) {
        recipe.howTo = methodWith(new Map(), dropped);
        // Seasoning (seasoning.ts) renders the method again with what it serves: still without these.
        recipe.methodWith = (amounts, more) =>
          methodWith(amounts, more ? new Set([...dropped, ...more]) : dropped);
      }
      byDropped.set(key, recipe);
    }
    return { ...m, recipe };
  });
}

/** The recipes withoutUnservedIngredients made, by the dish they came from and the foods left out. */
const WITHOUT = new WeakMap<ResolvedRecipe, Map<string, ResolvedRecipe>>();

/**
 * A food's name as a dish name says it: no bracketed detail, the first of "a / b" and nothing after a comma
 * ("Plain yogurt / curd" → "Plain yogurt", "Amaranth leaves, green" → "Amaranth leaves").
 */
const plain = (name: string): string =>
  name
    .replace(/\s*\([^)]*\)/g, '')
    .split(' / ')[0]!
    .split(',')[0]!
    .trim();

/**
 * The last resort when the day's targets or a hard limit (kidney protein, potassium, sodium) leave no room for a
 * dish's core: the meal is named for what it serves ("Parboiled rice with potato and onion"), its method is the
 * template written from those foods (recipe-method.ts, unsalted like every composed plate), and the note says which
 * dish it was adapted from and why. Never a name that promises a food the plate does not hold.
 */
export function adaptLostDishes(meals: SizedMeal[], targets: PlanTargets): SizedMeal[] {
  const lost = mealsMissingCore(meals, targets);
  if (lost.size === 0) return meals;
  return meals.map((m) => {
    if (!lost.has(m)) return m;
    // Named for its main foods and sides that are more than a token (MEAL_PLANNING.adaptedNamedMinG), the largest
    // first; where the limits left none, for whatever it serves most of.
    const served = m.parts.filter((p) => p.role !== 'n' && p.grams > 0).sort((a, b) => b.grams - a.grams);
    const named = served.filter(
      (p) => (p.role === 'm' || p.role === 's') && p.grams >= MEAL_PLANNING.adaptedNamedMinG,
    );
    const foods = (named.length > 0 ? named : served.slice(0, 1))
      .slice(0, 3)
      .map((p, i) => (i === 0 ? plain(p.food.name) : plain(p.food.name).toLowerCase()));
    const name =
      foods.length === 0
        ? 'Light plate'
        : foods.length === 1
          ? (foods[0] ?? '')
          : `${foods[0]} with ${foods.slice(1).join(' and ')}`;
    const missing = m.recipe.items
      .filter((it) => it.core && !m.parts.some((p) => p.food.id === it.food.id && p.grams > 0))
      .map((it) => plain(it.food.name).toLowerCase());
    const why = `Adapted from ${m.recipe.name}: your daily targets and limits leave no room for ${missing.length > 0 ? `its ${missing.join(' and ')}` : 'a full portion of it'}.`;
    const def = {
      id: `adapted-${m.recipe.id}`,
      name,
      slots: m.recipe.slots,
      cuisine: m.recipe.cuisine,
      items: [],
    };
    const howTo = methodOf(
      def,
      m.recipe.method,
      m.parts.flatMap((p) => (p.role === 'topup' || p.role === 'n' ? [] : [{ food: p.food, role: p.role }])),
    );
    // Fewer foods than the dish it was take no longer to make (the member's cooking time chose that dish).
    const recipe: ResolvedRecipe = {
      ...m.recipe,
      id: def.id,
      name,
      howTo: {
        ...howTo,
        prepMin: Math.min(howTo.prepMin, m.recipe.howTo.prepMin),
        cookMin: Math.min(howTo.cookMin, m.recipe.howTo.cookMin),
      },
      seasoning: [],
    };
    delete recipe.methodWith;
    delete recipe.nameWithout;
    return { ...m, recipe, note: [why, m.note].filter(Boolean).join(' ') };
  });
}

/** A method's words (nameWords), read once per rendered method: seasoning reuses them across days (seasoning.ts). */
const METHOD_WORDS = new WeakMap<ResolvedRecipe['howTo'], ReadonlySet<string>>();
function methodWords(howTo: ResolvedRecipe['howTo']): ReadonlySet<string> {
  let words = METHOD_WORDS.get(howTo);
  if (!words) METHOD_WORDS.set(howTo, (words = nameWords([...howTo.steps, howTo.serving].join(' '))));
  return words;
}

/**
 * A dish whose portions left out an ingredient its method still names ("fry the onion" on a day the limits left no
 * onion): the note says so, so the steps and the food list agree for the reader (issue 30: a step never names a food
 * that is not there). A dish's own method is already written without them (withoutUnservedIngredients) and adapted
 * dishes have methods written from what they serve; this covers the template methods of the rest (composed plates). A word counts when it is over 3 letters,
 * in the method and in no served food's name.
 */
export function withUnservedNoted(meals: SizedMeal[]): SizedMeal[] {
  return meals.map((m) => {
    const served = new Set(m.parts.map((p) => p.food.id));
    const unserved = m.recipe.items.filter((it) => it.role !== 'n' && !served.has(it.food.id));
    // Most meals serve every ingredient, or name none left out: the method's words are read only when one is.
    if (unserved.length === 0) return m;
    const servedWords = new Set(m.parts.flatMap((p) => [...foodWords(p.food)]));
    const unnamed = (it: (typeof unserved)[number]): string[] =>
      [...foodWords(it.food)].filter((w) => w.length > 3 && !servedWords.has(w));
    if (!unserved.some((it) => unnamed(it).length > 0)) return m;
    const text = methodWords(m.recipe.howTo);
    const left = unserved.filter((it) => unnamed(it).some((w) => text.has(w)));
    if (left.length === 0) return m;
    const names = [...new Set(left.map((it) => plain(it.food.name).toLowerCase()))];
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    const say = `Today's portions leave out the ${list}: skip ${names.length === 1 ? 'it' : 'them'} in the method.`;
    return { ...m, note: [m.note, say].filter(Boolean).join(' ') };
  });
}
