/**
 * Indian recipes (IFCT 2017 ingredients, USDA where IFCT has no row, e.g. curd, tofu). Amounts are raw/dry
 * grams for one portion in a ~2000 kcal day; the meal planner scales them to the person's targets.
 *
 * An ingredient is `[foods, grams, role?]`. `foods` lists alternatives separated by `|`: the first one the diet
 * allows is used (ghee → sunflower oil for dairy-free, atta → jowar for gluten-free); a trailing `|-` makes the
 * ingredient optional. Roles: m = main portion (default), f = cooking fat, s = side, x = fixed (garnish).
 */
import type { RecipeDef } from './recipe-types';

const GHEE = 'T013|T012';
const RICE = 'A015|A013';
const ROTI = 'A019|A005';
const CURD = 'yogurt|soy-yogurt|-';
const PEANUTS = 'H012|H020|-';

// prettier-ignore
export const INDIAN_RECIPES: RecipeDef[] = [
  // Breakfast
  { id: 'poha', name: 'Vegetable poha', slots: ['breakfast'], cuisine: 'indian', items: [['A011', 70], ['D061', 40], ['G017', 40], [PEANUTS, 12, 's'], ['T012', 8, 'f'], ['lemon-juice', 5, 'x'], ['G009', 5, 'x']], note: 'Temper with mustard seeds, curry leaves and turmeric.' },
  { id: 'upma', name: 'Vegetable upma', slots: ['breakfast'], cuisine: 'indian', items: [['A022|A016', 70], ['F002', 30], ['D061', 30], ['G017', 40], ['T012', 8, 'f'], ['H005|-', 8, 's']] },
  { id: 'moong-chilla', name: 'Moong dal chilla{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', items: [['B010', 70], ['G017', 30], ['D075', 30], ['G009', 5, 'x'], ['T012', 7, 'f'], [CURD, 100, 's', true]], note: 'Soak the dal 4 h, grind with ginger and green chilli.' },
  { id: 'besan-chilla', name: 'Besan chilla with mint chutney', slots: ['breakfast'], cuisine: 'indian', items: [['B001', 60], ['G017', 30], ['D075', 30], ['T012', 7, 'f'], ['G016', 10, 'x'], [CURD, 80, 's']] },
  { id: 'idli-sambar', name: 'Idli with sambar{ and coconut chutney}', slots: ['breakfast'], cuisine: 'indian', items: [['A014', 60], ['B003', 20], ['B021', 25], ['D046', 40], ['D066', 40], ['E064', 5, 'x'], ['T012', 4, 'f'], ['H007|-', 15, 's', true]], note: 'Idli batter: parboiled rice and urad dal, fermented overnight.' },
  { id: 'masala-dosa', name: 'Masala dosa with sambar', slots: ['breakfast'], cuisine: 'indian', items: [['A014', 60], ['B003', 20], ['F006', 80], ['G017', 30], ['T012', 10, 'f'], ['B021', 15, 's']] },
  { id: 'aloo-paratha', name: 'Aloo paratha{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', items: [[ROTI, 80], ['F006', 80], [GHEE, 8, 'f'], [CURD, 100, 's', true]] },
  { id: 'paneer-paratha', name: 'Paneer paratha with tomato salad', slots: ['breakfast'], cuisine: 'indian', items: [[ROTI, 80], ['L003', 50], ['T012', 6, 'f'], ['D075', 60, 's']] },
  { id: 'ragi-porridge', name: 'Ragi porridge with banana{ and almonds}', slots: ['breakfast'], cuisine: 'indian', items: [['A010', 40], ['L002|soy-milk|almond-milk', 250], ['I001|-', 8, 'x'], ['H001|-', 10, 's', true], ['E012', 60, 's']] },
  { id: 'masala-oats', name: 'Masala oats', slots: ['breakfast'], cuisine: 'indian', items: [['oats|oats-gf', 55], ['F002', 30], ['D061', 30], ['D075', 40], ['G017', 30], ['T012', 5, 'f']] },
  { id: 'egg-bhurji-roti', name: 'Egg bhurji with roti', slots: ['breakfast'], cuisine: 'indian', items: [['M001', 110], ['G017', 40], ['D075', 40], ['T012', 6, 'f'], [ROTI, 60]] },
  { id: 'masala-omelette', name: 'Masala omelette with toast', slots: ['breakfast'], cuisine: 'indian', items: [['M001', 110], ['G017', 30], ['D075', 30], ['G001', 5, 'x'], ['T012', 5, 'f'], ['bread-ww|bread-gf', 60]] },
  { id: 'veg-dalia', name: 'Vegetable dalia{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', items: [['A021|A016', 55], ['D061', 30], ['F002', 30], ['G017', 30], ['T012', 5, 'f'], [CURD, 100, 's', true]] },
  { id: 'sprouts-salad', name: 'Moong sprouts salad{ with buttermilk}', slots: ['breakfast'], cuisine: 'indian', items: [['B011', 60], ['G017', 30], ['D075', 40], ['D043', 50], ['lemon-juice', 10, 'x'], ['buttermilk|-', 200, 's', true]] },
  { id: 'pesarattu', name: 'Pesarattu (green moong dosa){ with coconut chutney}', slots: ['breakfast'], cuisine: 'indian', items: [['B011', 70], [RICE, 15], ['G014', 5, 'x'], ['G017', 30], ['T012', 7, 'f'], ['H007|-', 15, 's', true]] },
  { id: 'methi-thepla', name: 'Methi thepla{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', items: [[ROTI, 70], ['C020', 30], ['T012', 8, 'f'], [CURD, 100, 's', true]] },
  { id: 'millet-pongal', name: 'Millet pongal', slots: ['breakfast'], cuisine: 'indian', items: [['A016', 55], ['B010', 25], [GHEE, 7, 'f'], ['H005|-', 8, 's']], note: 'Season with black pepper, cumin and curry leaves.' },
  { id: 'tofu-bhurji', name: 'Tofu bhurji with roti', slots: ['breakfast'], cuisine: 'indian', items: [['tofu', 140], ['G017', 40], ['D075', 40], ['D033', 30], ['T012', 6, 'f'], [ROTI, 60]] },
  { id: 'paneer-bhurji-toast', name: 'Paneer bhurji on toast', slots: ['breakfast'], cuisine: 'indian', items: [['L003', 80], ['G017', 30], ['D075', 40], ['T012', 5, 'f'], ['bread-ww|bread-gf', 60]] },
  { id: 'egg-bhurji-spinach', name: 'Egg bhurji with sautéed spinach', slots: ['breakfast', 'dinner'], cuisine: 'indian', items: [['M001', 150], ['C033', 100], ['G017', 30], [GHEE, 8, 'f']] },
  { id: 'besan-egg-uttapam', name: 'Vegetable uttapam', slots: ['breakfast'], cuisine: 'indian', items: [['A014', 55], ['B003', 20], ['G017', 30], ['D075', 30], ['D033', 30], ['T012', 6, 'f']] },

  // Lunch and dinner
  { id: 'dal-rice-raita', name: 'Dal tadka with rice{ and cucumber raita/ and soy-yogurt raita}', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B021', 60], [RICE, 75], ['D075', 40], ['G017', 30], [GHEE, 7, 'f'], [CURD, 100, 's', true], ['D043', 60, 's']] },
  { id: 'rajma-chawal', name: 'Rajma chawal with salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B020', 60], [RICE, 75], ['G017', 40], ['D075', 60], ['T012', 8, 'f'], ['D043', 60, 's']] },
  { id: 'chole-roti', name: 'Chole with roti and salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B002', 60], ['G017', 40], ['D075', 60], ['T012', 8, 'f'], [ROTI, 75], ['D043', 60, 's']] },
  { id: 'palak-paneer-roti', name: 'Palak paneer with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['C033', 180], ['L003', 80], ['G017', 30], ['D075', 30], ['T012', 7, 'f'], [ROTI, 75]] },
  { id: 'chicken-curry-rice', name: 'Chicken curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['chicken-thigh', 130], ['G017', 60], ['D075', 60], ['G011', 5, 'x'], ['G014', 5, 'x'], ['T012', 8, 'f'], [RICE, 75], ['D043', 60, 's']] },
  { id: 'fish-curry-rice', name: 'Kerala fish curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['S006|P087|P057', 130], ['H007|-', 20, 's'], ['D075', 40], ['G017', 40], ['E064', 5, 'x'], ['T012', 7, 'f'], [RICE, 75]] },
  { id: 'sambar-rice', name: 'Sambar rice with beans poriyal', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B021', 45], ['D046', 50], ['D031', 50], ['D066', 50], ['E064', 5, 'x'], ['T012', 6, 'f'], [RICE, 75], ['D050', 100], ['H007|-', 10, 's']] },
  { id: 'lauki-chana-dal', name: 'Lauki chana dal with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B001', 50], ['D007', 150], ['D075', 30], [GHEE, 6, 'f'], [ROTI, 75]] },
  { id: 'kadhi-chawal', name: 'Kadhi chawal with methi', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['yogurt', 150], ['B001', 20], [RICE, 75], ['T012', 6, 'f'], ['C020', 20, 's']] },
  { id: 'egg-curry-roti', name: 'Egg curry with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['M001', 120], ['G017', 50], ['D075', 60], ['T012', 7, 'f'], [ROTI, 75]] },
  { id: 'mutton-curry-rice', name: 'Mutton curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['O003', 110], ['G017', 60], ['D075', 50], ['T012', 8, 'f'], [RICE, 70], ['D043', 60, 's']] },
  { id: 'veg-pulao-raita', name: 'Vegetable pulao{ with raita/ with soy-yogurt raita}', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [[RICE, 75], ['D061', 40], ['F002', 40], ['D050', 40], [GHEE, 7, 'f'], [CURD, 120, 's', true]] },
  { id: 'soya-chunk-curry', name: 'Soya chunk curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['soy-chunks', 45], ['G017', 40], ['D075', 60], ['D061', 30], ['T012', 7, 'f'], [RICE, 70]] },
  { id: 'aloo-gobi-dal', name: 'Aloo gobi with masoor dal and roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['D036', 120], ['F006', 80], ['T012', 7, 'f'], ['B013', 40], [ROTI, 70]] },
  { id: 'moong-khichdi', name: 'Moong dal khichdi{ with curd/ with soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [[RICE, 50], ['B010', 40], ['D066', 60], ['D061', 30], [GHEE, 7, 'f'], [CURD, 100, 's', true]] },
  { id: 'chicken-biryani', name: 'Chicken biryani with cucumber salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['chicken-thigh', 130], [RICE, 80], ['G017', 50], ['yogurt|-', 40, 's'], ['T012', 8, 'f'], ['G016', 5, 'x'], ['D043', 60, 's']] },
  { id: 'jowar-roti-methi-dal', name: 'Jowar roti with methi moong dal', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['A005', 75], ['B010', 50], ['C020', 60], ['T012', 7, 'f'], ['D075', 30]] },
  { id: 'lemon-rice-sundal', name: 'Lemon rice with chana sundal', slots: ['lunch'], cuisine: 'indian', items: [[RICE, 70], ['B002', 45], [PEANUTS, 10, 's'], ['T012', 7, 'f'], ['lemon-juice', 10, 'x'], ['H007|-', 10, 's']] },
  { id: 'tofu-palak', name: 'Tofu palak with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['C033', 180], ['tofu', 130], ['G017', 30], ['D075', 30], ['T012', 7, 'f'], [ROTI, 70]] },
  { id: 'tandoori-chicken-salad', name: 'Tandoori chicken with kachumber salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['N003', 150], ['yogurt|-', 40, 's'], ['D043', 80], ['D075', 60], ['G017', 30], ['lemon-juice', 10, 'x'], ['T012', 6, 'f'], [`${ROTI}|-`, 60, 's']] },
  { id: 'grilled-fish-veg', name: 'Mustard-grilled fish with sautéed vegetables', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['P087|P057|S006', 150], ['D036', 100], ['D050', 100], ['T006|T012', 8, 'f'], ['lemon-juice', 10, 'x']] },
  { id: 'paneer-tikka-salad', name: 'Paneer tikka with salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['L003', 120], ['D033', 60], ['G017', 40], ['D075', 50], ['T012', 5, 'f'], ['D043', 80]] },
  { id: 'bhindi-dal-roti', name: 'Bhindi masala with toor dal and roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['D056', 150], ['T012', 8, 'f'], ['B021', 40], [ROTI, 70]] },
  { id: 'baingan-bharta', name: 'Baingan bharta with masoor dal and roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['D031', 200], ['G017', 40], ['D075', 50], ['T006|T012', 7, 'f'], ['B013', 40], [ROTI, 70]] },
  { id: 'prawn-masala-rice', name: 'Prawn masala with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['S008', 140], ['G017', 50], ['D075', 60], ['H007|-', 15, 's'], ['T012', 7, 'f'], [RICE, 70]] },
  { id: 'mackerel-thoran', name: 'Mackerel fry with rice and cabbage thoran', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['P034', 140], ['T012', 8, 'f'], [RICE, 70], ['C015', 120], ['H007|-', 15, 's']] },
  { id: 'masoor-brown-rice', name: 'Masoor dal with brown rice and salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B013', 55], ['A013', 70], ['D075', 40], ['T012', 7, 'f'], ['D043', 60], ['F002', 40]] },
  { id: 'palak-paneer-bowl', name: 'Palak paneer bowl (no roti)', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['C033', 200], ['L003', 110], ['G017', 30], [GHEE, 8, 'f']] },
  { id: 'tofu-coconut-stew', name: 'Tofu and vegetable coconut stew', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['tofu', 150], ['coconut-milk', 60], ['D036', 100], ['D050', 80], ['T012', 5, 'f']] },
  { id: 'chicken-tikka-veg', name: 'Chicken tikka with sautéed vegetables', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['N003', 150], ['D033', 80], ['D036', 100], ['G017', 30], [GHEE, 8, 'f'], ['lemon-juice', 10, 'x']] },
  { id: 'rajma-jowar', name: 'Rajma with jowar roti and salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B020', 55], ['A005', 70], ['G017', 30], ['D075', 60], ['T012', 7, 'f'], ['D043', 60, 's']] },
  { id: 'egg-curry-rice', name: 'Egg and spinach curry with brown rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['M001', 110], ['C033', 100], ['G017', 40], ['D075', 50], ['T012', 7, 'f'], ['A013', 65]] },

  // Snacks
  { id: 'roasted-chana', name: 'Roasted chana', slots: ['snack'], cuisine: 'indian', items: [['B002', 40], ['lemon-juice|-', 5, 'x']] },
  { id: 'buttermilk-peanuts', name: 'Buttermilk {with peanuts/with sunflower seeds}', slots: ['snack'], cuisine: 'indian', items: [['buttermilk', 250], ['H012|H020', 20, 'm', true]] },
  { id: 'sprouts-chaat', name: 'Sprouts chaat', slots: ['snack'], cuisine: 'indian', items: [['B011', 40], ['G017', 20], ['D075', 30], ['lemon-juice', 5, 'x']] },
  { id: 'paneer-tomato', name: 'Paneer cubes with tomato', slots: ['snack'], cuisine: 'indian', items: [['L003', 70], ['D075', 80]] },
  { id: 'guava', name: 'Fresh {guava/orange}', slots: ['snack'], cuisine: 'indian', items: [['E028|E047', 200, 'm', true]] },
  { id: 'dates-walnuts', name: 'Dates and {walnuts/sunflower seeds}', slots: ['snack'], cuisine: 'indian', items: [['E018', 30], ['H021|H020', 15, 'm', true]] },
  { id: 'fruit-chaat', name: 'Fruit chaat', slots: ['snack'], cuisine: 'indian', items: [['E049', 150], ['E055', 60], ['E047', 100]] },
  { id: 'curd-fruit', name: '{Curd/Soy yogurt} with pomegranate', slots: ['snack'], cuisine: 'indian', items: [['yogurt|soy-yogurt', 180, 'm', true], ['E055', 60]] },
  { id: 'coconut-berries', name: 'Fresh coconut and {raspberries/strawberries}', slots: ['snack'], cuisine: 'indian', items: [['H007', 40], ['raspberries|E063', 60, 'm', true]] },
];
