/**
 * The food database the log searches: every food of the planner's table (IFCT 2017, USDA FDC rows) with its
 * household measure, and the common dishes per serving (engine/data/foods/dishes.ts), built once at start-up.
 * Packaged foods are not part of it: the repository ships no barcode data set (developers may not commit fetched
 * material, and Open Food Facts' ODbL would make a shipped extract a derivative database to share alike). The
 * operator loads Open Food Facts' export into the database with `npm run foods:import` (off-import.ts, rules in
 * off-product.ts; docs/configuration.md#packaged-foods-open-food-facts); the service searches those beside this.
 */
import type { Food, FoodMeasure, FoodNutrients } from '@common/foods';
import { DISHES, FOODS, measureOf, type Dish, type Food as TableFood } from '../../engine';
import { createFoodIndex, type IndexEntry } from './foods-search';
import { FOOD_ALIASES } from './food-aliases';

const HOUSEHOLD_SOURCE =
  'Household measure of the planner (ICMR-NIN Dietary Guidelines for Indians 2024; USDA FNDDS portion weights)';

const GRAMS: FoodMeasure = { id: 'g', label: 'g', grams: 1, source: 'weight' };

const r1 = (v: number) => Math.round(v * 10) / 10;

function tableNutrients(f: TableFood): FoodNutrients {
  return {
    kcal: r1(f.kcal),
    proteinG: r1(f.proteinG),
    carbsG: r1(f.carbsG),
    fatG: r1(f.fatG),
    fiberG: r1(f.fiberG),
    saturatedFatG: r1(f.saturatedFatG),
    sodiumMg: f.unknown.has('sodiumMg') ? null : r1(f.sodiumMg),
    potassiumMg: f.unknown.has('potassiumMg') ? null : r1(f.potassiumMg),
  };
}

function fromTable(f: TableFood): Food {
  const m = measureOf(f);
  const weighed =
    m.weighedAs === 'dry' ? ` (${m.grams} g dry)` : m.weighedAs === 'raw' ? ` (${m.grams} g raw)` : '';
  const measures: FoodMeasure[] = [
    { id: 'household', label: `${m.unit}${weighed}`, grams: m.grams, source: HOUSEHOLD_SOURCE },
    GRAMS,
  ];
  if (m.unit === 'tsp')
    measures.splice(1, 0, { id: 'tbsp', label: 'tbsp', grams: m.grams * 3, source: '1 tbsp = 3 tsp' });
  return {
    id: f.id,
    name: f.name,
    aliases: [...(FOOD_ALIASES[f.id] ?? [])],
    source: f.source,
    sourceRef: f.sourceRef,
    confidence: 'analysed',
    weighedAs: m.weighedAs,
    per100g: tableNutrients(f),
    measures,
    gtin: null,
    note:
      f.energyMethod === 'ifct-formula'
        ? 'Energy from the IFCT 2017 formula (the table value was blank or inconsistent).'
        : null,
  };
}

function fromDish(d: Dish): Food {
  const serving = d.measures[0]!;
  const k = 100 / serving.grams;
  const p = d.perServing;
  const per100 = (v: number) => r1(v * k);
  return {
    id: d.id,
    name: d.name,
    aliases: [...d.aliases],
    source: 'VitalPlan dish',
    sourceRef: d.recipe
      ? `VitalPlan recipe "${d.recipe}" (IFCT 2017 / USDA ingredients)`
      : 'Typical recipe (IFCT 2017 / USDA ingredients)',
    confidence: d.confidence,
    weighedAs: 'cooked',
    per100g: {
      kcal: per100(p.kcal),
      proteinG: per100(p.proteinG),
      carbsG: per100(p.carbsG),
      fatG: per100(p.fatG),
      fiberG: per100(p.fiberG),
      saturatedFatG: per100(p.saturatedFatG),
      sodiumMg: p.sodiumMg === null ? null : per100(p.sodiumMg),
      potassiumMg: p.potassiumMg === null ? null : per100(p.potassiumMg),
    },
    measures: [
      ...d.measures.map((m, i) => ({
        id: i === 0 ? 'serving' : `measure-${i}`,
        label: m.label,
        grams: m.grams,
        source: m.source,
      })),
      GRAMS,
    ],
    gtin: null,
    note: `${d.note} Ingredients per serving: ${d.ingredients.map((i) => `${FOODS.get(i.foodId)?.name ?? i.foodId} ${i.grams} g`).join(', ')}.`,
  };
}

/** Everyday foods listed first among equal matches: dishes as eaten, then foods with a friendly name or alias. */
const DISH_BOOST = 0.03;
const ALIAS_BOOST = 0.02;

export const CATALOGUE: ReadonlyMap<string, Food> = new Map(
  [...DISHES.map(fromDish), ...[...FOODS.values()].map(fromTable)].map((f) => [f.id, f]),
);

export function indexEntry(f: Food): IndexEntry {
  const boost = f.source === 'VitalPlan dish' ? DISH_BOOST : f.aliases.length > 0 ? ALIAS_BOOST : 0;
  return { id: f.id, names: [f.name, ...f.aliases], boost };
}

export const CATALOGUE_INDEX = createFoodIndex([...CATALOGUE.values()].map(indexEntry));
