/**
 * One Open Food Facts product (a row of the CSV export or an object of the JSONL dump) → a packaged food per 100 g, or
 * the reason it is left out. Field names are those of Open Food Facts' documentation: the export's data-fields
 * description (static.openfoodfacts.org/data/data-fields.txt: `code`, `product_name`, `brands`, `countries_tags`,
 * `quantity`, `serving_size`, `serving_quantity`, nutrients as `<nutrient>_100g`) and the product schema of its API
 * (docs/api/ref/schemas/product_nutrition.yaml: `nutriments` with the same `<nutrient>_100g` keys). A `_100g` value
 * is grams per 100 g, or per 100 ml for a drink, except energy (`energy-kcal_100g` in kcal, `energy_100g` and
 * `energy-kj_100g` in kJ). The crowd-sourced values are checked for plausibility here; nothing is corrected.
 */
import { gtinCheckDigitOk } from '@common/foods';

/** The data set's name, licence and the notice shown with each of its foods (ODbL 1.0 §4.3: keep the notice). */
export const OPEN_FOOD_FACTS = {
  source: 'Open Food Facts',
  licence: 'ODbL-1.0',
  licenceUrl: 'https://opendatacommons.org/licenses/odbl/1.0/',
  attribution:
    'Data from Open Food Facts (https://world.openfoodfacts.org), available under the Open Database License (ODbL) 1.0.',
  productUrl: (code: string) => `https://world.openfoodfacts.org/product/${code}`,
} as const;

/** The nutrient keys read, as Open Food Facts names them (`<nutrient>_100g`). */
export const OFF_NUTRIENT_KEYS = [
  'energy-kcal_100g',
  'energy-kj_100g',
  'energy_100g',
  'proteins_100g',
  'carbohydrates_100g',
  'fat_100g',
  'saturated-fat_100g',
  'fiber_100g',
  'sodium_100g',
  'salt_100g',
  'potassium_100g',
] as const;
export type OffNutrientKey = (typeof OFF_NUTRIENT_KEYS)[number];

/** A product as either format gives it, before any check. */
export interface OffRawProduct {
  code: unknown;
  productName: unknown;
  brands: unknown;
  /** Country tags ("en:india"). */
  countries: readonly string[];
  quantity: unknown;
  servingSize: unknown;
  servingQuantity: unknown;
  nutrient: (key: OffNutrientKey) => unknown;
}

export interface PackagedFoodValues {
  gtin: string;
  gtinKey: string;
  name: string;
  brand: string | null;
  quantity: string | null;
  servingLabel: string | null;
  servingGrams: number | null;
  kcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  fiberG: number | null;
  saturatedFatG: number | null;
  sodiumMg: number | null;
  potassiumMg: number | null;
}

export const SKIP_REASONS = {
  unreadable: 'line is not a product (not a JSON object, or no header row before it)',
  barcodeFormat: 'barcode is not an EAN-8, UPC-A or EAN-13 (8, 12 or 13 digits)',
  checkDigit: 'barcode check digit is wrong',
  restricted:
    'in-store number (GS1 restricted circulation prefix), not a barcode that is the same everywhere',
  name: 'no product name',
  missing: 'energy, protein, carbohydrate or fat missing',
  notANumber: 'a nutrient value is not a number or is negative',
  over100: 'a nutrient above 100 g per 100 g',
  macroSum: 'protein, carbohydrate and fat add up to more than 100 g per 100 g',
  saturated: 'saturated fat above total fat',
  kcalMax: 'energy above 900 kcal per 100 g',
  atwater: 'energy does not match protein, carbohydrate and fat (4/4/9 kcal per g)',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** 1 kcal = 4.184 kJ (the thermochemical calorie, ISO 80000-5), for products that state energy in kJ only. */
const KJ_PER_KCAL = 4.184;
/** Salt = sodium × 2.5 (Regulation (EU) No 1169/2011, Annex I point 11), so sodium = salt ÷ 2.5 when only salt is given. */
const SALT_PER_SODIUM = 2.5;
/** Pure fat: 100 g × 9 kcal/g (Atwater; Regulation (EU) No 1169/2011 Annex XIV) — nothing per 100 g has more. */
const KCAL_MAX = 900;
/** Atwater general factors, kcal per g of protein, carbohydrate and fat (FAO Food and Nutrition Paper 77, 2003, §3.1). */
const ATWATER = { protein: 4, carbs: 4, fat: 9 } as const;
/**
 * How far declared energy may be from 4P + 4C + 9F: 20 % (the tolerance the European Commission's guidance on
 * nutrition-label tolerances, 2012, allows for protein, carbohydrate and fat between 10 and 40 g per 100 g), and
 * at least 20 kcal for low-energy foods, where each declared value's rounding dominates. Fibre (2 kcal/g in EU
 * labels), polyols and organic acids fit inside it for ordinary foods; a product far outside it has a typo.
 */
const ATWATER_REL = 0.2;
const ATWATER_ABS = 20;
/** Three macronutrients each rounded on the label (to 1 g at most) may add up to a little over 100 g. */
const MACRO_SUM_SLACK = 2;
/** A serving larger than this (grams) is a typo or a whole pack of a family size; the serving is then left out. */
const SERVING_MAX_G = 2000;
const TEXT_MAX = 200;

const r2 = (v: number) => Math.round(v * 100) / 100;

/** A field's text: trimmed, control characters dropped, at most TEXT_MAX characters; null when empty or not text. */
function text(v: unknown, max = TEXT_MAX): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const s = String(v)
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return s ? s.slice(0, max) : null;
}

/** A numeric field: null when absent or blank, NaN when it is something else. */
function num(v: unknown): number {
  if (v === undefined || v === null || v === '') return Number.NaN;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?(e[-+]?\d+)?\s*$/i.test(v)) return Number(v);
  return Number.NEGATIVE_INFINITY;
}
const absent = (v: unknown) => v === undefined || v === null || v === '';

/** The barcode zero-padded to 14 digits (GTIN-14 form: the check digit stays valid, GS1 General Specifications §3.2). */
export const gtinKey = (gtin: string) => gtin.padStart(14, '0');

/**
 * GS1 prefixes 020–029 and 200–299 of a GTIN-13 (and 0 or 2 leading an EAN-8) are restricted circulation numbers a
 * shop or a country assigns (GS1 General Specifications §1.4.4, Figure 1.4.4-1); Open Food Facts gives products
 * without a barcode a number starting with 200. They do not name one product everywhere, so they are not imported.
 */
function restricted(code: string): boolean {
  if (code.length === 8) return /^[02]/.test(code);
  return /^(02|2)/.test(code.padStart(13, '0'));
}

export type CheckedProduct = { ok: true; food: PackagedFoodValues } | { ok: false; reason: SkipReason };

export function checkOffProduct(p: OffRawProduct): CheckedProduct {
  const skip = (reason: SkipReason): CheckedProduct => ({ ok: false, reason });
  const code = text(p.code, 20);
  if (!code || !/^(\d{8}|\d{12,13})$/.test(code)) return skip('barcodeFormat');
  if (!gtinCheckDigitOk(code)) return skip('checkDigit');
  if (restricted(code)) return skip('restricted');
  const name = text(p.productName);
  if (!name || name.length < 2) return skip('name');

  const values: Partial<Record<OffNutrientKey, number | null>> = {};
  for (const key of OFF_NUTRIENT_KEYS) {
    const raw = p.nutrient(key);
    if (absent(raw)) {
      values[key] = null;
      continue;
    }
    const v = num(raw);
    if (!Number.isFinite(v) || v < 0) return skip('notANumber');
    values[key] = v;
  }
  const kj = values['energy-kj_100g'] ?? values['energy_100g'] ?? null;
  const kcal = values['energy-kcal_100g'] ?? (kj === null ? null : kj / KJ_PER_KCAL);
  const protein = values['proteins_100g'] ?? null;
  const carbs = values['carbohydrates_100g'] ?? null;
  const fat = values['fat_100g'] ?? null;
  if (kcal === null || protein === null || carbs === null || fat === null) return skip('missing');
  const fiber = values['fiber_100g'] ?? null;
  const satFat = values['saturated-fat_100g'] ?? null;
  const sodiumG = values['sodium_100g'] ?? null;
  const saltG = values['salt_100g'] ?? null;
  const potassiumG = values['potassium_100g'] ?? null;

  const grams = [protein, carbs, fat, fiber, satFat, sodiumG, saltG, potassiumG];
  if (grams.some((g) => g !== null && g > 100)) return skip('over100');
  if (protein + carbs + fat > 100 + MACRO_SUM_SLACK) return skip('macroSum');
  if (satFat !== null && satFat > fat) return skip('saturated');
  if (kcal > KCAL_MAX) return skip('kcalMax');
  const atwater = ATWATER.protein * protein + ATWATER.carbs * carbs + ATWATER.fat * fat;
  if (Math.abs(kcal - atwater) > Math.max(ATWATER_ABS, ATWATER_REL * Math.max(kcal, atwater)))
    return skip('atwater');

  const sodium = sodiumG ?? (saltG === null ? null : saltG / SALT_PER_SODIUM);
  const servingQ = num(p.servingQuantity);
  const serving = Number.isFinite(servingQ) && servingQ > 0 && servingQ <= SERVING_MAX_G ? servingQ : null;
  return {
    ok: true,
    food: {
      gtin: code,
      gtinKey: gtinKey(code),
      name,
      // The first brand of a list ("Parle, Parle Products"): the one on the packet's front.
      brand: text(text(p.brands)?.split(',')[0], 120),
      quantity: text(p.quantity, 60),
      servingLabel: serving === null ? null : (text(p.servingSize, 60) ?? `serving (${r2(serving)} g)`),
      servingGrams: serving === null ? null : r2(serving),
      kcal: r2(kcal),
      proteinG: r2(protein),
      carbsG: r2(carbs),
      fatG: r2(fat),
      fiberG: fiber === null ? null : r2(fiber),
      saturatedFatG: satFat === null ? null : r2(satFat),
      sodiumMg: sodium === null ? null : r2(sodium * 1000),
      potassiumMg: potassiumG === null ? null : r2(potassiumG * 1000),
    },
  };
}

/** The tab-separated CSV export: the header row names the columns; `_tags` columns are comma-separated lists. */
export function csvHeader(line: string): Map<string, number> {
  return new Map(line.split('\t').map((name, i) => [name.trim(), i]));
}

export function fromCsvRow(columns: ReadonlyMap<string, number>, line: string): OffRawProduct {
  const cells = line.split('\t');
  const get = (name: string) => {
    const i = columns.get(name);
    return i === undefined ? undefined : cells[i];
  };
  return {
    code: get('code'),
    productName: get('product_name'),
    brands: get('brands'),
    countries: (get('countries_tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    quantity: get('quantity'),
    servingSize: get('serving_size'),
    servingQuantity: get('serving_quantity'),
    nutrient: (key) => get(key),
  };
}

/** One line of the JSONL dump (a product object); null when the line is not a JSON object. */
export function fromJsonLine(line: string): OffRawProduct | null {
  let o: unknown;
  try {
    o = JSON.parse(line);
  } catch {
    return null;
  }
  if (!o || typeof o !== 'object' || Array.isArray(o)) return null;
  const p = o as Record<string, unknown>;
  const nutriments =
    p.nutriments && typeof p.nutriments === 'object' ? (p.nutriments as Record<string, unknown>) : {};
  const tags = Array.isArray(p.countries_tags) ? p.countries_tags.filter((t) => typeof t === 'string') : [];
  return {
    code: p.code,
    productName: p.product_name,
    brands: p.brands,
    countries: tags,
    quantity: p.quantity,
    servingSize: p.serving_size,
    servingQuantity: p.serving_quantity,
    nutrient: (key) => nutriments[key],
  };
}
