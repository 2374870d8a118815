/**
 * The engine's food table: every IFCT 2017 row plus the curated USDA rows, normalised to one shape per 100 g,
 * built once at module load. Carbohydrate is *available* carbohydrate everywhere (IFCT `choavldf`; USDA
 * carbohydrate by difference minus fibre), which is what keto/low-carb limits count.
 */
import { CONTAINS_TAGS, type ContainsTag } from '@common/plan';
import { FOOD_DATA } from '../../guidelines';
import { IFCT_ROWS, type IfctRow } from './ifct-foods';
import { USDA_ROWS } from './usda-foods';

/** The minerals and vitamin the daily limits and totals count; a source may not know every one for every food. */
export const MICRO_NUTRIENTS = ['sodiumMg', 'potassiumMg', 'vitaminKUg', 'calciumMg', 'ironMg'] as const;
export type MicroNutrient = (typeof MICRO_NUTRIENTS)[number];

export const TRAITS = ['high-gi', 'soluble-fibre', 'b12-fortified', 'omega-3', 'high-sat'] as const;
export type Trait = (typeof TRAITS)[number];

export interface Food {
  id: string;
  name: string;
  source: 'IFCT 2017' | 'USDA FDC';
  /** IFCT code or FDC description. */
  sourceRef: string;
  kcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  fiberG: number;
  saturatedFatG: number;
  sodiumMg: number;
  potassiumMg: number;
  vitaminKUg: number;
  calciumMg: number;
  ironMg: number;
  vitCMg: number;
  /**
   * Nutrients the source does not give for this food. Their fields above hold 0 only so sums stay numbers: the
   * engine leaves such a food out wherever a limit counts that nutrient (`foodsWithUnknown`).
   */
  unknown: ReadonlySet<MicroNutrient>;
  contains: ContainsTag[];
  containsMask: number;
  traitMask: number;
  category: string;
  /** How energy was obtained (IFCT rows only): the table's value or the IFCT formula when the table is blank/inconsistent. */
  energyMethod: 'table' | 'ifct-formula';
}

export const TAG_BIT: Record<ContainsTag, number> = Object.fromEntries(
  CONTAINS_TAGS.map((t, i) => [t, 1 << i]),
) as Record<ContainsTag, number>;
export const TRAIT_BIT: Record<Trait, number> = Object.fromEntries(
  TRAITS.map((t, i) => [t, 1 << i]),
) as Record<Trait, number>;

export function tagsToMask(tags: readonly ContainsTag[]): number {
  let m = 0;
  for (const t of tags) m |= TAG_BIT[t];
  return m;
}
export function maskToTags(mask: number): ContainsTag[] {
  return CONTAINS_TAGS.filter((t) => (mask & TAG_BIT[t]) !== 0);
}

const KJ_PER_KCAL = FOOD_DATA.kjPerKcal;
const IFCT_KJ = FOOD_DATA.ifctKjPerG;
const IFCT_ENERGY_MISMATCH = FOOD_DATA.ifctEnergyMismatch;
const HIGH_SAT_MIN_G = FOOD_DATA.highSatMinG;
const HIGH_SAT_ENERGY_SHARE = FOOD_DATA.highSatEnergyShare;
const SOLUBLE_FIBRE_MIN_G = FOOD_DATA.solubleFibreMinG;

const IFCT_GROUP_CATEGORY: Record<string, string> = {
  'Cereals and Millets': 'grains',
  'Grain Legumes': 'pulses',
  'Green Leafy Vegetables': 'vegetables',
  'Other Vegetables': 'vegetables',
  'Roots and Tubers': 'vegetables',
  Mushrooms: 'vegetables',
  Fruits: 'fruits',
  'Condiments and Spices': 'spices',
  'Nuts and Oil Seeds': 'nuts',
  Sugars: 'condiments',
  'Miscellaneous Foods': 'other',
  'Milk and Milk Products': 'dairy',
  'Egg and Egg Products': 'eggs',
  Poultry: 'meat',
  'Animal Meat': 'meat',
  'Marine Fish': 'fish',
  'Marine Shellfish': 'fish',
  'Marine Mollusks': 'fish',
  'Fresh Water Fish and Shellfish': 'fish',
  'Edible Oils and Fats': 'oils',
};

const codeIn = (code: string, ...ranges: [string, string][]): boolean =>
  ranges.some(([a, b]) => code >= a && code <= b);

/** contains tags of an IFCT row, from its food group and (for a few groups) its code. */
function ifctTags(code: string, group: string): ContainsTag[] {
  switch (group) {
    case 'Cereals and Millets':
      // Barley and all wheat products carry gluten; rice, millets, maize, quinoa, amaranth do not.
      return code === 'A004' || codeIn(code, ['A018', 'A024']) ? ['grain', 'gluten'] : ['grain'];
    case 'Other Vegetables':
      // Green peas are legumes (Pisum sativum; paleo excludes them). Cordain, The Paleo Diet 2011
      return code === 'D061' ? ['legume'] : [];
    case 'Grain Legumes':
      return code === 'B024' || code === 'B025' ? ['legume', 'soy'] : ['legume'];
    case 'Condiments and Spices':
      // Compounded asafoetida is cut with wheat flour.
      return code === 'G019' ? ['gluten'] : [];
    case 'Nuts and Oil Seeds':
      if (code === 'H012') return ['nuts', 'peanut', 'legume'];
      if (codeIn(code, ['H009', 'H011'])) return ['sesame'];
      // Tree nuts; coconut counted as a tree nut (US FDA allergen list), conservatively.
      if (['H001', 'H005', 'H006', 'H007', 'H017', 'H018', 'H021'].includes(code)) return ['nuts'];
      return [];
    case 'Sugars':
      return ['added-sugar'];
    case 'Miscellaneous Foods':
      return code === 'K001' ? ['alcohol'] : []; // toddy (palm wine)
    case 'Milk and Milk Products':
      return ['dairy'];
    case 'Egg and Egg Products':
      return ['egg'];
    case 'Poultry':
      return ['poultry'];
    case 'Animal Meat':
      if (codeIn(code, ['O048', 'O057'])) return ['meat', 'pork', 'nonkosher-meat'];
      if (codeIn(code, ['O025', 'O047'])) return ['meat', 'beef'];
      if (codeIn(code, ['O058', 'O063'])) return ['meat', 'nonkosher-meat']; // hare, rabbit
      return ['meat'];
    case 'Marine Fish':
    case 'Fresh Water Fish and Shellfish': {
      if (codeIn(code, ['S007', 'S010'])) return ['shellfish'];
      // Fish without fins and scales (catfish, sharks, rays, eel) are not kosher.
      const nonKosher = [
        'P009',
        'P016',
        'P030',
        'P064',
        'P072',
        'P073',
        'P074',
        'P080',
        'P090',
        'P092',
        'S001',
        'S003',
        'S005',
      ];
      return nonKosher.includes(code) ? ['fish', 'nonkosher-fish'] : ['fish'];
    }
    case 'Marine Shellfish':
    case 'Marine Mollusks':
      return ['shellfish'];
    case 'Edible Oils and Fats':
      // Ghee is dairy; gingelly (til) oil is sesame oil, an allergen by every name (EU FIC Annex II; FSSAI 2020).
      return code === 'T013' ? ['dairy'] : code === 'T004' ? ['sesame'] : [];
    default:
      return [];
  }
}

/** Refined or fast-digested staples (GI ≥ 70 in the International GI Tables, Atkinson et al. 2021). */
const IFCT_HIGH_GI = new Set([
  'A011',
  'A012',
  'A015',
  'A018',
  'F006',
  'F007',
  'F008',
  'F015',
  'I001',
  'I002',
]);

/** Friendlier names for the IFCT rows the recipes use (raw/dry weights, as IFCT tabulates them). */
const IFCT_NAMES: Record<string, string> = {
  A003: 'Bajra (pearl millet) flour',
  A005: 'Jowar (sorghum) flour',
  A008: 'Sweet corn',
  A009: 'Quinoa (dry)',
  A010: 'Ragi (finger millet) flour',
  A011: 'Poha (rice flakes)',
  A013: 'Brown rice (raw)',
  A014: 'Parboiled rice (raw)',
  A015: 'White rice (raw)',
  A016: 'Little millet (samai, raw)',
  A018: 'Maida (refined wheat flour)',
  A019: 'Whole-wheat atta',
  A021: 'Bulgur / dalia (dry)',
  A022: 'Semolina (rava/sooji)',
  A023: 'Vermicelli (dry)',
  B001: 'Chana dal / besan (dry)',
  B002: 'Chickpeas (kabuli/kala chana, dry)',
  B003: 'Urad dal (dry)',
  B010: 'Moong dal (dry)',
  B011: 'Whole green gram (moong, dry)',
  B013: 'Masoor dal (dry)',
  B014: 'Brown lentils (dry)',
  B017: 'Dried peas (matar, dry)',
  B020: 'Rajma (red kidney beans, dry)',
  B021: 'Toor dal (dry)',
  B025: 'Soya beans (dry)',
  C015: 'Cabbage',
  C020: 'Methi (fenugreek) leaves',
  C025: 'Lettuce',
  C033: 'Spinach (palak)',
  D007: 'Bottle gourd (lauki)',
  D031: 'Brinjal (eggplant)',
  D033: 'Green capsicum',
  D034: 'Red bell pepper',
  D036: 'Cauliflower',
  D037: 'Celery',
  D043: 'Cucumber',
  D046: 'Drumstick',
  D050: 'French beans',
  D056: 'Okra (bhindi)',
  D061: 'Green peas',
  D066: 'Pumpkin',
  D075: 'Tomato',
  D077: 'Zucchini',
  E001: 'Apple',
  E007: 'Avocado',
  E012: 'Banana',
  E018: 'Dates (dry)',
  E021: 'Amla (Indian gooseberry)',
  E026: 'Grapes',
  E028: 'Guava',
  E039: 'Mango',
  E047: 'Orange',
  E049: 'Papaya',
  E051: 'Pear',
  E053: 'Pineapple',
  E055: 'Pomegranate',
  E058: 'Raisins',
  E063: 'Strawberries',
  E064: 'Tamarind pulp',
  E065: 'Watermelon',
  F001: 'Beetroot',
  F002: 'Carrot',
  F006: 'Potato',
  F013: 'Sweet potato',
  G001: 'Green chilli',
  G009: 'Coriander leaves',
  G011: 'Garlic',
  G014: 'Ginger',
  G016: 'Mint leaves',
  G017: 'Onion',
  H001: 'Almonds',
  H005: 'Cashew nuts',
  H007: 'Fresh coconut',
  H011: 'Sesame seeds',
  H012: 'Peanuts',
  H014: 'Flaxseeds',
  H018: 'Pistachios',
  H020: 'Sunflower seeds',
  H021: 'Walnuts',
  I001: 'Jaggery',
  J001: 'Button mushrooms',
  L002: 'Cow milk (whole)',
  L003: 'Paneer',
  M001: 'Eggs',
  M002: 'Egg whites',
  N002: 'Chicken thigh, skinless (raw)',
  N003: 'Chicken breast, skinless (raw)',
  N018: 'Turkey breast (raw)',
  O003: 'Mutton (goat leg, raw)',
  O016: 'Lamb leg (raw)',
  O027: 'Beef round (raw)',
  O049: 'Pork chops (raw)',
  P034: 'Mackerel (bangda, raw)',
  P057: 'Pomfret (raw)',
  P071: 'Sardines (raw)',
  P083: 'Tilapia (raw)',
  P084: 'Tuna (raw)',
  P087: 'Seer fish (surmai, raw)',
  S006: 'Rohu (raw)',
  S008: 'Prawns (raw)',
  T006: 'Mustard oil',
  T012: 'Sunflower oil',
  T013: 'Ghee',
};

function fromIfct(row: IfctRow): Food {
  const [code, name, group, kj, protein, fat, carbs, fibre, solFibre, satFat, iron, vitC, na, k, ca, vitK] =
    row;
  const formulaKj =
    IFCT_KJ.protein * protein + IFCT_KJ.fat * fat + IFCT_KJ.carb * carbs + IFCT_KJ.solubleFibre * solFibre;
  const useFormula =
    formulaKj > 0 && (kj <= 0 || Math.abs(kj - formulaKj) > IFCT_ENERGY_MISMATCH * formulaKj);
  const kcal = (useFormula ? formulaKj : kj) / KJ_PER_KCAL;
  const contains = ifctTags(code, group);
  let traits = 0;
  if (IFCT_HIGH_GI.has(code)) traits |= TRAIT_BIT['high-gi'];
  if (solFibre >= SOLUBLE_FIBRE_MIN_G) traits |= TRAIT_BIT['soluble-fibre'];
  if (group.includes('Fish') && fat >= 4) traits |= TRAIT_BIT['omega-3'];
  return finish({
    id: `ifct:${code}`,
    name: IFCT_NAMES[code] ?? name,
    source: 'IFCT 2017',
    sourceRef: `IFCT 2017 ${code} ${name}`,
    kcal,
    proteinG: protein,
    carbsG: carbs,
    fatG: fat,
    fiberG: fibre,
    saturatedFatG: satFat,
    sodiumMg: na,
    potassiumMg: k,
    vitaminKUg: vitK,
    calciumMg: ca,
    ironMg: iron,
    vitCMg: vitC,
    unknown: new Set(),
    contains,
    containsMask: 0,
    traitMask: traits,
    category: IFCT_GROUP_CATEGORY[group] ?? 'other',
    energyMethod: useFormula ? 'ifct-formula' : 'table',
  });
}

function fromUsda(row: (typeof USDA_ROWS)[number]): Food {
  const [id, name, fdc, ndb, kcal, protein, fat, carbTotal, fibre, satFat, iron, vitC, na, k, ca, vitK] = row;
  const [tags, category, traits] = [row[16], row[17], row[18]];
  const micro: Record<MicroNutrient, number | null> = {
    sodiumMg: na,
    potassiumMg: k,
    vitaminKUg: vitK,
    calciumMg: ca,
    ironMg: iron,
  };
  const contains = (tags ? tags.split(' ') : []) as ContainsTag[];
  let traitMask = 0;
  for (const t of traits ? traits.split(' ') : []) traitMask |= TRAIT_BIT[t as Trait];
  return finish({
    id: `usda:${id}`,
    name,
    source: 'USDA FDC',
    sourceRef: `USDA FDC: ${fdc}${ndb ? ` (SR NDB ${ndb})` : ''}`,
    kcal,
    proteinG: protein,
    carbsG: Math.max(0, carbTotal - fibre),
    fatG: fat,
    fiberG: fibre,
    saturatedFatG: satFat,
    sodiumMg: na ?? 0,
    potassiumMg: k ?? 0,
    vitaminKUg: vitK ?? 0,
    calciumMg: ca ?? 0,
    ironMg: iron ?? 0,
    vitCMg: vitC,
    unknown: new Set(MICRO_NUTRIENTS.filter((n) => micro[n] === null)),
    contains,
    containsMask: 0,
    traitMask,
    category,
    energyMethod: 'table',
  });
}

/**
 * Hidden animal-derived or alcoholic ingredients recognised by name, so a food is tagged even when its source
 * row does not say so: calf rennet in traditional hard and brined cheeses, gelatin, carmine, lard, fish sauce,
 * alcohol used in cooking. Whey counts as a rennet product (it comes from cheese-making). hiddenAnimal
 */
const HIDDEN_BY_NAME: [RegExp, ContainsTag[]][] = [
  [
    /parmesan|parmigiano|grana padano|pecorino|feta|cheddar|mozzarella|gruyere|emmental|\bwhey\b/i,
    ['animal-rennet'],
  ],
  [/gelatin|gelatine|jelly|marshmallow/i, ['gelatin']],
  [/carmine|cochineal/i, ['insect']],
  [/\blard\b|bacon|\bham\b/i, ['pork', 'meat', 'nonkosher-meat']],
  [/fish sauce|anchov|worcestershire|dashi|bonito/i, ['fish']],
  [/\bwine\b|\bbeer\b|\brum\b|brandy|sake|mirin|toddy|liqueur/i, ['alcohol']],
];

function finish(food: Food): Food {
  for (const [re, tags] of HIDDEN_BY_NAME) {
    if (re.test(food.name) || re.test(food.sourceRef)) {
      for (const t of tags) if (!food.contains.includes(t)) food.contains.push(t);
    }
  }
  food.containsMask = tagsToMask(food.contains);
  if (
    food.saturatedFatG >= HIGH_SAT_MIN_G &&
    food.kcal > 0 &&
    (food.saturatedFatG * 9) / food.kcal >= HIGH_SAT_ENERGY_SHARE
  ) {
    food.traitMask |= TRAIT_BIT['high-sat'];
  }
  return food;
}

export const FOODS: ReadonlyMap<string, Food> = new Map(
  [...IFCT_ROWS.map(fromIfct), ...USDA_ROWS.map(fromUsda)].map((f) => [f.id, f]),
);

/** The food for a key ("ifct:A015", "usda:oats", or the short forms "A015" / "oats"). Throws when unknown. */
export function foodById(key: string): Food {
  const id = key.includes(':') ? key : /^[A-T]\d{3}$/.test(key) ? `ifct:${key}` : `usda:${key}`;
  const food = FOODS.get(id);
  if (!food) throw new Error(`Unknown food: ${key}`);
  return food;
}

/** Ids of the foods whose value for any of these nutrients is unknown. */
export function foodsWithUnknown(nutrients: readonly MicroNutrient[]): string[] {
  if (nutrients.length === 0) return [];
  return [...FOODS.values()].filter((f) => nutrients.some((n) => f.unknown.has(n))).map((f) => f.id);
}

export function hasTrait(food: Food, trait: Trait): boolean {
  return (food.traitMask & TRAIT_BIT[trait]) !== 0;
}
