/**
 * International recipes (USDA FDC ingredients, IFCT rows for shared staples such as eggs, rice and vegetables).
 * Same conventions as recipes-indian.ts: `[alternatives, grams, role]`, raw/dry grams for a ~2000 kcal day.
 */
import type { RecipeDef } from './recipe-types';

const MILK = 'L002|soy-milk|almond-milk';
const BREAD = 'bread-ww|bread-gf';
const OATS = 'oats|oats-gf';
const RICE = 'A015|A013';
const PASTA = 'pasta-ww|rice-noodles';
const SOY_SAUCE = 'soy-sauce|tamari|-';

// prettier-ignore
export const INTERNATIONAL_RECIPES: RecipeDef[] = [
  // Breakfast
  { id: 'overnight-oats', name: 'Overnight oats with blueberries', slots: ['breakfast'], cuisine: 'international', items: [[OATS, 55], [MILK, 150], ['greek-yogurt|soy-yogurt|-', 80, 's'], ['blueberries', 70], ['chia|-', 10, 's']] },
  { id: 'pb-banana-porridge', name: 'Porridge with banana{ and peanut butter/ and almond butter/ and tahini}', slots: ['breakfast'], cuisine: 'international', items: [[OATS, 55], [MILK, 220], ['E012', 80], ['peanut-butter|almond-butter|tahini|-', 15, 's', true]] },
  { id: 'scrambled-eggs-toast', name: 'Scrambled eggs on whole-grain toast', slots: ['breakfast'], cuisine: 'international', items: [['M001', 120], [BREAD, 70], ['butter|olive-oil', 5, 'f'], ['C033', 40, 's']] },
  { id: 'yogurt-parfait', name: 'Greek yogurt parfait with strawberries', slots: ['breakfast'], cuisine: 'international', items: [['greek-yogurt', 200], ['granola|oats-gf|-', 35, 's'], ['E063', 80], ['honey|maple-syrup|-', 10, 'x']] },
  { id: 'avocado-egg-toast', name: 'Avocado toast with eggs', slots: ['breakfast'], cuisine: 'international', items: [[BREAD, 70], ['E007', 60], ['M001', 100], ['D075', 40]] },
  { id: 'veggie-omelette', name: 'Vegetable omelette with an orange', slots: ['breakfast'], cuisine: 'international', items: [['M001', 150], ['J001', 40], ['D033', 40], ['cheddar|-', 15, 's'], ['olive-oil', 5, 'f'], ['E047', 150, 's']] },
  { id: 'tofu-scramble', name: 'Tofu scramble on toast', slots: ['breakfast'], cuisine: 'international', items: [['tofu', 160], ['J001', 40], ['C033', 40], ['olive-oil', 6, 'f'], [BREAD, 60]] },
  { id: 'smoothie-bowl', name: 'Berry smoothie bowl', slots: ['breakfast'], cuisine: 'international', items: [['E012', 100], ['blueberries', 100], ['soy-milk|L002|almond-milk', 200], ['peanut-butter|almond-butter|-', 15, 's'], [OATS, 30]] },
  { id: 'cottage-pineapple', name: 'Cottage cheese with pineapple and {walnuts/sunflower seeds}', slots: ['breakfast'], cuisine: 'international', items: [['cottage-cheese', 200], ['E053', 120], ['H021|H020', 15, 's', true]] },
  { id: 'bran-cereal', name: 'Fortified bran cereal with milk and banana', slots: ['breakfast'], cuisine: 'international', items: [['bran-cereal', 45], ['L002|soy-milk', 250], ['E012', 80]] },
  { id: 'chia-mango', name: 'Chia pudding with mango', slots: ['breakfast'], cuisine: 'international', items: [['chia', 30], ['almond-milk|soy-milk|L002', 220], ['E039', 100], ['H001|-', 10, 's']] },
  { id: 'eggs-avocado-spinach', name: 'Eggs with avocado and spinach', slots: ['breakfast'], cuisine: 'international', items: [['M001', 150], ['E007', 80], ['C033', 60], ['olive-oil|butter', 8, 'f']] },
  { id: 'sweet-potato-hash', name: 'Sweet potato hash with eggs', slots: ['breakfast'], cuisine: 'international', items: [['F013', 160], ['M001', 110], ['G017', 40], ['D034', 50], ['olive-oil', 8, 'f']] },
  { id: 'banana-pancakes', name: '{Whole-wheat/Buckwheat} banana pancakes', slots: ['breakfast'], cuisine: 'international', items: [['A019|buckwheat', 50, 'm', true], ['M001', 50], [MILK, 100], ['E012', 60], ['maple-syrup|honey|-', 10, 'x'], ['butter|olive-oil', 5, 'f']] },
  { id: 'shakshuka', name: 'Shakshuka{ with whole-wheat pita/ with gluten-free toast}', slots: ['breakfast', 'dinner'], cuisine: 'international', items: [['M001', 120], ['D075', 200], ['G017', 50], ['D034', 60], ['olive-oil', 8, 'f'], ['pita-ww|bread-gf|-', 50, 's', true]] },
  { id: 'pb-toast-soymilk', name: '{Peanut butter/Almond butter/Tahini} and banana toast with {soy milk/milk}', slots: ['breakfast'], cuisine: 'international', items: [[BREAD, 70], ['peanut-butter|almond-butter|tahini', 20, 'm', true], ['E012', 80], ['soy-milk|L002', 250, 'm', true]] },
  { id: 'greek-yogurt-walnuts', name: 'Full-fat Greek yogurt with {walnuts/sunflower seeds} and raspberries', slots: ['breakfast'], cuisine: 'international', items: [['greek-yogurt-full', 200], ['H021|H020', 25, 'm', true], ['raspberries', 50]] },
  { id: 'protein-oats', name: 'Protein oats with blueberries', slots: ['breakfast'], cuisine: 'international', items: [[OATS, 50], ['whey|soy-protein', 25], [MILK, 200], ['blueberries', 60]] },
  { id: 'buckwheat-porridge', name: 'Buckwheat porridge with apple', slots: ['breakfast'], cuisine: 'international', items: [['buckwheat', 55], [MILK, 200], ['E001', 100], ['H021|H020', 10, 's']] },
  { id: 'coconut-chia-bowl', name: 'Coconut chia and hemp seed bowl', slots: ['breakfast'], cuisine: 'international', items: [['chia', 25], ['coconut-milk', 80], ['hemp-seeds', 20], ['raspberries', 40], ['almond-milk|-', 100, 's']] },
  { id: 'tropical-fruit-bowl', name: 'Banana and mango bowl with {almonds/sunflower seeds}{ and coconut}', slots: ['breakfast'], cuisine: 'international', items: [['E012', 150], ['E039', 150], ['H001|H020', 20, 'm', true], ['H007|-', 20, 's', true], ['greek-yogurt|-', 100, 's']] },
  { id: 'smoked-fish-rye', name: 'Sardines on {rye/gluten-free toast} with tomato', slots: ['breakfast', 'lunch'], cuisine: 'international', items: [['sardines', 90], ['bread-rye|bread-gf', 70, 'm', true], ['D075', 60], ['C025', 30]] },

  // Lunch and dinner
  { id: 'chicken-quinoa-salad', name: 'Grilled chicken and quinoa salad', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 130], ['A009', 55], ['C025', 80], ['D075', 60], ['D043', 60], ['olive-oil', 10, 'f'], ['lemon-juice', 10, 'x']] },
  { id: 'chicken-stir-fry', name: 'Chicken and vegetable stir-fry with rice', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 130], ['broccoli', 80], ['D033', 60], ['F002', 40], [SOY_SAUCE, 10, 'x'], ['T012', 8, 'f'], [RICE, 70]] },
  { id: 'tofu-noodle-stir-fry', name: 'Tofu and vegetable stir-fry with rice noodles', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['tofu', 150], ['broccoli', 80], ['D034', 60], ['F002', 40], ['tamari|soy-sauce|-', 10, 'x'], ['T012', 8, 'f'], ['rice-noodles', 65]] },
  { id: 'salmon-sweet-potato', name: 'Salmon with sweet potato and green beans', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['salmon', 130], ['F013', 180], ['D050', 100], ['olive-oil', 6, 'f']] },
  { id: 'turkey-chilli', name: 'Turkey and bean chilli with rice', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['turkey-mince', 120], ['B020|black-beans', 35], ['D075', 150], ['G017', 40], ['T012', 6, 'f'], [RICE, 60]] },
  { id: 'lentil-soup-bread', name: 'Lentil and vegetable soup with bread', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['B014', 60], ['F002', 50], ['D037', 30], ['G017', 40], ['D075', 60], ['olive-oil', 8, 'f'], [BREAD, 60]] },
  { id: 'chicken-pasta', name: '{Whole-wheat pasta/Rice noodles} with chicken and tomato sauce', slots: ['lunch', 'dinner'], cuisine: 'international', items: [[PASTA, 80, 'm', true], ['chicken-breast', 110], ['D075', 150], ['G011', 5, 'x'], ['olive-oil', 7, 'f'], ['parmesan|-', 10, 's']] },
  { id: 'pasta-primavera', name: '{Pasta/Rice noodle} primavera', slots: ['lunch', 'dinner'], cuisine: 'international', items: [[PASTA, 85, 'm', true], ['D077', 80], ['broccoli', 60], ['D034', 50], ['olive-oil', 10, 'f'], ['parmesan|-', 15, 's']] },
  { id: 'steak-potatoes', name: 'Steak with potatoes and broccoli', slots: ['dinner'], cuisine: 'international', items: [['O027', 140], ['F006', 200], ['broccoli', 100], ['olive-oil', 8, 'f']] },
  { id: 'tuna-sandwich', name: 'Tuna salad sandwich', slots: ['lunch'], cuisine: 'international', items: [['tuna-canned', 100], [BREAD, 80], ['C025', 30], ['D075', 40], ['greek-yogurt|-', 30, 's'], ['olive-oil', 5, 'f']] },
  { id: 'buddha-bowl', name: 'Chickpea and quinoa Buddha bowl', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['B002', 50], ['A009', 50], ['F013', 100], ['C033', 40], ['tahini|olive-oil', 15, 'f']] },
  { id: 'hummus-wrap', name: 'Hummus and vegetable wrap', slots: ['lunch'], cuisine: 'international', items: [['tortilla-flour|tortilla-corn', 70], ['hummus', 60], ['D043', 50], ['D075', 50], ['C025', 30], ['feta|-', 20, 's']] },
  { id: 'shrimp-tacos', name: 'Shrimp tacos with slaw', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['shrimp', 130], ['tortilla-corn', 60], ['C015', 60], ['E007', 40], ['lemon-juice', 10, 'x'], ['olive-oil', 5, 'f']] },
  { id: 'burrito-bowl', name: 'Black bean burrito bowl', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['black-beans', 55], [RICE, 60], ['A008', 50], ['D075', 60], ['E007', 40], ['G017', 20]] },
  { id: 'cod-quinoa', name: 'Baked cod with quinoa and {asparagus/green beans}', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['cod', 160], ['A009', 55], ['asparagus|D050', 100, 'm', true], ['olive-oil', 8, 'f'], ['lemon-juice', 10, 'x']] },
  { id: 'chicken-cacciatore', name: 'Chicken cacciatore with {polenta/rice}', slots: ['dinner'], cuisine: 'international', items: [['chicken-thigh', 140], ['D075', 150], ['D033', 60], ['G017', 40], ['red-wine|-', 30, 'x'], ['olive-oil', 8, 'f'], ['cornmeal|A015', 60, 'm', true]] },
  { id: 'beef-stew-wine', name: 'Beef and red wine stew with potatoes', slots: ['dinner'], cuisine: 'international', items: [['O027', 140], ['red-wine', 60, 'x'], ['F002', 60], ['J001', 60], ['G017', 40], ['olive-oil', 6, 'f'], ['F006', 150]] },
  { id: 'pork-apple-cabbage', name: 'Pork chops with apple, cabbage and potatoes', slots: ['dinner'], cuisine: 'international', items: [['O049', 140], ['C015', 150], ['E001', 100], ['F006', 150], ['olive-oil', 6, 'f']] },
  { id: 'egg-fried-rice', name: 'Egg fried rice with vegetables', slots: ['lunch', 'dinner'], cuisine: 'international', items: [[RICE, 70], ['M001', 100], ['D061', 40], ['F002', 40], [SOY_SAUCE, 10, 'x'], ['T012', 8, 'f']] },
  { id: 'salmon-avocado-salad', name: 'Salmon and avocado salad', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['salmon', 150], ['E007', 70], ['C025', 80], ['D043', 60], ['olive-oil', 8, 'f'], ['lemon-juice', 10, 'x']] },
  { id: 'chicken-cauli-mash', name: 'Chicken thighs with cauliflower mash and broccoli', slots: ['dinner'], cuisine: 'international', items: [['chicken-thigh', 160], ['D036', 200], ['butter|olive-oil', 10, 'f'], ['broccoli', 80]] },
  { id: 'lettuce-burgers', name: 'Lettuce-wrap burgers', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['beef-mince|turkey-mince', 150], ['C025', 60], ['D075', 50], ['G017', 20], ['cheddar|-', 20, 's'], ['E007|-', 40, 's']] },
  { id: 'zoodles-pesto-chicken', name: 'Courgette noodles with pesto chicken', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 140], ['D077', 250], ['olive-oil', 12, 'f'], ['parmesan|-', 10, 's'], ['H001|H020', 10, 's']] },
  { id: 'tempeh-cauli-rice', name: 'Tempeh stir-fry with cauliflower rice', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['tempeh', 140], ['D036', 200], ['broccoli', 80], ['tamari|soy-sauce|-', 10, 'x'], ['T012', 10, 'f']] },
  { id: 'steak-salad', name: 'Steak salad with avocado', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['O027', 150], ['C025', 80], ['D075', 60], ['E007', 50], ['olive-oil', 10, 'f']] },
  { id: 'prawn-zoodles', name: 'Garlic prawns with courgette noodles', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['shrimp', 150], ['D077', 200], ['D034', 60], ['G011', 5, 'x'], ['olive-oil', 10, 'f']] },
  { id: 'stuffed-sweet-potato', name: 'Baked sweet potato with black beans{ and yogurt/ and soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['F013', 220], ['black-beans', 40], ['greek-yogurt|soy-yogurt|-', 80, 's', true], ['D075', 40]] },
  { id: 'seitan-stir-fry', name: 'Seitan stir-fry with rice', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['seitan', 70], ['broccoli', 80], ['D033', 60], ['T012', 8, 'f'], [RICE, 60], ['soy-sauce|-', 10, 'x']] },
  { id: 'greek-chickpea-salad', name: 'Mediterranean chickpea salad{ with feta}', slots: ['lunch'], cuisine: 'international', items: [['B002', 55], ['D043', 80], ['D075', 80], ['G017', 20], ['olive-oil', 10, 'f'], ['feta|-', 30, 's', true], ['pita-ww|bread-gf|-', 50, 's']] },
  { id: 'turkey-hummus-pita', name: 'Turkey and hummus pita', slots: ['lunch'], cuisine: 'international', items: [['N018', 100], ['pita-ww|bread-gf', 70], ['hummus', 40], ['C025', 30], ['D075', 40]] },
  { id: 'tofu-peanut-bowl', name: 'Tofu bowl with {peanut/tahini} sauce', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['tofu', 150], ['A013|A015', 60], ['broccoli', 60], ['F002', 40], ['peanut-butter|tahini', 15, 'f', true], ['tamari|soy-sauce|-', 8, 'x']] },
  { id: 'beef-broccoli-rice', name: 'Beef and broccoli with rice', slots: ['dinner'], cuisine: 'international', items: [['O027', 120], ['broccoli', 120], [SOY_SAUCE, 10, 'x'], ['T012', 8, 'f'], [RICE, 65]] },
  { id: 'lamb-kofta-couscous', name: 'Lamb kofta with couscous and cucumber', slots: ['dinner'], cuisine: 'international', items: [['O016', 120], ['couscous|A009', 60], ['D043', 60], ['greek-yogurt|-', 50, 's'], ['olive-oil', 5, 'f']] },
  { id: 'lentil-bolognese', name: 'Lentil bolognese with {whole-wheat pasta/rice noodles}', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['B013', 50], [PASTA, 70, 'm', true], ['D075', 150], ['F002', 40], ['G017', 30], ['olive-oil', 8, 'f']] },
  { id: 'egg-salad-cups', name: 'Egg salad lettuce cups', slots: ['lunch'], cuisine: 'international', items: [['M001', 150], ['C025', 80], ['greek-yogurt-full|-', 30, 's'], ['D037', 30], ['olive-oil', 5, 'f']] },
  { id: 'chicken-roast-veg', name: 'Roast chicken with sweet potato and vegetables', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 140], ['F013', 150], ['D077', 100], ['D034', 60], ['olive-oil', 10, 'f']] },
  { id: 'avocado-tofu-salad', name: 'Avocado and tofu salad with pumpkin seeds', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['tofu', 160], ['E007', 80], ['C025', 80], ['pumpkin-seeds', 15, 's'], ['olive-oil', 8, 'f']] },
  { id: 'tilapia-rice-beans', name: 'Tilapia with rice and green beans', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['P083', 160], [RICE, 65], ['D050', 120], ['olive-oil', 8, 'f'], ['lemon-juice', 10, 'x']] },
  { id: 'chicken-sweet-potato-curry', name: 'Chicken and sweet potato coconut curry', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 130], ['F013', 200], ['coconut-milk', 50], ['C033', 60], ['T012', 5, 'f']] },
  { id: 'tuna-baked-potato', name: 'Baked potato with tuna and salad', slots: ['lunch'], cuisine: 'international', items: [['F006', 250], ['tuna-canned', 100], ['D043', 60], ['D075', 60], ['olive-oil', 8, 'f']] },
  { id: 'beef-sweet-potato-chilli', name: '{Beef/Turkey} and sweet potato chilli', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['beef-mince|turkey-mince', 120, 'm', true], ['F013', 200], ['D075', 150], ['G017', 40], ['olive-oil', 6, 'f']] },
  { id: 'mushroom-risotto', name: 'Mushroom and pea risotto', slots: ['dinner'], cuisine: 'international', items: [['A015|A013', 80], ['J001', 100], ['D061', 50], ['G017', 30], ['olive-oil', 8, 'f'], ['parmesan|-', 15, 's']] },

  // Snacks
  { id: 'apple-almonds', name: 'Apple with {almonds/sunflower seeds}', slots: ['snack'], cuisine: 'international', items: [['E001', 150], ['H001|H020', 15, 'm', true]] },
  { id: 'yogurt-berries', name: '{Greek yogurt/Soy yogurt} with blueberries', slots: ['snack'], cuisine: 'international', items: [['greek-yogurt|soy-yogurt', 170, 'm', true], ['blueberries', 70]] },
  { id: 'hummus-sticks', name: 'Hummus with carrot and cucumber sticks', slots: ['snack'], cuisine: 'international', items: [['hummus', 60], ['F002', 80], ['D043', 80]] },
  { id: 'boiled-eggs', name: 'Boiled eggs with cucumber', slots: ['snack'], cuisine: 'international', items: [['M001', 100], ['D043', 100]] },
  { id: 'banana-pb', name: 'Banana with {peanut butter/almond butter/tahini}', slots: ['snack'], cuisine: 'international', items: [['E012', 100], ['peanut-butter|almond-butter|tahini', 15, 'm', true]] },
  { id: 'trail-mix', name: 'Trail mix', slots: ['snack'], cuisine: 'international', items: [['H001', 15], ['H005', 10], ['E058', 15]] },
  { id: 'edamame', name: 'Steamed edamame', slots: ['snack'], cuisine: 'international', items: [['edamame', 150]] },
  { id: 'choc-almonds', name: 'Dark chocolate and almonds', slots: ['snack'], cuisine: 'international', items: [['dark-chocolate', 15], ['H001', 10]] },
  { id: 'avocado-seeds', name: 'Avocado with pumpkin seeds', slots: ['snack'], cuisine: 'international', items: [['E007', 100], ['pumpkin-seeds', 15]] },
  { id: 'celery-almond-butter', name: 'Celery with {almond butter/peanut butter/tahini}', slots: ['snack'], cuisine: 'international', items: [['D037', 100], ['almond-butter|peanut-butter|tahini', 20, 'm', true]] },
  { id: 'tuna-cucumber', name: 'Tuna cucumber bites', slots: ['snack'], cuisine: 'international', items: [['tuna-canned', 80], ['D043', 120], ['olive-oil', 3, 'f']] },
  { id: 'protein-shake', name: '{Whey/Soy} protein shake with banana', slots: ['snack'], cuisine: 'international', items: [['whey|soy-protein', 30, 'm', true], [MILK, 250], ['E012', 60, 's']] },
  { id: 'soy-milk-banana', name: 'Fortified soy milk and a banana', slots: ['snack'], cuisine: 'international', items: [['soy-milk', 250], ['E012', 80]] },
  { id: 'mixed-nuts-seeds', name: 'Mixed nuts and seeds', slots: ['snack'], cuisine: 'international', items: [['H001', 15], ['H021', 10], ['pumpkin-seeds', 10]] },
  { id: 'rice-cakes-pb', name: 'Rice cakes with {peanut butter/almond butter/tahini}', slots: ['snack'], cuisine: 'international', items: [['rice-cakes', 20], ['peanut-butter|almond-butter|tahini', 15, 'm', true]] },
  { id: 'cottage-cheese-snack', name: 'Cottage cheese with cucumber', slots: ['snack'], cuisine: 'international', items: [['cottage-cheese', 150], ['D043', 80]] },
  { id: 'dates-almond-butter', name: 'Dates{ with almond butter/ with peanut butter}', slots: ['snack'], cuisine: 'international', items: [['E018', 40], ['almond-butter|peanut-butter|-', 10, 'm', true]] },
  { id: 'sweet-potato-wedges', name: 'Baked sweet potato wedges', slots: ['snack'], cuisine: 'international', items: [['F013', 150], ['olive-oil', 5, 'f']] },
  { id: 'kiwi-pear', name: 'Kiwi and pear', slots: ['snack'], cuisine: 'international', items: [['kiwi', 100], ['E051', 120]] },
];
