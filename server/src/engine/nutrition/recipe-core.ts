/**
 * A dish's core: the ingredients that make it the dish its name promises ("Paneer tikka" → paneer, "Dal tadka with
 * rice" → the dal and the rice, "Chole with roti" → the chickpeas). Derived from the definition, never stored
 * twice: a main-portion ingredient is core when a word of one of its foods' names (with the local names the food
 * table gives in brackets: "Okra (bhindi)", "Spinach (palak)") is a word of the dish name or its food is of a kind
 * the name names ("Mixed nuts and seeds": the nuts; FOOD_KINDS), and the main-portion
 * ingredient that carries the most protein is core too (the dish's anchor, named or not: "Chole" is chickpeas).
 * Optional ingredients are never core. The portion LP keeps every core ingredient at or above its floor
 * (MEAL_PLANNING.coreFloor, `coreFloorGrams`).
 */
import { foodById, type Food } from '../data/foods/food-table';
import type { IngredientDef } from '../data/recipes/recipe-types';
import { MEAL_PLANNING } from '../guidelines';

/**
 * Words too general to say which food a dish is named for ("dry rice", "green peas", "white rice"). "Gram" alone
 * is one of them (it is every pulse), but a qualified gram names one food: GRAM_PHRASES reads those first.
 */
const GENERIC = new Set([
  'dry',
  'raw',
  'whole',
  'white',
  'green',
  'red',
  'plain',
  'fresh',
  'with',
  'and',
  'skinless',
  'canned',
  'cooked',
  'flour',
  'leaves',
  'fortified',
  'unsweetened',
  'the',
  'for',
  'low',
  'fat',
  'full',
  'lean',
  'boneless',
  'mixed',
  'vitamin',
  'calcium',
  'b12',
  'ifct',
  'usda',
  'style',
  'sauce',
  'salad',
  'black',
  'small',
  'large',
  'vegetable',
  'vegetables',
  'gram',
  'seeds',
  'powder',
  'milk',
  'oil',
]);

/**
 * Qualified grams name one pulse (Indian English): "roasted gram" (pottukadalai, dalia) and "Bengal gram" are
 * chana, "gram flour" is besan, "green/black/red/horse gram" are moong, urad, toor and kulthi. Read before the
 * GENERIC list drops "gram", so "Neer mor with roasted gram" is named for the chana dal it serves.
 */
const GRAM_PHRASES: readonly [RegExp, string][] = [
  [/\b(?:roasted|bengal)\s+gram\b/g, 'chana'],
  [/\bgram\s+flour\b/g, 'besan'],
  [/\bgreen\s+gram\b/g, 'moong'],
  [/\bblack\s+gram\b/g, 'urad'],
  [/\bred\s+gram\b/g, 'toor'],
  [/\bhorse\s+gram\b/g, 'kulthi'],
];

/** Dish-name words in Indian usage for foods the table names in English ("aloo gobi" is potato and cauliflower). */
const LOCAL: Record<string, string> = {
  aloo: 'potato',
  gobi: 'cauliflower',
  baingan: 'brinjal',
  chawal: 'rice',
  chole: 'chickpea',
  sarson: 'mustard',
  makki: 'maize',
  mooli: 'radish',
  matar: 'pea',
  murgh: 'chicken',
  dahi: 'curd',
  keerai: 'amaranth',
  doi: 'curd',
  chire: 'poha',
  // Brinjal in Gujarati, Marathi and Bengali; rice in Gujarati and Marathi ("dal bhaat", "varan bhaat").
  ringan: 'brinjal',
  vangi: 'brinjal',
  begun: 'brinjal',
  bhaat: 'rice',
  bhat: 'rice',
  // British and American names of one food, read alike on both sides (dish name and food name).
  courgette: 'zucchini',
  // A capsicum is a (bell) pepper; no dish lists black pepper as a food.
  capsicum: 'pepper',
  prawn: 'shrimp',
  kadala: 'chickpea',
  lobia: 'cowpea',
  // Buttermilk in Tamil ("neer mor"); sattu is roasted gram flour (the table's chana dal / besan); tomato and
  // okra in Gujarati ("sev tameta", "bharela bhinda").
  mor: 'buttermilk',
  sattu: 'chana',
  tameta: 'tomato',
  bhinda: 'okra',
  // Puffed rice in Bengali and Hindi ("jhal muri"); the table names it "Rice puffed".
  muri: 'puffed',
  murmura: 'puffed',
};

/**
 * Dishes named for what they are, not for a food: the foods a reader expects in them ("idli" is rice and urad dal,
 * "kadhi" is curd and besan). Only main or side ingredients a recipe really lists can become core through these.
 */
const DISH_FOODS: Record<string, readonly string[]> = {
  idli: ['rice', 'urad'],
  dosa: ['rice', 'urad'],
  uttapam: ['rice', 'urad'],
  appam: ['rice'],
  puttu: ['rice'],
  sambar: ['toor'],
  biryani: ['rice'],
  pulao: ['rice'],
  khichdi: ['rice', 'moong'],
  pongal: ['rice', 'moong'],
  upma: ['semolina'],
  kadhi: ['curd', 'besan'],
  dhokla: ['besan'],
  dhokli: ['atta'],
  khaman: ['besan'],
  raita: ['curd'],
  lassi: ['curd'],
  roti: ['atta'],
  chapati: ['atta'],
  paratha: ['atta'],
  thepla: ['atta'],
  shakshuka: ['egg', 'tomato'],
  omelette: ['egg'],
  frittata: ['egg'],
  hummus: ['chickpea'],
  falafel: ['chickpea'],
  risotto: ['rice'],
  paella: ['rice'],
  tabbouleh: ['bulgur'],
  bhel: ['puffed'],
  kachumber: ['cucumber', 'tomato'],
  // "Ghugni with toast", "Paneer bhurji on toast": the toast is the bread.
  toast: ['bread'],
};

/** Leafy greens: the IFCT's Green Leafy Vegetables (codes C…) and kale. */
function leafy(f: Food): boolean {
  return /^ifct:C\d+$/.test(f.id) || f.id === 'usda:kale';
}

/**
 * Dish-name words for a kind of food rather than one ("Mixed nuts and seeds", "Fruit chaat", "Berry smoothie bowl",
 * "… stir-fry with greens"): the largest main or side of that kind is core (coreFlags), so a snack named for nuts
 * is not served as its pumpkin seeds alone.
 */
export const FOOD_KINDS: Readonly<Record<string, (food: Food) => boolean>> = {
  nut: (f) => f.category === 'nuts' && !/seed/i.test(f.name),
  fruit: (f) => f.category === 'fruits',
  berry: (f) => /berr/i.test(f.name),
  fish: (f) => f.category === 'fish',
  green: leafy,
  // Saag is greens cooked down (sarson da saag: mustard leaves; chicken saag: spinach).
  saag: leafy,
};

/** Lower-case words without accents, singular ("prawns" → "prawn", "tomatoes" → "tomato"). */
export function nameWords(text: string): Set<string> {
  const out = new Set<string>();
  const plain = GRAM_PHRASES.reduce(
    (t, [phrase, food]) => t.replace(phrase, food),
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  );
  for (const raw of plain.split(/[^a-z0-9]+/)) {
    if (raw.length < 3 || GENERIC.has(raw)) continue;
    const word = raw.endsWith('oes')
      ? raw.slice(0, -2)
      : raw.endsWith('s') && !raw.endsWith('ss')
        ? raw.slice(0, -1)
        : raw;
    out.add(LOCAL[word] ?? word);
  }
  return out;
}

/** A food's name words (nameWords), read once per food: every sized meal asks for them again. */
const FOOD_WORDS = new WeakMap<Food, ReadonlySet<string>>();
export function foodWords(food: Food): ReadonlySet<string> {
  let words = FOOD_WORDS.get(food);
  if (!words) FOOD_WORDS.set(food, (words = nameWords(food.name)));
  return words;
}

/** The words of a dish name, with the foods a dish word stands for (DISH_FOODS). */
function dishWords(name: string): Set<string> {
  const words = nameWords(name.replace(/[{}/]/g, ' '));
  for (const w of [...words]) for (const food of DISH_FOODS[w] ?? []) words.add(food);
  return words;
}

/**
 * For each of the definition's items: is it part of the dish's core? A main ingredient or a side the name
 * promises ("Kadhi chawal with methi": the methi), the largest of each kind of food the name names ("Mixed nuts":
 * the almonds), and the main ingredient carrying the most protein.
 */
export function coreFlags(name: string, items: readonly IngredientDef[]): boolean[] {
  const dish = dishWords(name);
  // "…with salad" promises its side vegetables ("Rajma chawal with salad": the cucumber), though "salad" names no food.
  const sideSalad = /\bsalad\b/i.test(name);
  let anchor = -1;
  let anchorProtein = 0;
  // A diet's substitute (`|~sub`) is not what the dish is named for; an optional ingredient is not what the dish is
  // (the name drops its segment when it is not served): neither is core.
  const candidates = items.map(([foods, , role]) => {
    const options = foods.split('|');
    const r = role ?? 'm';
    return (r === 'm' || r === 's') && !options.includes('-')
      ? options.filter((o) => !o.startsWith('~')).map(foodById)
      : null;
  });
  const flags = items.map(([, grams, role], i) => {
    const alternatives = candidates[i];
    if (!alternatives) return false;
    if ((role ?? 'm') === 'm') {
      const protein = Math.max(...alternatives.map((f) => (f.proteinG * grams) / 100));
      if (protein > anchorProtein) [anchor, anchorProtein] = [i, protein];
    }
    if (sideSalad && role === 's' && alternatives.some((f) => f.category === 'vegetables')) return true;
    return alternatives.some((f) => [...foodWords(f)].some((w) => dish.has(w)));
  });
  if (anchor >= 0) flags[anchor] = true;
  // A kind the name names is kept by its largest ingredient: "Mixed nuts and seeds" stays nuts with its almonds,
  // and the walnuts may give way to the day's targets like any other non-core food.
  for (const kind of [...dish].flatMap((w) => FOOD_KINDS[w] ?? [])) {
    let largest = -1;
    items.forEach(([, grams], i) => {
      if (candidates[i]?.some(kind) && (largest < 0 || grams > (items[largest]?.[1] ?? 0))) largest = i;
    });
    if (largest >= 0) flags[largest] = true;
  }
  return flags;
}

/**
 * How far a member's portions sit under the recipes' reference day (~2000 kcal with ~75 g protein): the smaller of
 * the two ratios, never above 1. A kidney protein cap or a small energy target shrinks a dish, it does not empty it.
 */
export function corePortionScale(calories: number, proteinG: number): number {
  return Math.min(
    1,
    calories / MEAL_PLANNING.coreReferenceKcal,
    proteinG / MEAL_PLANNING.coreReferenceProteinG,
  );
}

/** The least a core ingredient is served: its share of the recipe's own grams at the member's portion scale. */
export function coreFloorGrams(recipeGrams: number, scale: number): number {
  return MEAL_PLANNING.coreFloor * recipeGrams * scale;
}
