/** A member's recipe as a food to log per serving (the serving's nutrients: recipePerServing in common/foods.ts). */
import { NUTRIENT_FIELDS, type Food, type FoodNutrients, type Recipe } from '@common/foods';
import type { RecipeRow } from './foods-repo';
import { nutrientsOfRow } from './foods-presenters';

export const RECIPE_PREFIX = 'recipe:';

export function recipeOf(row: RecipeRow): Recipe {
  return {
    id: row.id,
    foodId: `${RECIPE_PREFIX}${row.id}`,
    name: row.name,
    servings: row.servings,
    cookedGrams: row.cookedGrams,
    ingredients: row.ingredients,
    perServing: nutrientsOfRow(row),
    createdAt: row.createdAt.toISOString(),
  };
}

const UNKNOWN_NAMES: Partial<Record<keyof FoodNutrients, string>> = {
  saturatedFatG: 'saturated fat',
  sodiumMg: 'sodium',
  potassiumMg: 'potassium',
};

/**
 * The recipe as a food to log per serving. A serving weighs the cooked pot ÷ servings when the member weighed it
 * (then grams are a measure too); otherwise the ingredients' weight ÷ servings, which only carries the serving's
 * nutrients (a raw gram is not a cooked gram, so grams are not offered).
 */
export function recipeFoodOf(row: RecipeRow): Food {
  const ingredientGrams = row.ingredients.reduce((s, i) => s + i.grams, 0);
  const servingGrams = (row.cookedGrams ?? ingredientGrams) / row.servings;
  const perServing = nutrientsOfRow(row);
  const k = 100 / servingGrams;
  const per100g = Object.fromEntries(
    NUTRIENT_FIELDS.map((f) => [f, perServing[f] === null ? null : perServing[f] * k]),
  ) as FoodNutrients;
  const unknown = NUTRIENT_FIELDS.filter((f) => perServing[f] === null).map((f) => UNKNOWN_NAMES[f]);
  const servings = `${row.servings} serving${row.servings === 1 ? '' : 's'}`;
  return {
    id: `${RECIPE_PREFIX}${row.id}`,
    name: row.name,
    aliases: [],
    source: 'Your recipe',
    sourceRef: `Your recipe: ${servings} of ${row.ingredients.map((i) => `${i.name} ${Math.round(i.grams)} g`).join(', ')}`,
    confidence: 'recipe',
    weighedAs: 'cooked',
    per100g,
    measures: [
      {
        id: 'serving',
        label: `serving (1/${row.servings} of the recipe)`,
        grams: servingGrams,
        source: row.cookedGrams ? 'your cooked weight ÷ servings' : 'your ingredients ÷ servings',
      },
      ...(row.cookedGrams ? [{ id: 'g', label: 'g', grams: 1, source: 'weight' }] : []),
    ],
    gtin: null,
    note:
      unknown.length > 0
        ? `Per serving summed from your ingredients; ${unknown.join(', ')} unknown (an ingredient does not list it).`
        : 'Per serving summed from your ingredients.',
  };
}
