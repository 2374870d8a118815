import type { RecipeSlot, RecipeRegion } from '@common/plan';

/**
 * m = main portion, f = cooking fat, s = side, x = fixed garnish (see guidelines MEAL_PLANNING.flexRange),
 * n = seasoning: salt and sodium-rich condiments (soy sauce, baking soda) in grams for one standard portion. The
 * portion LP never sizes them: nutrition/seasoning.ts scales them with the served dish, counts their sodium in the
 * day and cuts or drops them under a sodium limit, and the method names the grams served.
 */
export type IngredientRole = 'm' | 'f' | 's' | 'x' | 'n';

/**
 * [alternatives "a|b|-", grams for one portion in a ~2000 kcal day, role, inName]. When inName is true the
 * ingredient owns the next `{a/b}` segment of the recipe name: the segment shows the option matching the
 * chosen alternative, and disappears when an optional ingredient is dropped. A trailing `|-` makes the ingredient
 * optional (the diet or the portions may leave it out); a trailing `|~` leaves it out only when the diet forbids
 * every alternative (the onion of a curry a Jain member gets without it), and `|~sub` serves `sub` instead then
 * (raw banana for the potato of a Jain pav bhaji) — `sub` is never chosen otherwise, so the dish is unchanged
 * for every diet that allows an alternative. Neither may mark what the dish is named for (its core).
 */
export type IngredientDef = readonly [foods: string, grams: number, role?: IngredientRole, inName?: boolean];

/** How the dish uses its cooking fat: sets the fat's realistic band (PORTION_BOUNDS.oilBandG). */
export type CookingMethod = 'curry' | 'griddle' | 'saute' | 'roast' | 'dressing';

/**
 * The dish's own method, written for it and stored beside its definition: 3–6 short steps, prep and cook minutes
 * and a serving note. In a step or the serving note, `{n:a/b}` names ingredient n (0-based index in `items`) as
 * the diet uses it: one option per alternative of that ingredient (`{4:ghee/oil}`), or a single text shown only
 * while the ingredient is in the dish; an optional ingredient the diet drops renders as nothing, and a step left
 * empty is dropped. `{jain:usual/Jain}` is worded for the diet instead: the first text for every member, the
 * second for a Jain one (either may be empty), for what the steps name but the items do not list (the
 * ginger-garlic paste of a masala, a pinch of hing in its Jain version). Recipes without a method fall back
 * to the template in recipe-method.ts.
 */
export interface DishMethod {
  prep: number;
  cook: number;
  steps: readonly string[];
  serve: string;
}

export interface RecipeDef {
  id: string;
  name: string;
  slots: readonly RecipeSlot[];
  cuisine: 'indian' | 'international';
  items: readonly IngredientDef[];
  note?: string;
  /** Defaults from the dish's name (recipes.ts `cookingMethod`). */
  method?: CookingMethod;
  /** Defaults from recipe-method.ts (REGION_BY_ID; north for other Indian dishes). */
  region?: RecipeRegion;
  /** The dish's own steps, times and serving note (see DishMethod). */
  how?: DishMethod;
}

/** Every food key an ingredient's `foods` may serve: its alternatives and a diet's substitute, without markers. */
export function ingredientFoods(foods: string): string[] {
  return foods
    .split('|')
    .filter((p) => p !== '-' && p !== '~')
    .map((p) => p.replace(/^~/, ''));
}
