/** Rows → answers: a member's food as a database food, a log row as an entry, a day's totals. */
import {
  NUTRIENT_FIELDS,
  type EntryNutrients,
  type Food,
  type FoodDayTotals,
  type FoodLogEntry,
  type FoodNutrients,
  type NutrientField,
} from '@common/foods';
import type { MealSlot } from '@common/plan';
import type { CustomFoodRow, FoodLogRow, PackagedFoodRow } from './foods-repo';
import { OPEN_FOOD_FACTS } from './off-product';

export const CUSTOM_PREFIX = 'custom:';
/** A packaged food's id: `off:` and its barcode as the source writes it. */
export const PACKAGED_PREFIX = 'off:';

/** The nutrient columns a stored food, log entry or recipe row carries, as one nutrients object. */
export function nutrientsOfRow<R extends Record<NutrientField, number | null>>(
  row: R,
): Pick<R, NutrientField> {
  return Object.fromEntries(NUTRIENT_FIELDS.map((k) => [k, row[k]])) as Pick<R, NutrientField>;
}

export function customFoodOf(row: CustomFoodRow): Food {
  return {
    id: `${CUSTOM_PREFIX}${row.id}`,
    name: row.name,
    aliases: [],
    source: 'Your food',
    sourceRef: row.gtin ? `Your entry from the label (barcode ${row.gtin})` : 'Your entry',
    confidence: 'member',
    weighedAs: 'ready',
    per100g: nutrientsOfRow(row),
    measures: [
      { id: 'serving', label: row.servingLabel, grams: row.servingGrams, source: 'your label' },
      { id: 'g', label: 'g', grams: 1, source: 'weight' },
    ],
    gtin: row.gtin,
    note: null,
  };
}

/**
 * A packaged food loaded from Open Food Facts: per 100 g (or 100 ml, as its label states it), the serving when the
 * label gives one, with its source, licence notice and import date. A fibre value the label lacks is counted as 0
 * (fibre is a target, not a ceiling: counting too little never hides an excess) and the note says so.
 */
export function packagedFoodOf(row: PackagedFoodRow): Food {
  const notes = [
    'Values per 100 g, or per 100 ml for a drink, from the packet’s label as contributed to Open Food Facts (checked for plausibility on import, not verified).',
  ];
  if (row.fiberG === null) notes.push('Fibre is not on this label: counted as 0 g.');
  const measures: Food['measures'] = [];
  if (row.servingLabel && row.servingGrams)
    measures.push({ id: 'serving', label: row.servingLabel, grams: row.servingGrams, source: 'label' });
  measures.push(
    { id: '100g', label: '100 g', grams: 100, source: 'weight' },
    { id: 'g', label: 'g', grams: 1, source: 'weight' },
  );
  return {
    id: `${PACKAGED_PREFIX}${row.gtin}`,
    name: row.name,
    aliases:
      row.brand && !row.name.toLowerCase().includes(row.brand.toLowerCase())
        ? [`${row.brand} ${row.name}`]
        : [],
    source: 'Open Food Facts',
    sourceRef: `Open Food Facts product ${row.gtin}${row.quantity ? ` (${row.quantity})` : ''}`,
    confidence: 'label',
    weighedAs: 'ready',
    per100g: { ...nutrientsOfRow(row), fiberG: row.fiberG ?? 0 },
    measures,
    gtin: row.gtin,
    note: notes.join(' '),
    brand: row.brand,
    attribution: {
      licence: row.licence,
      licenceUrl: OPEN_FOOD_FACTS.licenceUrl,
      text: row.attribution,
      url: row.sourceUrl,
      importedAt: row.importedAt.toISOString(),
    },
  };
}

export function entryOf(row: FoodLogRow): FoodLogEntry {
  return {
    id: row.id,
    date: row.date,
    slot: row.slot as MealSlot,
    slotIndex: row.slotIndex,
    kind: row.kind as FoodLogEntry['kind'],
    foodId: row.foodId,
    name: row.name,
    measureLabel: row.measureLabel,
    amount: row.amount,
    grams: row.grams,
    nutrients: nutrientsOfRow(row),
    createdAt: row.createdAt.toISOString(),
  };
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Nutrients of `grams` of a food, rounded to 0.1 (the unit the entry keeps; the day sums these). */
export function nutrientsFor(per100g: FoodNutrients, grams: number): EntryNutrients {
  const k = grams / 100;
  const scale = (v: number | null) => (v === null ? null : r1(v * k));
  return {
    kcal: r1(per100g.kcal * k),
    proteinG: r1(per100g.proteinG * k),
    carbsG: r1(per100g.carbsG * k),
    fatG: r1(per100g.fatG * k),
    fiberG: r1(per100g.fiberG * k),
    saturatedFatG: scale(per100g.saturatedFatG),
    sodiumMg: scale(per100g.sodiumMg),
    potassiumMg: scale(per100g.potassiumMg),
  };
}

/** The day's totals: the sum of its entries in every nutrient; unknown values are counted, not guessed. */
export function dayTotals(entries: readonly FoodLogEntry[]): FoodDayTotals {
  const sums = Object.fromEntries(NUTRIENT_FIELDS.map((k) => [k, 0])) as Record<NutrientField, number>;
  const unknownIn: FoodDayTotals['unknownIn'] = {
    proteinG: 0,
    carbsG: 0,
    fatG: 0,
    fiberG: 0,
    saturatedFatG: 0,
    sodiumMg: 0,
    potassiumMg: 0,
  };
  for (const e of entries) {
    for (const k of NUTRIENT_FIELDS) {
      const v = e.nutrients[k];
      if (v === null) unknownIn[k as keyof FoodDayTotals['unknownIn']] += 1;
      else sums[k] += v;
    }
  }
  const rounded = Object.fromEntries(NUTRIENT_FIELDS.map((k) => [k, r1(sums[k])])) as typeof sums;
  return { ...rounded, unknownIn };
}
