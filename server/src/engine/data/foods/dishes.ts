/**
 * Common dishes per serving as eaten (a katori of dal, a plate of biryani, one idli), for the food log. Each dish's
 * ingredients come from one of the planner's own recipes wherever one exists (`recipe`: the same foods in the same
 * proportions, first alternative, scaled so the main ingredient fills the serving), and its nutrients are the sum
 * of those ingredients in the food table (IFCT 2017 / USDA). Cooking water adds weight, not nutrients, so only the
 * gram weight of a serving as eaten is an outside figure, cited beside it; every dish is an estimate (a home cook's
 * oil and salt vary), marked 'recipe' when derived from a recipe and 'typical' when no recipe exists.
 *
 * Serving sizes: katori ≈ 150 ml and the household portions of ICMR-NIN "Dietary Guidelines for Indians" 2024
 * (the same measures as household-measures.ts: one katori of cooked dal ≈ 30 g dry dal, one roti ≈ 30 g atta,
 * one cup of cooked rice ≈ 55 g raw rice); cooked weights from USDA FNDDS 2019–2020 portion weights where named.
 */
import { RECIPE_DEFS } from '../../nutrition/recipes';
import { foodById } from './food-table';

export type DishConfidence = 'recipe' | 'typical';

export interface DishMeasureDef {
  label: string;
  /** Grams of the dish as eaten in one unit. */
  grams: number;
  source: string;
}

export interface DishNutrients {
  kcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  fiberG: number;
  saturatedFatG: number;
  /** null when an ingredient's value is unknown in its source. */
  sodiumMg: number | null;
  potassiumMg: number | null;
}

export interface Dish {
  id: string;
  name: string;
  aliases: readonly string[];
  /** The recipe the ingredients were taken from, or null for a typical recipe written here. */
  recipe: string | null;
  /** Ingredients of one serving: food table id and raw/dry grams. */
  ingredients: readonly { foodId: string; grams: number }[];
  /** The first measure is one serving; nutrients are per serving. */
  measures: readonly DishMeasureDef[];
  perServing: DishNutrients;
  confidence: DishConfidence;
  note: string;
}

const KATORI = (grams: number, what = 'cooked'): DishMeasureDef => ({
  label: 'katori (150 ml)',
  grams,
  source: `ICMR-NIN 2024 katori ≈ 150 ml; ${grams} g of ${what} dish (estimate)`,
});
const PIECE = (label: string, grams: number, source: string): DishMeasureDef => ({ label, grams, source });

type Take = readonly string[];
interface DishDef {
  id: string;
  name: string;
  aliases: readonly string[];
  /** [recipe id, the recipe's foods to take (first alternative), [food to scale by, its grams in one serving]]. */
  from?: readonly [string, Take, readonly [string, number]];
  /** Ingredients written here when no recipe has the dish. */
  items?: readonly (readonly [string, number])[];
  measures: readonly DishMeasureDef[];
  note?: string;
}

// prettier-ignore
const DEFS: readonly DishDef[] = [
  { id: 'dal-tadka', name: 'Dal tadka (toor dal)', aliases: ['dal', 'daal', 'dhal', 'arhar dal', 'toor dal', 'tuvar dal', 'paruppu', 'pappu', 'yellow dal'],
    from: ['dal-rice-raita', ['B021', 'D075', 'G017', 'T013', 'salt'], ['B021', 30]], measures: [KATORI(150)] },
  { id: 'moong-dal', name: 'Moong dal (cooked)', aliases: ['mung dal', 'moong daal', 'pesara pappu', 'khichdi dal'],
    from: ['moong-khichdi', ['B010', 'D066', 'D061', 'T013', 'salt'], ['B010', 30]], measures: [KATORI(150)] },
  { id: 'masoor-dal', name: 'Masoor dal (cooked)', aliases: ['lentil dal', 'red lentils', 'masur dal'],
    from: ['aloo-gobi-dal', ['B013', 'T012', 'salt'], ['B013', 30]], measures: [KATORI(150)] },
  { id: 'dal-makhani', name: 'Dal makhani', aliases: ['maa ki dal', 'kaali dal', 'urad dal makhani'],
    from: ['dal-makhani-roti', ['B004', 'B020', 'D075', 'G017', 'butter', 'salt'], ['B004', 30]], measures: [KATORI(150)] },
  { id: 'rajma', name: 'Rajma (kidney bean curry)', aliases: ['rajmah', 'rajma masala', 'kidney beans curry'],
    from: ['rajma-chawal', ['B020', 'G017', 'D075', 'T012', 'salt'], ['B020', 40]], measures: [KATORI(150)] },
  { id: 'chole', name: 'Chole (chickpea curry)', aliases: ['chhole', 'chana masala', 'channa', 'kabuli chana curry'],
    from: ['chole-roti', ['B002', 'G017', 'D075', 'T012', 'salt'], ['B002', 40]], measures: [KATORI(150)] },
  { id: 'sambar', name: 'Sambar', aliases: ['sambhar', 'saambar'],
    from: ['idli-sambar', ['B021', 'D046', 'D066', 'E064', 'T012', 'salt'], ['B021', 15]], measures: [KATORI(150, 'thin dal and vegetable')] },
  { id: 'rice-cooked', name: 'Plain rice (cooked)', aliases: ['chawal', 'bhaat', 'bhat', 'annam', 'sadam', 'steamed rice', 'boiled rice'],
    items: [['A015', 55]], measures: [PIECE('cup cooked', 158, 'USDA FNDDS: 1 cup cooked white rice 158 g; ≈ 55 g raw (household-measures.ts)'),
      PIECE('plate (2 cups)', 316, 'two cups (estimate)')] },
  { id: 'roti', name: 'Roti / chapati (plain)', aliases: ['chapati', 'chapatti', 'phulka', 'fulka', 'rotli', 'wheat roti'],
    items: [['A019', 30]], measures: [PIECE('roti', 40, 'ICMR-NIN 2024: one roti ≈ 30 g atta; ≈ 40 g cooked (estimate)')] },
  { id: 'paratha-plain', name: 'Plain paratha', aliases: ['parantha', 'parotta', 'paratha'],
    items: [['A019', 40], ['T013', 5]], measures: [PIECE('paratha', 60, '40 g atta and 5 g ghee; ≈ 60 g cooked (estimate)')] },
  { id: 'aloo-paratha', name: 'Aloo paratha', aliases: ['alu paratha', 'potato paratha', 'aloo parantha'],
    from: ['aloo-paratha', ['A019', 'F006', 'T013', 'salt'], ['A019', 40]], measures: [PIECE('paratha', 100, '40 g atta, 40 g potato, ghee; ≈ 100 g cooked (estimate)')] },
  { id: 'idli', name: 'Idli', aliases: ['idly', 'iddli', 'steamed rice cake'],
    from: ['idli-sambar', ['A014', 'B003'], ['A014', 19]], measures: [PIECE('idli', 40, 'one idli ≈ 25 g dry rice and urad (3:1); ≈ 40 g steamed (estimate)')] },
  { id: 'dosa-plain', name: 'Plain dosa', aliases: ['dosai', 'dosha', 'sada dosa', 'thosai'],
    from: ['masala-dosa', ['A014', 'B003', 'T012'], ['A014', 30]], measures: [PIECE('dosa', 70, 'one dosa ≈ 40 g dry rice and urad, 5 g oil; ≈ 70 g cooked (estimate)')] },
  { id: 'masala-dosa', name: 'Masala dosa', aliases: ['masala dosai', 'masal dosa'],
    from: ['masala-dosa', ['A014', 'B003', 'F006', 'G017', 'T012', 'salt'], ['A014', 60]], measures: [PIECE('dosa with filling', 220, 'dosa with potato masala ≈ 220 g (estimate)')] },
  { id: 'poha', name: 'Vegetable poha', aliases: ['pohe', 'aval', 'avalakki', 'chivda poha', 'beaten rice'],
    from: ['poha', ['A011', 'D061', 'G017', 'H012', 'T012', 'lemon-juice', 'salt'], ['A011', 60]], measures: [PIECE('plate', 200, '60 g dry poha soaked and cooked ≈ 200 g (estimate)')] },
  { id: 'upma', name: 'Vegetable upma', aliases: ['uppittu', 'rava upma', 'sooji upma', 'uppuma'],
    from: ['upma', ['A022', 'F002', 'D061', 'G017', 'T012', 'salt'], ['A022', 60]], measures: [PIECE('plate', 220, '60 g dry rava cooked in water ≈ 220 g (estimate)')] },
  { id: 'besan-chilla', name: 'Besan chilla', aliases: ['besan cheela', 'chila', 'pudla', 'gram flour pancake'],
    from: ['besan-chilla', ['B001', 'G017', 'D075', 'T012', 'salt'], ['B001', 30]], measures: [PIECE('chilla', 80, '30 g besan with vegetables ≈ 80 g cooked (estimate)')] },
  { id: 'khichdi', name: 'Moong dal khichdi', aliases: ['khichri', 'kichdi', 'khichuri', 'pongal'],
    from: ['moong-khichdi', ['A015', 'B010', 'D066', 'D061', 'T013', 'salt'], ['A015', 50]], measures: [PIECE('plate', 300, '50 g rice and 40 g dal cooked soft ≈ 300 g (estimate)')] },
  { id: 'veg-pulao', name: 'Vegetable pulao', aliases: ['pulav', 'pilaf', 'veg pulav', 'tahiri'],
    from: ['veg-pulao-raita', ['A015', 'D061', 'F002', 'D050', 'T013', 'salt'], ['A015', 75]], measures: [PIECE('plate', 300, '75 g rice with vegetables ≈ 300 g cooked (estimate)')] },
  { id: 'chicken-biryani', name: 'Chicken biryani', aliases: ['biriyani', 'biryani', 'briyani', 'murgh biryani', 'kozhi biriyani'],
    from: ['chicken-biryani', ['chicken-thigh', 'A015', 'G017', 'yogurt', 'T012', 'salt'], ['A015', 80]], measures: [PIECE('plate', 380, '80 g rice and 130 g chicken cooked ≈ 380 g (estimate)')] },
  { id: 'chicken-curry', name: 'Chicken curry', aliases: ['murgh curry', 'chicken masala', 'kozhi curry', 'chicken gravy'],
    from: ['chicken-curry-rice', ['chicken-thigh', 'G017', 'D075', 'G011', 'G014', 'T012', 'salt'], ['chicken-thigh', 90]], measures: [KATORI(170, 'chicken curry')] },
  { id: 'egg-curry', name: 'Egg curry (2 eggs)', aliases: ['anda curry', 'muttai curry', 'egg masala'],
    from: ['egg-curry-roti', ['M001', 'G017', 'D075', 'T012', 'salt'], ['M001', 100]], measures: [KATORI(190, 'egg curry with 2 eggs')] },
  { id: 'fish-curry', name: 'Fish curry', aliases: ['machli curry', 'meen curry', 'macher jhol', 'fish gravy'],
    from: ['fish-curry-rice', ['S006', 'H007', 'D075', 'G017', 'E064', 'T012', 'salt'], ['S006', 100]], measures: [KATORI(180, 'fish curry')] },
  { id: 'palak-paneer', name: 'Palak paneer', aliases: ['saag paneer', 'spinach paneer', 'palak panir'],
    from: ['palak-paneer-roti', ['C033', 'L003', 'G017', 'D075', 'T012', 'salt'], ['L003', 50]], measures: [KATORI(150)] },
  { id: 'kadhai-paneer', name: 'Kadhai paneer', aliases: ['karahi paneer', 'kadai paneer', 'paneer masala'],
    from: ['kadhai-paneer-roti', ['L003', 'D033', 'D075', 'G017', 'T012', 'salt'], ['L003', 60]], measures: [KATORI(150)] },
  { id: 'matar-paneer', name: 'Matar paneer', aliases: ['mutter paneer', 'peas paneer'],
    from: ['matar-paneer-rice', ['L003', 'D061', 'D075', 'G017', 'T012', 'salt'], ['L003', 50]], measures: [KATORI(150)] },
  { id: 'aloo-matar', name: 'Aloo matar', aliases: ['alu mutter', 'potato peas curry', 'aloo sabzi'],
    from: ['aloo-matar-roti', ['F006', 'D061', 'D075', 'G017', 'T012', 'salt'], ['F006', 80]], measures: [KATORI(150)] },
  { id: 'aloo-gobi', name: 'Aloo gobi', aliases: ['alu gobhi', 'gobi aloo', 'cauliflower potato sabzi'],
    from: ['aloo-gobi-dal', ['D036', 'F006', 'T012', 'salt'], ['D036', 90]], measures: [KATORI(130, 'dry sabzi')] },
  { id: 'bhindi-sabzi', name: 'Bhindi sabzi', aliases: ['bhindi masala', 'okra fry', 'vendakkai poriyal', 'bhendi'],
    from: ['bhindi-dal-roti', ['D056', 'T012', 'salt'], ['D056', 100]], measures: [KATORI(90, 'dry sabzi')] },
  { id: 'lassi-salted', name: 'Salted lassi / masala chaas', aliases: ['namkeen lassi', 'masala lassi', 'mattha'],
    from: ['masala-lassi', ['yogurt', 'G016', 'salt'], ['yogurt', 200]], measures: [PIECE('glass (250 ml)', 250, '200 g curd thinned with water (estimate)')] },
  { id: 'samosa', name: 'Samosa (potato)', aliases: ['samosa', 'singara', 'shingara', 'aloo samosa'],
    items: [['A018', 20], ['F006', 40], ['D061', 5], ['T012', 12], ['salt', 0.5]],
    measures: [PIECE('samosa', 70, 'one medium samosa ≈ 70 g (estimate)')],
    note: 'Typical recipe: 20 g maida, 40 g potato, 5 g peas; about 12 g oil taken up in the dough and the frying (rough estimate: frying varies).' },
];

const round1 = (v: number) => Math.round(v * 10) / 10;

function ingredientsOf(def: DishDef): { foodId: string; grams: number }[] {
  if (def.items) return def.items.map(([key, grams]) => ({ foodId: foodById(key).id, grams }));
  const [recipeId, take, [scaleKey, scaleGrams]] = def.from!;
  const recipe = RECIPE_DEFS.find((r) => r.id === recipeId);
  if (!recipe) throw new Error(`Dish ${def.id}: unknown recipe ${recipeId}`);
  const first = (alts: string) => alts.split('|')[0]!;
  const picked = recipe.items.filter(([alts]) => take.includes(first(alts)));
  const base = picked.find(([alts]) => first(alts) === scaleKey);
  if (!base || picked.length !== take.length)
    throw new Error(`Dish ${def.id}: recipe ${recipeId} lacks one of ${take.join(', ')}`);
  const factor = scaleGrams / base[1];
  return picked.map(([alts, grams]) => ({ foodId: foodById(first(alts)).id, grams: round1(grams * factor) }));
}

function sumNutrients(items: readonly { foodId: string; grams: number }[]): DishNutrients {
  const total: DishNutrients = {
    kcal: 0,
    proteinG: 0,
    carbsG: 0,
    fatG: 0,
    fiberG: 0,
    saturatedFatG: 0,
    sodiumMg: 0,
    potassiumMg: 0,
  };
  for (const { foodId, grams } of items) {
    const f = foodById(foodId);
    const k = grams / 100;
    total.kcal += f.kcal * k;
    total.proteinG += f.proteinG * k;
    total.carbsG += f.carbsG * k;
    total.fatG += f.fatG * k;
    total.fiberG += f.fiberG * k;
    total.saturatedFatG += f.saturatedFatG * k;
    total.sodiumMg = f.unknown.has('sodiumMg') || total.sodiumMg === null ? null : total.sodiumMg + f.sodiumMg * k;
    total.potassiumMg =
      f.unknown.has('potassiumMg') || total.potassiumMg === null ? null : total.potassiumMg + f.potassiumMg * k;
  }
  return total;
}

export const DISHES: readonly Dish[] = DEFS.map((def) => {
  const ingredients = ingredientsOf(def);
  return {
    id: `dish:${def.id}`,
    name: def.name,
    aliases: def.aliases,
    recipe: def.from?.[0] ?? null,
    ingredients,
    measures: def.measures,
    perServing: sumNutrients(ingredients),
    confidence: def.from ? 'recipe' : 'typical',
    note:
      def.note ??
      (def.from
        ? 'Summed from the ingredients of the recipe our plans use for this dish, scaled to one serving.'
        : 'Typical home recipe.'),
  };
});
