import type { MealSlot, RecipeRegion } from '@common/plan';

/** m = main portion, f = cooking fat, s = side, x = fixed garnish (see guidelines MEAL_PLANNING.flexRange). */
export type IngredientRole = 'm' | 'f' | 's' | 'x';

/**
 * [alternatives "a|b|-", grams for one portion in a ~2000 kcal day, role, inName]. When inName is true the
 * ingredient owns the next `{a/b}` segment of the recipe name: the segment shows the option matching the
 * chosen alternative, and disappears when an optional ingredient is dropped.
 */
export type IngredientDef = readonly [foods: string, grams: number, role?: IngredientRole, inName?: boolean];

/** How the dish uses its cooking fat: sets the fat's realistic band (PORTION_BOUNDS.oilBandG). */
export type CookingMethod = 'curry' | 'griddle' | 'saute' | 'roast' | 'dressing';

export interface RecipeDef {
  id: string;
  name: string;
  slots: readonly MealSlot[];
  cuisine: 'indian' | 'international';
  items: readonly IngredientDef[];
  note?: string;
  /** Defaults from the dish's name (recipes.ts `cookingMethod`). */
  method?: CookingMethod;
  /** Defaults from recipe-method.ts (REGION_BY_ID; north for other Indian dishes). */
  region?: RecipeRegion;
}
