/**
 * Curated international foods with USDA figures per 100 g edible portion as bought: energy kcal, protein g, total
 * fat g, carbohydrate by difference g (the food table subtracts fibre to get available carbohydrate, the IFCT
 * convention), dietary fibre g, saturated fat g, iron mg, vitamin C mg, sodium mg, potassium mg, calcium mg,
 * vitamin K (phylloquinone) µg. The third field is the FDC description and the fourth its SR Legacy NDB number
 * (searchable at fdc.nal.usda.gov), so each row can be checked. Indian staples come from IFCT 2017 (ifct-foods.ts).
 *
 * Iron, sodium, potassium, calcium and vitamin K were read from the USDA National Nutrient Database for Standard
 * Reference, Release 28 (ABBREV.txt; SR Legacy in FDC carries the same records) by NDB number. `null` means unknown:
 * SR28 leaves the value blank, or no SR record matches the row (NDB null). The engine never uses a food whose value
 * is unknown under a limit on that nutrient. Some macro figures come from an earlier SR release of the same record.
 *
 * `contains` uses the vocabulary of common/plan.ts (space separated); `traits` are engine steering hints:
 * high-gi (refined/fast carbohydrate), soluble-fibre, b12-fortified, omega-3, high-sat.
 */

export type UsdaRow = readonly [
  id: string,
  name: string,
  fdcDescription: string,
  srNdb: string | null,
  kcal: number,
  proteinG: number,
  fatG: number,
  carbTotalG: number,
  fiberG: number,
  satFatG: number,
  ironMg: number | null,
  vitCMg: number,
  sodiumMg: number | null,
  potassiumMg: number | null,
  calciumMg: number | null,
  vitaminKUg: number | null,
  contains: string,
  category: string,
  traits: string,
];

// prettier-ignore
export const USDA_ROWS: readonly UsdaRow[] = [
  // Grains, breads, cereals
  ['oats', 'Rolled oats (dry)', 'Cereals, oats, regular and quick, not fortified, dry', '08120', 379, 13.15, 6.52, 67.7, 10.1, 1.11, 4.25, 0, 6, 362, 52, 2, 'grain gluten', 'grains', 'soluble-fibre'],
  ['oats-gf', 'Certified gluten-free rolled oats (dry)', 'Cereals, oats, regular and quick, not fortified, dry (certified gluten-free)', '08120', 379, 13.15, 6.52, 67.7, 10.1, 1.11, 4.25, 0, 6, 362, 52, 2, 'grain', 'grains', 'soluble-fibre'],
  ['bread-white', 'White bread', 'Bread, white, commercially prepared (includes soft bread crumbs)', '18069', 266, 7.64, 3.29, 50.61, 2.4, 0.72, 3.61, 0, 490, 126, 144, 0.2, 'grain gluten', 'grains', 'high-gi'],
  ['bread-ww', 'Whole-wheat bread', 'Bread, whole-wheat, commercially prepared', '18075', 252, 12.45, 3.5, 42.71, 6.0, 0.72, 2.47, 0, 455, 254, 161, 7.8, 'grain gluten', 'grains', ''],
  ['bread-rye', 'Rye bread', 'Bread, rye', '18060', 259, 8.5, 3.3, 48.3, 5.8, 0.63, 2.83, 0.4, 603, 166, 73, 1.2, 'grain gluten', 'grains', ''],
  ['bread-gf', 'Gluten-free bread', 'Bread, gluten-free, white, made with rice flour, corn starch, and/or tapioca', '28337', 248, 4.3, 5.2, 45.8, 4.3, 0.5, 2.63, 0, 447, 75, 138, 0.3, 'grain', 'grains', 'high-gi'],
  ['pita-ww', 'Whole-wheat pita', 'Bread, pita, whole-wheat', '18042', 262, 9.8, 2.6, 55.0, 7.4, 0.41, 3.06, 0, 527, 170, 15, 1.4, 'grain gluten', 'grains', ''],
  ['tortilla-flour', 'Flour tortilla', 'Tortillas, ready-to-bake or -fry, flour, refrigerated', '18364', 306, 8.2, 8.0, 49.4, 3.5, 2.0, 3.63, 0, 736, 125, 146, 7.2, 'grain gluten', 'grains', ''],
  ['tortilla-corn', 'Corn tortilla', 'Tortillas, ready-to-bake or -fry, corn', '18363', 218, 5.7, 2.85, 44.64, 6.3, 0.39, 1.23, 0, 45, 186, 81, 0, 'grain', 'grains', ''],
  ['pasta', 'Pasta (dry)', 'Pasta, dry, enriched', '20120', 371, 13.04, 1.51, 74.67, 3.2, 0.28, 3.3, 0, 6, 223, 21, 0.1, 'grain gluten', 'grains', ''],
  ['pasta-ww', 'Whole-wheat pasta (dry)', 'Pasta, whole-wheat, dry', '20124', 352, 13.87, 2.93, 75.03, 9.2, 0.41, 3.62, 0, 6, 434, 29, 1.4, 'grain gluten', 'grains', ''],
  ['couscous', 'Couscous (dry)', 'Couscous, dry', '20028', 376, 12.76, 0.64, 77.43, 5.0, 0.12, 1.08, 0, 10, 166, 24, null, 'grain gluten', 'grains', ''],
  ['rice-noodles', 'Rice noodles (dry)', 'Rice noodles, dry', '20133', 364, 5.95, 0.56, 80.18, 1.6, 0.15, 0.7, 0, 182, 30, 18, 0, 'grain', 'grains', 'high-gi'],
  ['buckwheat', 'Buckwheat groats (dry)', 'Buckwheat groats, roasted, dry', '20009', 346, 11.73, 2.71, 74.95, 10.3, 0.59, 2.47, 0, 11, 320, 17, null, 'grain', 'grains', ''],
  ['cornmeal', 'Polenta / cornmeal (dry)', 'Cornmeal, whole-grain, yellow', '20020', 362, 8.12, 3.59, 76.89, 7.3, 0.51, 3.45, 0, 35, 287, 6, 0.3, 'grain', 'grains', ''],
  ['granola', 'Granola', 'Cereals ready-to-eat, granola, homemade', '08037', 489, 13.67, 24.31, 53.88, 8.9, 4.06, 3.95, 1.2, 26, 539, 76, 5.3, 'grain gluten nuts added-sugar', 'grains', ''],
  ['bran-cereal', 'Bran cereal, fortified', "Cereals ready-to-eat, KELLOGG, KELLOGG'S ALL-BRAN Original", '08001', 259, 13.14, 4.9, 74.24, 29.3, 1.1, 17.6, 20, 258, 1020, 389, 5.2, 'grain gluten added-sugar', 'grains', 'b12-fortified'],
  ['rice-cakes', 'Brown rice cakes', 'Snacks, rice cakes, brown rice, plain', '19051', 387, 8.2, 2.8, 81.5, 4.2, 0.57, 1.49, 0, 326, 290, 11, 1.9, 'grain', 'grains', 'high-gi'],
  // Dairy and alternatives
  ['milk-skim', 'Skim milk', 'Milk, nonfat, fluid (fat free or skim)', '01151', 34, 3.37, 0.08, 4.96, 0, 0.06, 0.03, 0, 42, 156, 122, 0, 'dairy', 'dairy', ''],
  ['milk-lowfat', 'Low-fat milk (1 %)', 'Milk, lowfat, fluid, 1% milkfat', '01082', 42, 3.37, 0.97, 4.99, 0, 0.63, 0.03, 0, 44, 150, 125, 0.1, 'dairy', 'dairy', ''],
  ['yogurt', 'Plain yogurt / curd', 'Yogurt, plain, whole milk', '01116', 61, 3.47, 3.25, 4.66, 0, 2.1, 0.05, 0.5, 46, 155, 121, 0.2, 'dairy', 'dairy', ''],
  ['yogurt-lowfat', 'Low-fat plain yogurt', 'Yogurt, plain, low fat', '01117', 63, 5.25, 1.55, 7.04, 0, 1.0, 0.08, 0.8, 70, 234, 183, 0.2, 'dairy', 'dairy', ''],
  ['greek-yogurt', 'Greek yogurt, non-fat', 'Yogurt, Greek, plain, nonfat', '01256', 59, 10.19, 0.39, 3.6, 0, 0.12, 0.07, 0, 36, 141, 110, 0, 'dairy', 'dairy', ''],
  ['greek-yogurt-full', 'Greek yogurt, whole milk', 'Yogurt, Greek, plain, whole milk', '01293', 97, 9.0, 5.0, 3.98, 0, 2.4, 0, 0, 35, 141, 100, 0, 'dairy', 'dairy', ''],
  ['buttermilk', 'Buttermilk (chaas)', 'Milk, buttermilk, fluid, cultured, lowfat', '01088', 40, 3.31, 0.88, 4.79, 0, 0.55, 0.05, 1.0, 190, 151, 116, 0.1, 'dairy', 'dairy', ''],
  ['cottage-cheese', 'Cottage cheese (2 %)', 'Cheese, cottage, lowfat, 2% milkfat', '01015', 81, 10.45, 2.27, 4.76, 0, 1.24, 0.13, 0, 308, 125, 111, 0, 'dairy', 'dairy', ''],
  ['cheddar', 'Cheddar cheese', 'Cheese, cheddar', '01009', 403, 24.9, 33.14, 1.28, 0, 21.09, 0.14, 0, 653, 76, 710, 2.4, 'dairy', 'dairy', 'high-sat'],
  ['mozzarella', 'Mozzarella, part-skim', 'Cheese, mozzarella, part skim milk', '01028', 254, 24.26, 15.92, 2.77, 0, 10.11, 0.22, 0, 619, 84, 782, 1.6, 'dairy', 'dairy', 'high-sat'],
  ['feta', 'Feta cheese', 'Cheese, feta', '01019', 264, 14.21, 21.28, 4.09, 0, 14.95, 0.65, 0, 917, 62, 493, 1.8, 'dairy', 'dairy', 'high-sat'],
  ['parmesan', 'Parmesan', 'Cheese, parmesan, hard', '01033', 392, 35.75, 25.83, 3.22, 0, 16.41, 0.82, 0, 1376, 92, 1184, 1.7, 'dairy', 'dairy', 'high-sat'],
  ['butter', 'Butter', 'Butter, salted', '01001', 717, 0.85, 81.11, 0.06, 0, 51.37, 0.02, 0, 643, 24, 24, 7, 'dairy', 'oils', 'high-sat'],
  ['whey', 'Whey protein powder', 'Beverages, Protein powder whey based', '14066', 352, 78.13, 1.56, 6.25, 0, 0.8, 1.13, 0, 156, 500, 469, 0, 'dairy', 'protein', ''],
  ['soy-milk', 'Soy milk, fortified (B12, calcium, vitamin D)', 'Soymilk, original and vanilla, with added calcium, vitamins A and D', '16139', 54, 3.27, 1.75, 6.28, 0.6, 0.21, 0.42, 0, 47, 122, 123, 3, 'soy legume', 'dairy', 'b12-fortified'],
  ['almond-milk', 'Almond milk, unsweetened', 'Beverages, almond milk, unsweetened, shelf stable', '14091', 15, 0.59, 1.1, 0.58, 0.2, 0.09, 0.35, 0, 71, 67, 197, 0, 'nuts', 'dairy', ''],
  ['coconut-milk', 'Coconut milk (canned)', 'Nuts, coconut milk, canned (liquid expressed from grated meat and water)', '12118', 197, 2.02, 21.33, 2.81, 0, 18.92, 3.3, 1.0, 13, 220, 18, null, 'nuts', 'other', 'high-sat'],
  ['soy-yogurt', 'Soy yogurt, plain', 'Yogurt, soy (plain)', null, 66, 2.94, 2.7, 7.04, 1.0, 0.35, null, 0, null, null, null, null, 'soy legume', 'dairy', 'b12-fortified'],
  // Meat, poultry, fish, eggs
  ['chicken-breast', 'Chicken breast, skinless (raw)', 'Chicken, broilers or fryers, breast, meat only, raw', '05062', 120, 22.5, 2.62, 0, 0, 0.56, 0.37, 0, 45, 334, 5, 0, 'poultry', 'meat', ''],
  ['chicken-thigh', 'Chicken thigh, skinless (raw)', 'Chicken, broilers or fryers, dark meat, thigh, meat only, raw', '05096', 121, 19.66, 4.12, 0, 0, 1.04, 0.81, 0, 95, 242, 7, 2.9, 'poultry', 'meat', ''],
  ['turkey-mince', 'Lean turkey mince (raw)', 'Turkey, ground, 93% lean, 7% fat, raw', '05665', 150, 18.73, 8.34, 0, 0, 2.17, 1.17, 0, 69, 213, 21, 0, 'poultry', 'meat', ''],
  ['beef-mince', 'Lean beef mince, 90 % (raw)', 'Beef, ground, 90% lean meat / 10% fat, raw', '23562', 176, 20.0, 10.0, 0, 0, 3.94, 2.24, 0, 66, 321, 12, 0.8, 'meat beef', 'meat', ''],
  ['salmon', 'Salmon fillet (raw)', 'Fish, salmon, Atlantic, farmed, raw', '15236', 208, 20.42, 13.42, 0, 0, 3.05, 0.34, 3.9, 59, 363, 9, 0.5, 'fish', 'fish', 'omega-3'],
  ['tuna-canned', 'Tuna in water (drained)', 'Fish, tuna, light, canned in water, drained solids', '15121', 116, 25.51, 0.82, 0, 0, 0.23, 1.63, 0, 247, 179, 17, 0.2, 'fish', 'fish', ''],
  ['cod', 'Cod fillet (raw)', 'Fish, cod, Atlantic, raw', '15015', 82, 17.81, 0.67, 0, 0, 0.13, 0.38, 1.0, 54, 413, 16, 0.1, 'fish', 'fish', ''],
  ['shrimp', 'Shrimp (raw)', 'Crustaceans, shrimp, raw', '15270', 85, 20.1, 0.51, 0, 0, 0.1, 0.52, 0, 119, 264, 64, null, 'shellfish', 'fish', ''],
  ['sardines', 'Sardines in oil (drained)', 'Fish, sardine, Atlantic, canned in oil, drained solids with bone', '15088', 208, 24.62, 11.45, 0, 0, 1.53, 2.92, 0, 307, 397, 382, 2.6, 'fish', 'fish', 'omega-3'],
  // Legumes, soy, meat alternatives
  ['tofu', 'Firm tofu', 'Tofu, raw, firm, prepared with calcium sulfate', '16426', 144, 17.27, 8.72, 2.78, 2.3, 1.26, 2.66, 0.2, 14, 237, 683, null, 'soy legume', 'protein', ''],
  ['tempeh', 'Tempeh', 'Tempeh', '16114', 192, 20.29, 10.8, 7.64, 0, 2.22, 2.7, 0, 9, 412, 111, null, 'soy legume', 'protein', ''],
  ['edamame', 'Edamame (shelled)', 'Edamame, frozen, prepared', '11212', 121, 11.91, 5.2, 8.91, 5.2, 0.62, 2.27, 6.1, 6, 436, 63, 26.7, 'soy legume', 'vegetables', ''],
  ['seitan', 'Seitan (vital wheat gluten)', 'Vital wheat gluten', '48052', 370, 75.16, 1.85, 13.79, 0.6, 0.27, 5.2, 0, 29, 100, 142, 0, 'grain gluten', 'protein', ''],
  ['soy-protein', 'Soy protein isolate powder', 'Soy protein isolate', '16122', 335, 88.32, 3.39, 7.36, 5.6, 0.42, 14.5, 0, 1005, 81, 178, 0, 'soy legume', 'protein', ''],
  ['soy-chunks', 'Soy chunks (defatted soy)', 'Soy flour, defatted', '16117', 330, 51.46, 1.22, 33.92, 17.5, 0.14, 9.24, 0, 20, 2384, 241, 4.1, 'soy legume', 'pulses', ''],
  ['black-beans', 'Black beans (dry)', 'Beans, black, mature seeds, raw', '16014', 341, 21.6, 1.42, 62.36, 15.5, 0.37, 5.02, 0, 5, 1483, 123, 5.6, 'legume', 'pulses', 'soluble-fibre'],
  ['hummus', 'Hummus', 'Hummus, commercial', '16158', 166, 7.9, 9.6, 14.29, 6.0, 1.44, 2.44, 0, 379, 228, 38, null, 'legume sesame', 'pulses', ''],
  // Nuts, seeds, spreads
  ['peanut-butter', 'Peanut butter', 'Peanut butter, smooth style, without salt', '16398', 588, 25.09, 50.39, 19.56, 6.0, 10.29, 1.74, 0, 17, 558, 49, 0.3, 'nuts peanut legume', 'nuts', ''],
  ['almond-butter', 'Almond butter', 'Nuts, almond butter, plain, without salt added', '12195', 614, 20.96, 55.5, 18.82, 10.3, 4.15, 3.49, 0, 7, 748, 347, 0, 'nuts', 'nuts', ''],
  ['tahini', 'Tahini', 'Seeds, sesame butter, tahini, from roasted and toasted kernels', '12166', 595, 17.0, 53.76, 21.19, 9.3, 7.53, 8.95, 0, 115, 414, 426, 0, 'sesame', 'nuts', ''],
  ['chia', 'Chia seeds', 'Seeds, chia seeds, dried', '12006', 486, 16.54, 30.74, 42.12, 34.4, 3.33, 7.72, 1.6, 16, 407, 631, null, '', 'nuts', 'omega-3 soluble-fibre'],
  ['pumpkin-seeds', 'Pumpkin seeds', 'Seeds, pumpkin and squash seed kernels, dried', '12014', 559, 30.23, 49.05, 10.71, 6.0, 8.66, 8.82, 1.9, 7, 809, 46, 7.3, '', 'nuts', ''],
  ['hemp-seeds', 'Hemp seeds, hulled', 'Seeds, hemp seed, hulled', '12012', 553, 31.56, 48.75, 8.67, 4.0, 4.6, 7.95, 0.5, 5, 1200, 70, null, '', 'nuts', 'omega-3'],
  ['dark-chocolate', 'Dark chocolate 70–85 %', 'Chocolate, dark, 70-85% cacao solids', '19904', 598, 7.79, 42.63, 45.9, 10.9, 24.49, 11.9, 0, 20, 715, 73, 7.3, 'added-sugar', 'other', 'high-sat'],
  // Vegetables and fruit not in IFCT
  ['broccoli', 'Broccoli', 'Broccoli, raw', '11090', 34, 2.82, 0.37, 6.64, 2.6, 0.04, 0.73, 89.2, 33, 316, 47, 101.6, '', 'vegetables', ''],
  ['kale', 'Kale', 'Kale, raw', '11233', 49, 4.28, 0.93, 8.75, 3.6, 0.09, 1.47, 120, 38, 491, 150, 704.8, '', 'vegetables', ''],
  ['asparagus', 'Asparagus', 'Asparagus, raw', '11011', 20, 2.2, 0.12, 3.88, 2.1, 0.04, 2.14, 5.6, 2, 202, 24, 41.6, '', 'vegetables', ''],
  ['blueberries', 'Blueberries', 'Blueberries, raw', '09050', 57, 0.74, 0.33, 14.49, 2.4, 0.03, 0.28, 9.7, 1, 77, 6, 19.3, '', 'fruits', ''],
  ['raspberries', 'Raspberries', 'Raspberries, raw', '09302', 52, 1.2, 0.65, 11.94, 6.5, 0.02, 0.69, 26.2, 1, 151, 25, 7.8, '', 'fruits', 'soluble-fibre'],
  ['kiwi', 'Kiwi fruit', 'Kiwifruit, green, raw', '09148', 61, 1.14, 0.52, 14.66, 3.0, 0.03, 0.31, 92.7, 3, 312, 34, 40.3, '', 'fruits', ''],
  ['lemon-juice', 'Lemon juice', 'Lemon juice, raw', '09152', 22, 0.35, 0.24, 6.9, 0.3, 0.04, 0.08, 38.7, 1, 103, 6, 0, '', 'fruits', ''],
  // Oils, sweeteners, condiments
  ['olive-oil', 'Olive oil', 'Oil, olive, salad or cooking', '04053', 884, 0, 100, 0, 0, 13.81, 0.56, 0, 2, 1, 1, 60.2, '', 'oils', ''],
  ['soy-sauce', 'Soy sauce', 'Soy sauce made from soy and wheat (shoyu)', '16123', 53, 8.14, 0.57, 4.93, 0.8, 0.07, 1.45, 0, 5493, 435, 33, 0, 'soy legume gluten grain', 'condiments', ''],
  ['tamari', 'Tamari (gluten-free soy sauce)', 'Soy sauce made from soy (tamari)', '16124', 60, 10.51, 0.1, 5.57, 0.8, 0.01, 2.38, 0, 5586, 212, 20, 0, 'soy legume', 'condiments', ''],
  ['honey', 'Honey', 'Honey', '19296', 304, 0.3, 0, 82.4, 0.2, 0, 0.42, 0.5, 4, 52, 6, 0, 'honey added-sugar', 'condiments', 'high-gi'],
  ['maple-syrup', 'Maple syrup', 'Syrups, maple', '19353', 260, 0.04, 0.06, 67.04, 0, 0.01, 0.11, 0, 12, 212, 102, 0, 'added-sugar', 'condiments', 'high-gi'],
  ['red-wine', 'Red wine (for cooking)', 'Alcoholic beverage, wine, table, red', '14096', 85, 0.07, 0, 2.61, 0, 0, 0.46, 0, 4, 127, 8, 0.4, 'alcohol', 'other', ''],
  ['vinegar', 'Vinegar', 'Vinegar, cider', '02048', 21, 0, 0, 0.93, 0, 0, 0.2, 0, 5, 73, 7, 0, '', 'condiments', ''],
  // Seasonings (grams per dish in the recipes' 'n' items). Baking soda is pure sodium bicarbonate: 27.4 % sodium by
  // mass (23/84), and no potassium, calcium, iron or vitamin K, so those are 0, not unknown.
  ['salt', 'Salt', 'Salt, table', '02047', 0, 0, 0, 0, 0, 0, 0.33, 0, 38758, 8, 24, 0, '', 'condiments', ''],
  ['baking-soda', 'Baking soda', 'Leavening agents, baking soda', '18372', 0, 0, 0, 0, 0, 0, 0, 0, 27360, 0, 0, 0, '', 'condiments', ''],
];
