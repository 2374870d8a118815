/** Food lists the meal planner draws on (food-table keys, first allowed wins). Data, not figures. */

/**
 * A vitamin C fruit served with lunch and dinner when iron is low (WHO: vitamin C aids non-haem iron absorption;
 * 25–50 mg with the meal is enough). Orange first: 100 g gives ~43 mg (IFCT E047) with 1.3 g fibre, where guava's
 * 214 mg comes with 8.6 g fibre that crowds the meal's own vegetables out under the day's fibre ceiling.
 */
export const VIT_C_SIDES = ['E047', 'E028', 'kiwi', 'E063', 'lemon-juice'];
/**
 * Keto and low-carb: vitamin C from low-carbohydrate vegetables and berries (red bell pepper, strawberries, broccoli;
 * ≤ MEAL_PLANNING.lowCarbSideMaxCarbPer100G), not an orange at every main meal; lemon juice is served by the spoon.
 */
export const LOW_CARB_VIT_C_SIDES = ['D034', 'E063', 'broccoli', 'lemon-juice'];
/** Measured greens that top a vitamin-K-antagonist day up to its steady band (cabbage, lettuce, broccoli). */
export const VITAMIN_K_SIDES = ['C015', 'C025', 'broccoli', 'D036', 'D043'];
/** Fortified foods for low B12 on a plant-based diet. */
export const B12_SIDES = ['soy-milk', 'bran-cereal', 'L002'];
/** Top-up foods the LP may add when recipes alone cannot reach a macro target. */
export const TOPUP_CANDIDATES = {
  protein: [
    'whey',
    'soy-protein',
    'M002',
    'chicken-breast',
    'tuna-canned',
    'greek-yogurt',
    'tofu',
    'seitan',
    'hemp-seeds',
    'pumpkin-seeds',
  ],
  carb: ['E012', 'oats', 'oats-gf', 'E018', 'E001'],
  /** A staple served with a main meal (a cup of cooked brown rice) when fruit alone would run into the fibre ceiling. */
  carbStaple: ['A013', 'A009'],
  /** Paleo excludes grains and legumes: a starchy vegetable as a second carbohydrate top-up. */
  carbPaleo: ['F013', 'F006'],
  /** Keto: a little fruit that is low in carbohydrate. */
  carbKeto: ['raspberries', 'E063', 'D075'],
  fat: ['H001', 'H021', 'pumpkin-seeds', 'H020', 'olive-oil'],
  /** A side of vegetables (tomato, cucumber, broccoli, cauliflower) towards the WHO 400 g of fruit and vegetables. */
  veg: ['D075', 'D043', 'broccoli', 'D036'],
  /**
   * Keto/low-carb need much more fat: a dressing oil with a main meal as well as nuts. Oils lowest in saturated
   * fat first (safflower 9 %, sunflower 11 %, olive 14 % of fat), so the saturated-fat ceiling stays reachable.
   */
  oil: ['T009', 'T012', 'olive-oil'],
};
/**
 * Keto and low-carb: fat from real food added to a meal (a meal's oil is capped, PORTION_BOUNDS.mealOilMaxG): nuts
 * or seeds with each meal and a second such food, low in saturated fat. Sesame seeds (1,283 mg calcium per 100 g,
 * IFCT H011) and almonds also bring calcium. Not avocado: its serving (a whole fruit, 150 g) is over its top-up bound.
 */
export const KETO_FAT_TOPUPS = {
  breakfast: ['H021', 'H020', 'peanut-butter'],
  lunch: ['H011', 'H020', 'pumpkin-seeds', 'H001'],
  dinner: ['H021', 'H001', 'pumpkin-seeds', 'H020', 'H011'],
  /** A second fat food with each meal: most fat for the least protein and carbohydrate. */
  second: ['H021', 'H020', 'H011'],
  /**
   * The second fat food under saturated fat < 7 % of energy (LDL ≥ 160, heart disease; NCEP ATP III): almonds first,
   * 6.4 % of their energy saturated (IFCT H001) against walnuts' 7.0 % and sunflower seeds' 9.5 %, so the day's
   * saturated-fat share leaves room for the energy (issue 30: 1,219 of 2,053 missed bench days had it at its ceiling).
   */
  secondLowSat: ['H001', 'H021', 'H020', 'H011'],
  /**
   * Under the same rule, every meal's first fat food too, lowest share of energy saturated first: almond butter 6.1 %
   * (USDA 12195: 4.15 g of 614 kcal), almonds 6.4 %, walnuts 7.0 % (IFCT H021). The per-meal lists lead with walnuts,
   * sesame (11.1 %, IFCT H011) or sunflower seeds (9.5 %), which the day's 7 % share leaves little room for: a keto
   * meal then carried one fat food in practice, and its day fell short (issue 30 item 2).
   */
  firstLowSat: ['almond-butter', 'H001', 'H021', 'H020'],
} as const;
/** Components of a "simple plate" when no recipe fits a slot. */
export const PLATE = {
  protein: [
    'tofu',
    'tempeh',
    'M001',
    'greek-yogurt',
    'L003',
    'chicken-breast',
    'salmon',
    'tuna-canned',
    'hemp-seeds',
    'pumpkin-seeds',
    'H001',
  ],
  veg: ['broccoli', 'C033', 'D036', 'D043', 'D075', 'D077'],
  carb: ['A013', 'F013', 'A009', 'E012', 'E001'],
  fat: ['olive-oil', 'E007', 'H001', 'H007', 'T012'],
};
