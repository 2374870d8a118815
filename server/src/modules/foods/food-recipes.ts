/**
 * A member's recipes: ingredients (foods of the database or the member's own, each a measure × amount) and the
 * servings the pot makes → one serving's nutrients (recipe-nutrients.ts), saved with the ingredients as they were,
 * then searched and logged like a food by that member only. A retried POST creates the recipe once.
 */
import type { Food, Recipe, RecipeBody, RecipeIngredient } from '@common/foods';
import { recipeBody, recipePerServing } from '@common/foods';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import type { FoodDeps } from './foods-service';
import * as repo from './foods-repo';
import { idempotentRequest } from './idempotent-request';
import { recipeOf } from './recipe-nutrients';

export function createFoodRecipes(deps: FoodDeps, food: (actor: Actor, id: string) => Promise<Food>) {
  const { db } = deps;

  /** Each ingredient's food and grams; an unknown food or measure is a 400 naming the ingredient's field. */
  async function weigh(actor: Actor, body: ReturnType<typeof recipeBody.parse>) {
    return Promise.all(
      body.ingredients.map(async (ing, i) => {
        const f = await food(actor, ing.foodId).catch((e: unknown) => {
          throw e instanceof NotFound
            ? new BadRequest(
                `Ingredient ${i + 1}: foodId is not a food in the database.`,
                `ingredients.${i}.foodId`,
              )
            : e;
        });
        const measure = f.measures.find((m) => m.id === ing.measureId);
        if (!measure)
          throw new BadRequest(
            `Ingredient ${i + 1}: measureId must be one of ${f.measures.map((m) => m.id).join(', ')} for ${f.name}.`,
            `ingredients.${i}.measureId`,
          );
        const saved: RecipeIngredient = {
          ...ing,
          name: f.name,
          measureLabel: measure.label,
          grams: measure.grams * ing.amount,
        };
        return { saved, per100g: f.per100g };
      }),
    );
  }

  async function createRecipe(actor: Actor, input: RecipeBody, headerKey?: string): Promise<Recipe> {
    const body = recipeBody.parse(input);
    const { key, requestHash } = idempotentRequest(body, headerKey);
    const weighed = await weigh(actor, body);
    const perServing = recipePerServing(
      weighed.map((w) => ({ per100g: w.per100g, grams: w.saved.grams })),
      body.servings,
    );
    const row = await repo.insertRecipe(db, {
      userId: actor.user.id,
      name: body.name,
      servings: body.servings,
      cookedGrams: body.cookedGrams ?? null,
      ingredients: weighed.map((w) => w.saved),
      ...perServing,
      clientId: key ?? null,
      requestHash,
    });
    if (row) return recipeOf(row);
    // The key was used before: the same request gets its first answer; another request with it is refused.
    const first = await repo.findRecipeByClientId(db, actor.user.id, key!);
    if (!first || first.requestHash !== requestHash)
      throw new Conflict('This Idempotency-Key was already used for another request.', 'Idempotency-Key');
    return recipeOf(first);
  }

  async function recipes(actor: Actor): Promise<Recipe[]> {
    return (await repo.recipesOf(db, actor.user.id)).map(recipeOf);
  }

  async function ownRecipe(actor: Actor, id: string) {
    const row = await repo.findRecipe(db, id);
    if (!row) throw new NotFound('Recipe not found.');
    authorize(actor.user, 'food:own', row);
    return row;
  }

  async function recipe(actor: Actor, id: string): Promise<Recipe> {
    return recipeOf(await ownRecipe(actor, id));
  }

  /** Deletes the recipe; food already logged from it keeps its own snapshot. */
  async function removeRecipe(actor: Actor, id: string): Promise<void> {
    await ownRecipe(actor, id);
    await repo.deleteRecipe(db, id);
  }

  return { createRecipe, recipes, recipe, removeRecipe };
}
