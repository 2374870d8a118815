/**
 * The food database a member logs from: the shared catalogue (foods-catalogue.ts), the packaged foods the operator
 * imported (packaged_foods, off-import.ts; none ship) and the member's own foods and recipes, searched together. A
 * barcode resolves to the member's own food first, then to an imported product. The log itself is food-logs.ts,
 * recipes food-recipes.ts; createFoodService composes them.
 */
import type { CustomFoodBody, Food, UnknownBarcode } from '@common/foods';
import { customFoodBody } from '@common/foods';
import type { Db } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { CATALOGUE, CATALOGUE_INDEX, indexEntry } from './foods-catalogue';
import { createFoodLogs } from './food-logs';
import { createFoodRecipes } from './food-recipes';
import { customFoodOf, CUSTOM_PREFIX, PACKAGED_PREFIX, packagedFoodOf } from './foods-presenters';
import * as repo from './foods-repo';
import { createFoodIndex, type FoodIndex } from './foods-search';
import { gtinKey } from './off-product';
import { RECIPE_PREFIX, recipeFoodOf } from './recipe-nutrients';

export interface FoodDeps {
  db: Db;
  now: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS = /^\d{8,14}$/;

interface PackagedIndex {
  /** How many import runs it was built after. */
  version: number;
  index: FoodIndex;
  byId: ReadonlyMap<string, Food>;
}

export type FoodService = ReturnType<typeof createFoodService>;

export function createFoodService(deps: FoodDeps) {
  const { db } = deps;

  /**
   * The imported packaged foods, indexed in memory like the catalogue; rebuilt when a newer import run is recorded
   * (the import command runs in its own process, so the server counts the runs on each search).
   */
  let packaged: Promise<PackagedIndex> | null = null;
  async function packagedIndex(): Promise<PackagedIndex> {
    const version = await repo.foodImportCount(db);
    const current = packaged ? await packaged.catch(() => null) : null;
    if (current && current.version === version) return current;
    packaged = (async () => {
      const foods = version === 0 ? [] : (await repo.allPackagedFoods(db)).map(packagedFoodOf);
      return {
        version,
        index: createFoodIndex(foods.map(indexEntry)),
        byId: new Map(foods.map((f) => [f.id, f])),
      };
    })();
    return packaged;
  }

  /** A food by id: the catalogue's, or the member's own food or recipe (another member's answers 404 like an unknown id). */
  async function food(actor: Actor, id: string): Promise<Food> {
    if (id.startsWith(RECIPE_PREFIX)) {
      const uuid = id.slice(RECIPE_PREFIX.length);
      const row = UUID.test(uuid) ? await repo.findRecipe(db, uuid) : undefined;
      if (!row) throw new NotFound('Food not found.');
      authorize(actor.user, 'food:own', row);
      return recipeFoodOf(row);
    }
    if (id.startsWith(CUSTOM_PREFIX)) {
      const uuid = id.slice(CUSTOM_PREFIX.length);
      const row = UUID.test(uuid) ? await repo.findCustomFood(db, uuid) : undefined;
      if (!row) throw new NotFound('Food not found.');
      authorize(actor.user, 'food:own', row);
      return customFoodOf(row);
    }
    if (id.startsWith(PACKAGED_PREFIX)) {
      const code = id.slice(PACKAGED_PREFIX.length);
      const row = DIGITS.test(code) ? await repo.findPackagedFood(db, gtinKey(code)) : undefined;
      if (!row) throw new NotFound('Food not found.');
      return packagedFoodOf(row);
    }
    const found = CATALOGUE.get(id);
    if (!found) throw new NotFound('Food not found.');
    return found;
  }

  async function search(actor: Actor, q: string, limit: number): Promise<Food[]> {
    const [foods, recipes, pack] = await Promise.all([
      repo.customFoodsOf(db, actor.user.id),
      repo.recipesOf(db, actor.user.id),
      packagedIndex(),
    ]);
    const own = [...foods.map(customFoodOf), ...recipes.map(recipeFoodOf)];
    const ownById = new Map(own.map((f) => [f.id, f]));
    const hits = [
      ...CATALOGUE_INDEX.search(q, limit),
      ...pack.index.search(q, limit),
      ...createFoodIndex(own.map(indexEntry)).search(q, limit),
    ].sort((a, b) => b.score - a.score);
    return hits.slice(0, limit).map((h) => ownById.get(h.id) ?? pack.byId.get(h.id) ?? CATALOGUE.get(h.id)!);
  }

  async function byBarcode(actor: Actor, gtin: string): Promise<Food> {
    const row = await repo.findCustomFoodByGtin(db, actor.user.id, gtin);
    if (row) return customFoodOf(row);
    const product = await repo.findPackagedFood(db, gtinKey(gtin));
    if (product) return packagedFoodOf(product);
    throw new NotFound(
      `We don't know the food with barcode ${gtin} yet. Add it once from the nutrition label on its packet, and this barcode finds it from then on.`,
      { create: { method: 'POST', path: '/api/foods', body: { gtin } } } satisfies Omit<
        UnknownBarcode,
        'message'
      >,
    );
  }

  /** The member's own food from a label's per-serving values, stored per 100 g. */
  async function createCustom(actor: Actor, input: CustomFoodBody): Promise<Food> {
    const body = customFoodBody.parse(input);
    const k = 100 / body.servingGrams;
    const per100 = (v: number | undefined) => (v === undefined ? null : Math.round(v * k * 100) / 100);
    const row = await repo.insertCustomFood(db, {
      userId: actor.user.id,
      name: body.name,
      gtin: body.gtin ?? null,
      servingLabel: body.servingLabel,
      servingGrams: body.servingGrams,
      kcal: per100(body.kcal)!,
      proteinG: per100(body.proteinG)!,
      carbsG: per100(body.carbsG)!,
      fatG: per100(body.fatG)!,
      fiberG: per100(body.fiberG)!,
      saturatedFatG: per100(body.saturatedFatG),
      sodiumMg: per100(body.sodiumMg),
      potassiumMg: per100(body.potassiumMg),
    });
    if (!row) throw new Conflict(`You already have a food with barcode ${body.gtin}.`, 'gtin');
    return customFoodOf(row);
  }

  const logs = createFoodLogs(deps, food);
  const recipes = createFoodRecipes(deps, food);

  return { food, search, byBarcode, createCustom, ...logs, ...recipes };
}
