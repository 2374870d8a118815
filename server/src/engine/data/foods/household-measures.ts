/**
 * Household measures beside the food data: for every food a unit people cook and eat with (roti, katori, cup,
 * tsp, medium banana), how many grams of the food *as weighed in the plan* one unit takes, and whether those
 * grams are dry, raw, cooked or ready to eat. Grains and pulses are weighed dry but served cooked, so their unit
 * is the cooked serving ("1 cup cooked rice" ≈ 55 g raw rice). Figures: typical Indian household measures
 * (ICMR-NIN "Dietary Guidelines for Indians" 2024, katori ≈ 150 ml; one roti ≈ 30 g atta) and USDA FNDDS
 * portion weights for international foods (1 medium banana 118 g, 1 slice whole-wheat bread 32 g…), rounded.
 * Foods not listed take their category's measure.
 */
import type { WeighedAs } from '@common/plan';
import { foodById, type Food } from './food-table';

export interface HouseholdMeasure {
  unit: string;
  plural: string;
  /** Grams of the food, as weighed in the plan, in one unit. */
  grams: number;
  weighedAs: WeighedAs;
  /** Served in whole units (eggs, rotis, slices, tortillas, scoops): portions are rounded to whole units. */
  whole?: boolean;
  /** The amount a top-up adds at a time: one glass, one piece of fruit, one handful, one scoop (grams). */
  serving?: number;
  /**
   * A counted vegetable's grams in one tablespoon chopped: a small amount reads in spoons ("1 tbsp chopped" for
   * 10 g of onion), not as a quarter of a piece that weighs two or three times as much.
   */
  chopG?: number;
}

type Row = readonly [unit: string, plural: string, grams: number, weighedAs: WeighedAs, flags?: string];

const m = (row: Row): HouseholdMeasure => {
  const [unit, plural, grams, weighedAs, flags = ''] = row;
  const serving = /serving=(\d+)/.exec(flags);
  const chop = /chop=([\d.]+)/.exec(flags);
  return {
    unit,
    plural,
    grams,
    weighedAs,
    ...(flags.includes('whole') ? { whole: true } : {}),
    ...(serving ? { serving: Number(serving[1]) } : {}),
    ...(chop ? { chopG: Number(chop[1]) } : {}),
  };
};

const CUP_COOKED_GRAIN: Row = ['cup cooked', 'cups cooked', 55, 'dry'];
const ROTI: Row = ['roti', 'rotis', 30, 'dry', 'whole'];
const KATORI_DAL: Row = ['katori cooked dal', 'katoris cooked dal', 30, 'dry'];
const KATORI_WHOLE_PULSE: Row = ['katori cooked', 'katoris cooked', 40, 'dry'];
const GLASS: Row = ['glass (200 ml)', 'glasses (200 ml)', 200, 'ready', 'serving=200'];
const KATORI_CURD: Row = ['katori', 'katoris', 100, 'ready', 'serving=100'];
const TSP_OIL: Row = ['tsp', 'tsp', 5, 'ready', 'serving=5'];
const PIECE_PROTEIN: Row = ['piece (matchbox size)', 'pieces (matchbox size)', 25, 'raw', 'serving=100'];
const PALM: Row = ['palm-sized piece', 'palm-sized pieces', 100, 'raw', 'serving=100'];
const HANDFUL: Row = ['small handful', 'small handfuls', 20, 'ready', 'serving=20'];
const TBSP_SEEDS: Row = ['tbsp', 'tbsp', 10, 'ready', 'serving=15'];
const TBSP_BUTTER: Row = ['tbsp', 'tbsp', 16, 'ready', 'serving=16'];
const SCOOP: Row = ['scoop', 'scoops', 30, 'ready', 'whole serving=30'];

/** Per food (short keys as in the recipes). */
const BY_FOOD: Record<string, Row> = {
  // Grains: weighed dry, measured cooked (1 cup ≈ 240 ml).
  A015: CUP_COOKED_GRAIN,
  A013: CUP_COOKED_GRAIN,
  A014: ['cup batter (idli/dosa)', 'cups batter (idli/dosa)', 60, 'dry'],
  A016: CUP_COOKED_GRAIN,
  A021: CUP_COOKED_GRAIN,
  A022: CUP_COOKED_GRAIN,
  A009: ['cup cooked', 'cups cooked', 60, 'dry'],
  A010: ['tbsp flour', 'tbsp flour', 10, 'dry'],
  A011: ['cup (dry flakes)', 'cups (dry flakes)', 45, 'dry'],
  A019: ROTI,
  A005: ['jowar roti', 'jowar rotis', 35, 'dry', 'whole'],
  A003: ['bajra roti', 'bajra rotis', 35, 'dry', 'whole'],
  A006: ['makki roti', 'makki rotis', 35, 'dry', 'whole'],
  A012: ['cup (puffed)', 'cups (puffed)', 15, 'dry'],
  A023: CUP_COOKED_GRAIN,
  A008: ['cup kernels', 'cups kernels', 150, 'raw'],
  oats: ['cup (dry)', 'cups (dry)', 80, 'dry', 'serving=40'],
  'oats-gf': ['cup (dry)', 'cups (dry)', 80, 'dry', 'serving=40'],
  'bread-ww': ['slice', 'slices', 30, 'ready', 'whole'],
  'bread-gf': ['slice', 'slices', 30, 'ready', 'whole'],
  'bread-rye': ['slice', 'slices', 32, 'ready', 'whole'],
  'bread-white': ['slice', 'slices', 28, 'ready', 'whole'],
  'pita-ww': ['pita', 'pitas', 60, 'ready', 'whole'],
  'tortilla-corn': ['tortilla', 'tortillas', 25, 'ready', 'whole'],
  'tortilla-flour': ['tortilla', 'tortillas', 45, 'ready', 'whole'],
  'rice-cakes': ['rice cake', 'rice cakes', 9, 'ready', 'whole'],
  'pasta-ww': ['cup cooked', 'cups cooked', 55, 'dry'],
  pasta: ['cup cooked', 'cups cooked', 55, 'dry'],
  'rice-noodles': ['cup cooked', 'cups cooked', 55, 'dry'],
  couscous: ['cup cooked', 'cups cooked', 60, 'dry'],
  buckwheat: ['cup cooked', 'cups cooked', 60, 'dry'],
  cornmeal: ['cup cooked', 'cups cooked', 40, 'dry'],
  granola: ['cup', 'cups', 120, 'ready'],
  'bran-cereal': ['cup', 'cups', 60, 'ready'],
  // Pulses: weighed dry, measured as a cooked katori (≈ 150 ml).
  B001: KATORI_DAL,
  B003: KATORI_DAL,
  B010: KATORI_DAL,
  B013: KATORI_DAL,
  B021: KATORI_DAL,
  B002: KATORI_WHOLE_PULSE,
  B011: KATORI_WHOLE_PULSE,
  B014: KATORI_WHOLE_PULSE,
  B020: KATORI_WHOLE_PULSE,
  'black-beans': KATORI_WHOLE_PULSE,
  'soy-chunks': ['cup (dry)', 'cups (dry)', 40, 'dry'],
  hummus: ['tbsp', 'tbsp', 15, 'ready'],
  // Dairy and alternatives.
  L002: GLASS,
  'soy-milk': GLASS,
  'almond-milk': GLASS,
  'milk-skim': GLASS,
  'milk-lowfat': GLASS,
  buttermilk: GLASS,
  yogurt: KATORI_CURD,
  'soy-yogurt': KATORI_CURD,
  'greek-yogurt': KATORI_CURD,
  'greek-yogurt-full': KATORI_CURD,
  'yogurt-lowfat': KATORI_CURD,
  'cottage-cheese': KATORI_CURD,
  L003: ['piece (matchbox size)', 'pieces (matchbox size)', 25, 'ready'],
  cheddar: ['slice', 'slices', 20, 'ready'],
  mozzarella: ['tbsp grated', 'tbsp grated', 7, 'ready'],
  parmesan: ['tbsp grated', 'tbsp grated', 5, 'ready'],
  feta: ['tbsp crumbled', 'tbsp crumbled', 10, 'ready'],
  // Eggs, meat, fish, soy.
  M001: ['egg', 'eggs', 50, 'raw', 'whole serving=50'],
  M002: ['egg white', 'egg whites', 33, 'raw', 'whole serving=66'],
  tofu: PIECE_PROTEIN,
  tempeh: PIECE_PROTEIN,
  seitan: PIECE_PROTEIN,
  edamame: ['cup', 'cups', 155, 'cooked'],
  whey: SCOOP,
  'soy-protein': SCOOP,
  sardines: ['tin (drained)', 'tins (drained)', 90, 'ready'],
  'tuna-canned': ['small can (drained)', 'small cans (drained)', 100, 'ready', 'serving=100'],
  shrimp: ['cup', 'cups', 140, 'raw'],
  S008: ['cup', 'cups', 140, 'raw'],
  // Fruit: pieces (edible part) or cups.
  E012: ['medium banana', 'medium bananas', 110, 'raw', 'serving=110'],
  E001: ['medium apple', 'medium apples', 150, 'raw', 'serving=150'],
  E047: ['medium orange', 'medium oranges', 130, 'raw', 'serving=130'],
  E028: ['medium guava', 'medium guavas', 100, 'raw', 'serving=100'],
  E039: ['medium mango (flesh)', 'medium mangoes (flesh)', 200, 'raw', 'serving=200'],
  E049: ['cup cubed', 'cups cubed', 145, 'raw', 'serving=145'],
  E051: ['medium pear', 'medium pears', 170, 'raw', 'serving=170'],
  E053: ['cup chunks', 'cups chunks', 165, 'raw', 'serving=165'],
  E055: ['cup seeds', 'cups seeds', 170, 'raw'],
  E063: ['cup', 'cups', 150, 'raw', 'serving=150'],
  E007: ['medium avocado (flesh)', 'medium avocados (flesh)', 150, 'raw'],
  E018: ['date', 'dates', 8, 'ready', 'whole serving=24'],
  E058: ['tbsp', 'tbsp', 10, 'ready'],
  E064: ['tsp paste', 'tsp paste', 5, 'ready'],
  kiwi: ['kiwi', 'kiwis', 75, 'raw', 'serving=75'],
  blueberries: ['cup', 'cups', 150, 'raw', 'serving=150'],
  raspberries: ['cup', 'cups', 125, 'raw', 'serving=125'],
  'lemon-juice': ['tbsp', 'tbsp', 15, 'ready'],
  // Vegetables people count; `chop`: grams in a tablespoon chopped (USDA FNDDS cup chopped ÷ 16: onion 160 g, tomato
  // 180 g, potato 150 g, sweet potato 133 g, carrot 128 g, cucumber 133 g, capsicum 149 g, zucchini 124 g).
  G017: ['medium onion', 'medium onions', 100, 'raw', 'chop=10'],
  D075: ['medium tomato', 'medium tomatoes', 100, 'raw', 'chop=11'],
  F006: ['medium potato', 'medium potatoes', 150, 'raw', 'chop=9'],
  F013: ['medium sweet potato', 'medium sweet potatoes', 130, 'raw', 'chop=8'],
  F002: ['medium carrot', 'medium carrots', 60, 'raw', 'chop=8'],
  D043: ['medium cucumber', 'medium cucumbers', 200, 'raw', 'chop=8'],
  D033: ['medium capsicum', 'medium capsicums', 120, 'raw', 'chop=9'],
  D034: ['medium capsicum', 'medium capsicums', 120, 'raw', 'chop=9'],
  D077: ['medium zucchini', 'medium zucchinis', 200, 'raw', 'chop=8'],
  C033: ['cup chopped', 'cups chopped', 30, 'raw'],
  C020: ['cup leaves', 'cups leaves', 25, 'raw'],
  C025: ['cup shredded', 'cups shredded', 35, 'raw'],
  kale: ['cup chopped', 'cups chopped', 20, 'raw'],
  G011: ['clove', 'cloves', 5, 'raw'],
  G014: ['inch piece', 'inch pieces', 5, 'raw'],
  G001: ['green chilli', 'green chillies', 5, 'raw'],
  G009: ['tbsp chopped', 'tbsp chopped', 4, 'raw'],
  G016: ['tbsp chopped', 'tbsp chopped', 4, 'raw'],
  // Nuts and seeds.
  H001: ['almond', 'almonds', 1.2, 'ready', 'serving=20'],
  H005: ['cashew', 'cashews', 1.5, 'ready', 'serving=20'],
  H012: ['tbsp', 'tbsp', 9, 'ready', 'serving=20'],
  H021: ['walnut half', 'walnut halves', 2.5, 'ready', 'serving=20'],
  H020: TBSP_SEEDS,
  'pumpkin-seeds': TBSP_SEEDS,
  'hemp-seeds': TBSP_SEEDS,
  chia: ['tbsp', 'tbsp', 12, 'ready'],
  H007: ['tbsp grated', 'tbsp grated', 7, 'raw'],
  'peanut-butter': TBSP_BUTTER,
  'almond-butter': TBSP_BUTTER,
  tahini: ['tbsp', 'tbsp', 15, 'ready'],
  'coconut-milk': ['tbsp', 'tbsp', 15, 'ready'],
  // Fats and condiments.
  T006: TSP_OIL,
  T009: TSP_OIL,
  T012: TSP_OIL,
  T013: TSP_OIL,
  'olive-oil': TSP_OIL,
  butter: TSP_OIL,
  honey: ['tsp', 'tsp', 7, 'ready'],
  'maple-syrup': ['tsp', 'tsp', 7, 'ready'],
  I001: ['tsp grated', 'tsp grated', 5, 'ready'],
  'soy-sauce': ['tbsp', 'tbsp', 16, 'ready'],
  tamari: ['tbsp', 'tbsp', 16, 'ready'],
  vinegar: ['tbsp', 'tbsp', 15, 'ready'],
  // USDA FNDDS: 1 tsp table salt 6 g, 1 tsp baking soda 4.6 g.
  salt: ['tsp', 'tsp', 6, 'ready'],
  'baking-soda': ['tsp', 'tsp', 4.6, 'ready'],
  'red-wine': ['tbsp', 'tbsp', 15, 'ready'],
  'dark-chocolate': ['square', 'squares', 5, 'ready'],
};

/** Category fallbacks. */
const BY_CATEGORY: Record<string, Row> = {
  grains: CUP_COOKED_GRAIN,
  pulses: KATORI_WHOLE_PULSE,
  vegetables: ['cup chopped', 'cups chopped', 100, 'raw'],
  fruits: ['cup', 'cups', 150, 'raw', 'serving=150'],
  dairy: KATORI_CURD,
  meat: PALM,
  fish: PALM,
  protein: PIECE_PROTEIN,
  eggs: ['egg', 'eggs', 50, 'raw', 'whole serving=50'],
  nuts: HANDFUL,
  oils: TSP_OIL,
  spices: ['tsp', 'tsp', 3, 'ready'],
  condiments: ['tbsp', 'tbsp', 15, 'ready'],
  other: ['tbsp', 'tbsp', 15, 'ready'],
};

const MEASURES = new Map<string, HouseholdMeasure>(
  Object.entries(BY_FOOD).map(([key, row]) => [foodById(key).id, m(row)]),
);
const CATEGORY_MEASURES = new Map(Object.entries(BY_CATEGORY).map(([k, row]) => [k, m(row)]));
const OTHER = m(BY_CATEGORY.other ?? ['tbsp', 'tbsp', 15, 'ready']);

/** Flour counts in rotis only in a flatbread; elsewhere (pancakes, batters) it is measured in spoons. */
const FLATBREAD = /roti|paratha|thepla|chapati|phulka|bhakri/i;
const FLOUR_BY_SPOON = m(['tbsp flour', 'tbsp flour', 8, 'dry']);
/** Chana dal and besan are one food: in these dishes it is the flour (sattu paratha, chilla, kadhi), not a katori of dal. */
const GRAM_DAL = foodById('B001').id;
const GRAM_FLOUR_DISH =
  /besan|sattu|chill?a|cheela|muthia|dhokla|pakor|bhaji|kadhi|thalipeeth|handvo|khandvi|pitla|zunka|ladoo|laddu/i;

/** The measure of a food, in the dish it is served in when that changes it (flour: rotis vs spoons). */
export function measureOf(food: Food, dish = ''): HouseholdMeasure {
  const ms = MEASURES.get(food.id) ?? CATEGORY_MEASURES.get(food.category) ?? OTHER;
  if (food.id === GRAM_DAL && GRAM_FLOUR_DISH.test(dish)) return FLOUR_BY_SPOON;
  return ms.unit.includes('roti') && !FLATBREAD.test(dish) ? FLOUR_BY_SPOON : ms;
}

/** A counted vegetable's quarter this far off its grams (share) reads in tablespoons chopped instead. */
const CHOP_OFF_SHARE = 0.25;
/** US customary: 16 tablespoons to the cup. */
const TBSP_PER_CUP = 16;
/** Chopped spoons read in halves up to 3½; what would round to 4 (a quarter cup) or more reads in cups. */
const CHOP_TBSP_MAX = 3.75;

const FRACTIONS: [number, string][] = [
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
];

/** 2 → "2", 1.5 → "1½", 0.25 → "¼" (quarters; whole-unit measures in halves). */
export function formatQuantity(units: number, step: number): string {
  const q = Math.max(step, Math.round(units / step) * step);
  const whole = Math.floor(q + 1e-9);
  const frac = FRACTIONS.find(([v]) => Math.abs(q - whole - v) < 1e-6)?.[1] ?? '';
  return whole === 0 ? frac : `${whole}${frac}`;
}

/**
 * The measure shown beside the grams: "2 rotis", "≈ 1½ cups cooked", "1 tbsp" (oils past 2 tsp read in tbsp).
 * Whole-unit foods count in halves; everything else in quarters, marked "≈" when it is not exact.
 */
export function householdMeasure(
  food: Food,
  grams: number,
  dish = '',
): { text: string; weighedAs: WeighedAs } {
  let ms = measureOf(food, dish);
  // A quarter of a counted vegetable that is more than a quarter off the grams (10 g of onion is not "¼ medium
  // onion", 25 g) reads in tablespoons chopped.
  if (ms.chopG !== undefined) {
    const quarter = Math.max(0.25, Math.round(grams / ms.grams / 0.25) * 0.25) * ms.grams;
    if (Math.abs(quarter - grams) > grams * CHOP_OFF_SHARE)
      ms =
        grams < ms.chopG * CHOP_TBSP_MAX
          ? { unit: 'tbsp chopped', plural: 'tbsp chopped', grams: ms.chopG, weighedAs: ms.weighedAs }
          : // A quarter cup or more reads in cups (75 g of cucumber is "≈ ½ cup chopped", not "9½ tbsp").
            { unit: 'cup chopped', plural: 'cups chopped', grams: ms.chopG * TBSP_PER_CUP, weighedAs: ms.weighedAs };
  }
  if (ms.unit === 'tsp' && grams >= 12.5) ms = { ...ms, unit: 'tbsp', plural: 'tbsp', grams: ms.grams * 3 };
  // Under a tablespoon reads in teaspoons ("¾ tsp" of lemon juice, not "¼ tbsp").
  if (ms.unit === 'tbsp' && grams < ms.grams * 0.875)
    ms = { ...ms, unit: 'tsp', plural: 'tsp', grams: ms.grams / 3 };
  const units = grams / ms.grams;
  const spoon = ms.unit === 'tsp' || ms.unit === 'tbsp';
  // Under an eighth of a teaspoon (salt 0.4 g) is a pinch: "¼ tsp (0.4 g)" would print 1.5 g's measure.
  if (spoon && units < 0.125) return { text: 'a pinch', weighedAs: ms.weighedAs };
  // Chopped spoons of a vegetable in halves ("≈ 3 tbsp chopped", not "3¼").
  const step = ms.whole || ms.unit === 'tbsp chopped' ? 0.5 : units >= 8 ? 1 : 0.25;
  const quantity = formatQuantity(units, step);
  const shown = Math.max(step, Math.round(units / step) * step);
  const off = Math.abs(shown - units) * ms.grams;
  // Within 2 g; a spoon of a few grams (salt, spices, oil) within a tenth of its grams, or ¼ tsp of salt (1.5 g)
  // would read as exact for 1 g.
  const exact = spoon ? off <= Math.max(0.2, grams * 0.1) : off < 2;
  const word = shown > 1 ? ms.plural : ms.unit;
  return { text: `${exact ? '' : '≈ '}${quantity} ${word}`, weighedAs: ms.weighedAs };
}
