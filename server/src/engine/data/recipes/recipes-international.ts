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
  { id: 'overnight-oats', name: 'Overnight oats with blueberries', slots: ['breakfast'], cuisine: 'international', items: [[OATS, 55], [MILK, 150], ['greek-yogurt|soy-yogurt|-', 80, 's'], ['blueberries', 70], ['chia|-', 10, 's']],
    how: { prep: 5, cook: 0, serve: 'Eat cold from the jar the next morning; keeps 2 days in the fridge.', steps: [
      'Stir the {0:oats/gluten-free oats} into the {1:milk/soy milk/almond milk}{4: with the chia seeds} in a jar.',
      'Cover and refrigerate overnight (at least 6 hours).',
      'In the morning stir, add a splash more liquid if thick{2:, and spoon the yogurt on top/, and spoon the soy yogurt on top}.',
      'Scatter the blueberries over.'] } },
  { id: 'pb-banana-porridge', name: 'Porridge with banana{ and peanut butter/ and almond butter/ and tahini}', slots: ['breakfast'], cuisine: 'international', items: [[OATS, 55], [MILK, 220], ['E012', 80], ['peanut-butter|almond-butter|tahini|-', 15, 's', true], ['salt', 0.3, 'n']],
    how: { prep: 3, cook: 8, serve: 'Serve hot{3: with the peanut butter swirled in/ with the almond butter swirled in/ with the tahini swirled in}.', steps: [
      'Put the {0:oats/gluten-free oats} and {1:milk/soy milk/almond milk} in a pan{4: with salt}.',
      'Bring to a simmer and stir 5–6 minutes until creamy.',
      'Slice the banana over the top.'] } },
  { id: 'scrambled-eggs-toast', name: 'Scrambled eggs on whole-grain toast', slots: ['breakfast'], cuisine: 'international', items: [['M001', 120], [BREAD, 70], ['butter|olive-oil', 5, 'f'], ['C033', 40, 's'], ['salt', 0.7, 'n']],
    how: { prep: 5, cook: 8, serve: 'Serve at once on the toast with the spinach alongside.', steps: [
      'Beat the eggs with {4:salt and }pepper.',
      'Melt the {2:butter/olive oil} in a pan over low heat, add the eggs and stir slowly until softly set.',
      'Wilt the spinach in the same pan for 1 minute.',
      'Toast the {1:whole-grain/gluten-free} bread.'] } },
  { id: 'yogurt-parfait', name: 'Greek yogurt parfait with strawberries', slots: ['breakfast'], cuisine: 'international', items: [['greek-yogurt', 200], ['granola|oats-gf|-', 35, 's'], ['E063', 80], ['honey|maple-syrup|-', 10, 'x']],
    how: { prep: 5, cook: 0, serve: 'Assemble just before eating so the {1:granola/oats} stays crisp.', steps: [
      'Hull and slice the strawberries.',
      'Layer the Greek yogurt, strawberries{1: and granola/ and oats} in a glass.',
      '{3:Drizzle with the honey./Drizzle with the maple syrup.}'] } },
  { id: 'avocado-egg-toast', name: 'Avocado toast with eggs', slots: ['breakfast'], cuisine: 'international', items: [[BREAD, 70], ['E007', 60], ['M001', 100], ['D075', 40], ['salt', 0.7, 'n']],
    how: { prep: 5, cook: 10, serve: 'Serve straight away; season with chilli flakes if you like.', steps: [
      'Poach or fry the eggs to your liking.',
      'Mash the avocado with lemon{4:, salt} and pepper.',
      'Toast the {0:whole-grain/gluten-free} bread, spread with the avocado and top with sliced tomato and the eggs.'] } },
  { id: 'veggie-omelette', name: 'Vegetable omelette with an orange', slots: ['breakfast'], cuisine: 'international', items: [['M001', 150], ['J001', 40], ['D033', 40], ['cheddar|-', 15, 's'], ['olive-oil', 5, 'f'], ['E047', 150, 's'], ['salt', 0.7, 'n']],
    how: { prep: 5, cook: 10, serve: 'Serve hot with the orange, peeled, on the side.', steps: [
      'Slice the mushrooms and capsicum.',
      'Sauté them in the olive oil 4 minutes; season.',
      'Pour in the beaten eggs, cook until almost set{3:, scatter the cheddar} and fold. {6:Season the dish with salt.}'] } },
  { id: 'tofu-scramble', name: 'Tofu scramble on toast', slots: ['breakfast'], cuisine: 'international', items: [['tofu', 160], ['J001', 40], ['C033', 40], ['olive-oil', 6, 'f'], [BREAD, 60], ['salt', 0.7, 'n']],
    how: { prep: 5, cook: 10, serve: 'Serve hot on the toast.', steps: [
      'Crumble the tofu; slice the mushrooms.',
      'Sauté the mushrooms in the olive oil 3 minutes, add the tofu with turmeric, garlic powder{5:, salt} and pepper and cook 4 minutes.',
      'Stir in the spinach until wilted.',
      'Toast the {4:whole-grain/gluten-free} bread.'] } },
  { id: 'smoothie-bowl', name: 'Berry smoothie bowl', slots: ['breakfast'], cuisine: 'international', items: [['E012', 100], ['blueberries', 100], ['soy-milk|L002|almond-milk', 200], ['peanut-butter|almond-butter|-', 15, 's'], [OATS, 30]],
    how: { prep: 5, cook: 0, serve: 'Eat at once with a spoon.', steps: [
      'Freeze the banana in slices the night before.',
      'Blend the banana and blueberries with the {2:soy milk/milk/almond milk} until thick{3: and add the peanut butter/ and add the almond butter}.',
      'Pour into a bowl and top with the {4:oats/gluten-free oats}.'] } },
  { id: 'cottage-pineapple', name: 'Cottage cheese with pineapple and {walnuts/sunflower seeds}', slots: ['breakfast'], cuisine: 'international', items: [['cottage-cheese', 200], ['E053', 120], ['H021|H020', 15, 's', true]],
    how: { prep: 5, cook: 0, serve: 'Serve chilled.', steps: [
      'Cut the pineapple into chunks.',
      'Spoon the cottage cheese into a bowl and top with the pineapple.',
      'Scatter over the {2:chopped walnuts/sunflower seeds}.'] } },
  { id: 'bran-cereal', name: 'Fortified bran cereal with milk and banana', slots: ['breakfast'], cuisine: 'international', items: [['bran-cereal', 45], ['L002|soy-milk', 250], ['E012', 80]],
    how: { prep: 2, cook: 0, serve: 'Eat straight away, before the cereal softens.', steps: [
      'Pour the bran cereal into a bowl.',
      'Add the cold {1:milk/soy milk}.',
      'Slice the banana on top.'] } },
  { id: 'chia-mango', name: 'Chia pudding with mango', slots: ['breakfast'], cuisine: 'international', items: [['chia', 30], ['almond-milk|soy-milk|L002', 220], ['E039', 100], ['H001|-', 10, 's']],
    how: { prep: 5, cook: 0, serve: 'Eat chilled; keeps 3 days in the fridge.', steps: [
      'Stir the chia seeds into the {1:almond milk/soy milk/milk}; stir again after 5 minutes so they do not clump.',
      'Refrigerate at least 4 hours or overnight.',
      'Top with the diced mango{3: and chopped almonds}.'] } },
  { id: 'eggs-avocado-spinach', name: 'Eggs with avocado and spinach', slots: ['breakfast'], cuisine: 'international', items: [['M001', 150], ['E007', 80], ['C033', 60], ['olive-oil|butter', 8, 'f'], ['salt', 0.7, 'n']],
    how: { prep: 5, cook: 10, serve: 'Serve hot with the sliced avocado.', steps: [
      'Wilt the spinach in half the {3:olive oil/butter}{4: with salt}; set aside.',
      'Fry or scramble the eggs in the rest.',
      'Slice the avocado and season with lemon{4:, salt} and pepper.'] } },
  { id: 'mushroom-omelette-spinach', name: 'Mushroom and spinach omelette with avocado', slots: ['breakfast'], cuisine: 'international', items: [['M001', 150], ['J001', 80], ['C033', 50], ['olive-oil', 8, 'f'], ['salt', 0.7, 'n'], ['E007', 80]],
    how: { prep: 5, cook: 10, serve: 'Serve hot, folded over the filling, with the sliced avocado.', steps: [
      'Slice the mushrooms and soften them in half the olive oil for 4 minutes; add the spinach until it wilts.',
      'Beat the eggs{4: with salt} and pepper.',
      'Cook the eggs in the rest of the oil on medium heat until nearly set.',
      'Spoon the mushrooms and spinach over one half and fold.'] } },
  { id: 'tofu-scramble-spinach', name: 'Tofu scramble with mushrooms and avocado', slots: ['breakfast'], cuisine: 'international', items: [['tofu', 150], ['C033', 80], ['J001', 60], ['G017', 20], ['olive-oil', 8, 'f'], ['salt', 0.8, 'n'], ['E007', 80]],
    how: { prep: 5, cook: 10, serve: 'Serve hot with the sliced avocado.', steps: [
      'Soften the chopped onion and sliced mushrooms in the olive oil for 4 minutes.',
      'Crumble in the tofu with a pinch of turmeric and cook 4 minutes, stirring.',
      'Stir in the spinach until it wilts; season{5: with salt} and pepper.'] } },
  { id: 'sweet-potato-hash', name: 'Sweet potato hash with eggs', slots: ['breakfast'], cuisine: 'international', items: [['F013', 160], ['M001', 110], ['G017', 40], ['D034', 50], ['olive-oil', 8, 'f'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 25, serve: 'Serve hot from the pan.', steps: [
      'Dice the sweet potato into 1 cm cubes; chop the onion and red pepper.',
      'Fry the sweet potato in the olive oil 12–15 minutes, turning, until tender and browned.',
      'Add the onion and pepper with paprika{5: and salt} and cook 5 minutes.',
      'Make hollows, crack in the eggs, cover and cook 4–5 minutes until set.'] } },
  { id: 'banana-pancakes', name: '{Whole-wheat/Buckwheat} banana pancakes', slots: ['breakfast'], cuisine: 'international', items: [['A019|buckwheat', 50, 'm', true], ['M001', 50], [MILK, 100], ['E012', 60], ['maple-syrup|honey|-', 10, 'x'], ['butter|olive-oil', 5, 'f'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve warm{4: with the maple syrup/ with the honey}.', steps: [
      'Mash half the banana and whisk with the egg and {2:milk/soy milk/almond milk}.',
      'Fold in the {0:whole-wheat flour/buckwheat flour} with a pinch of baking powder{6: and salt}.',
      'Cook small pancakes in the {5:butter/olive oil} on medium heat, 2 minutes a side.',
      'Slice the rest of the banana over the top.'] } },
  { id: 'shakshuka', name: 'Shakshuka{ with whole-wheat pita/ with gluten-free toast}', slots: ['breakfast', 'dinner'], cuisine: 'international', items: [['M001', 120], ['D075', 200], ['G017', 50], ['D034', 60], ['olive-oil', 8, 'f'], ['pita-ww|bread-gf|-', 50, 's', true], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 25, serve: 'Serve hot from the pan{5: with the pita/ with the toast}.', steps: [
      'Soften the onion and red pepper in the olive oil for 6 minutes.',
      'Add garlic, cumin, paprika and the chopped tomatoes and simmer 10 minutes into a thick sauce; season.',
      'Make hollows, crack in the eggs, cover and cook on low 6–8 minutes until the whites set.',
      '{5:Warm the pita./Toast the bread.} {6:Season the dish with salt.}'] } },
  { id: 'pb-toast-soymilk', name: '{Peanut butter/Almond butter/Tahini} and banana toast with {soy milk/milk}', slots: ['breakfast'], cuisine: 'international', items: [[BREAD, 70], ['peanut-butter|almond-butter|tahini', 20, 'm', true], ['E012', 80], ['soy-milk|L002', 250, 'm', true]],
    how: { prep: 3, cook: 3, serve: 'Serve with the glass of {3:soy milk/milk}.', steps: [
      'Toast the {0:whole-grain/gluten-free} bread.',
      'Spread with the {1:peanut butter/almond butter/tahini}.',
      'Top with the sliced banana and a pinch of cinnamon.'] } },
  { id: 'greek-yogurt-walnuts', name: 'Full-fat Greek yogurt with {walnuts/sunflower seeds} and raspberries', slots: ['breakfast'], cuisine: 'international', items: [['greek-yogurt-full', 200], ['H021|H020', 25, 'm', true], ['raspberries', 50]],
    how: { prep: 3, cook: 0, serve: 'Serve chilled.', steps: [
      'Spoon the Greek yogurt into a bowl.',
      'Roughly chop the {1:walnuts/sunflower seeds, if large}.',
      'Top the yogurt with the raspberries and {1:walnuts/seeds}.'] } },
  { id: 'protein-oats', name: 'Protein oats with blueberries', slots: ['breakfast'], cuisine: 'international', items: [[OATS, 50], ['whey|soy-protein', 25], [MILK, 200], ['blueberries', 60]],
    how: { prep: 3, cook: 8, serve: 'Serve warm topped with the blueberries.', steps: [
      'Simmer the {0:oats/gluten-free oats} in the {2:milk/soy milk/almond milk} for 5 minutes, stirring.',
      'Take off the heat and let it cool a minute.',
      'Stir in the {1:whey/soy protein} powder until smooth (it goes lumpy if boiled).'] } },
  { id: 'buckwheat-porridge', name: 'Buckwheat porridge with apple', slots: ['breakfast'], cuisine: 'international', items: [['buckwheat', 55], [MILK, 200], ['E001', 100], ['H021|H020', 10, 's'], ['salt', 0.3, 'n']],
    how: { prep: 5, cook: 15, serve: 'Serve warm topped with the apple and {3:walnuts/sunflower seeds}.', steps: [
      'Rinse the buckwheat and simmer in the {1:milk/soy milk/almond milk} with {4:salt, }12–15 minutes, until soft.',
      'Grate or dice the apple and stir half in with cinnamon.',
      'Top with the rest of the apple.'] } },
  { id: 'coconut-chia-bowl', name: 'Coconut chia and hemp seed bowl', slots: ['breakfast'], cuisine: 'international', items: [['chia', 25], ['coconut-milk', 80], ['hemp-seeds', 20], ['raspberries', 40], ['almond-milk|-', 100, 's']],
    how: { prep: 5, cook: 0, serve: 'Eat chilled; keeps 2 days in the fridge.', steps: [
      'Whisk the chia seeds into the coconut milk{4: and almond milk}.',
      'Refrigerate at least 4 hours, stirring once.',
      'Top with the hemp seeds and raspberries.'] } },
  { id: 'tropical-fruit-bowl', name: 'Banana and mango bowl with {almonds/sunflower seeds}{ and coconut}', slots: ['breakfast'], cuisine: 'international', items: [['E012', 150], ['E039', 150], ['H001|H020', 20, 'm', true], ['H007|-', 20, 's', true], ['greek-yogurt|-', 100, 's']],
    how: { prep: 5, cook: 0, serve: 'Eat fresh.', steps: [
      'Slice the banana and dice the mango.',
      '{4:Spoon the Greek yogurt into a bowl and top with the fruit.}',
      'Scatter over the {2:chopped almonds/sunflower seeds}{3: and grated coconut}.'] } },
  { id: 'smoked-fish-rye', name: 'Sardines on {rye/gluten-free toast} with tomato', slots: ['breakfast', 'lunch'], cuisine: 'international', items: [['sardines', 90], ['bread-rye|bread-gf', 70, 'm', true], ['D075', 60], ['C025', 30], ['salt', 1.0, 'n']],
    how: { prep: 5, cook: 3, serve: 'Serve at once.', steps: [
      'Toast the {1:rye/gluten-free} bread.',
      'Top with the lettuce and sliced tomato.',
      'Lay the sardines on top and finish with lemon and black pepper. {4:Season the dish with salt.}'] } },

  // Lunch and dinner
  { id: 'chicken-quinoa-salad', name: 'Grilled chicken and quinoa salad', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 130], ['A009', 55], ['C025', 80], ['D075', 60], ['D043', 60], ['olive-oil', 10, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve warm or cold; keeps 2 days in the fridge.', steps: [
      'Rinse the quinoa and simmer in twice its volume of water 15 minutes; cool.',
      'Season the chicken and grill or pan-fry in a little of the olive oil 5–6 minutes a side; slice.',
      'Chop the lettuce, tomato and cucumber.',
      'Toss everything with the rest of the olive oil, the lemon juice{7:, salt} and pepper.'] } },
  { id: 'chicken-stir-fry', name: 'Chicken and vegetable stir-fry with rice', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 130], ['broccoli', 80], ['D033', 60], ['F002', 40], [SOY_SAUCE, 10, 'n'], ['T012', 8, 'f'], [RICE, 70], ['salt', 0.3, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve hot over the rice.', steps: [
      'Cook the {6:rice/brown rice} in twice its volume of water.',
      'Slice the chicken thinly; cut the broccoli, pepper and carrot into bite-size pieces.',
      'Stir-fry the chicken in the hot oil 4 minutes, add the vegetables and stir-fry 4 more.',
      'Add garlic, ginger{4: and the soy sauce/ and the tamari} and toss 1 minute. {7:Season the dish with salt.}'] } },
  { id: 'tofu-noodle-stir-fry', name: 'Tofu and vegetable stir-fry with rice noodles', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['tofu', 150], ['broccoli', 80], ['D034', 60], ['F002', 40], ['tamari|soy-sauce|-', 10, 'n'], ['T012', 8, 'f'], ['rice-noodles', 65], ['salt', 0.3, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve hot.', steps: [
      'Soak the rice noodles in hot water until soft; drain.',
      'Press and cube the tofu; fry it in the oil until golden on all sides.',
      'Add the broccoli, red pepper and carrot and stir-fry 4 minutes.',
      'Toss in the noodles with garlic, ginger{4: and the tamari/ and the soy sauce}. {7:Season the dish with salt.}'] } },
  { id: 'salmon-sweet-potato', name: 'Salmon with sweet potato and green beans', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['salmon', 130], ['F013', 180], ['D050', 100], ['olive-oil', 6, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve hot with a wedge of lemon.', steps: [
      'Cut the sweet potato into wedges, toss with half the olive oil and roast at 200 °C for 25 minutes.',
      'Season the salmon, brush with the rest of the oil and roast on the same tray for the last 12 minutes.',
      'Steam the green beans 5 minutes. {4:Season the dish with salt.}'] } },
  { id: 'turkey-chilli', name: 'Turkey and bean chilli with rice', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['turkey-mince', 120], ['B020|black-beans', 35], ['D075', 150], ['G017', 40], ['T012', 6, 'f'], [RICE, 60], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 40, serve: 'Serve the chilli over the rice; it freezes well.', steps: [
      'Soak the {1:kidney beans/black beans} overnight and boil 45 minutes until soft (or use cooked beans).',
      'Brown the turkey mince and onion in the oil; add garlic, cumin, chilli and paprika.',
      'Add the chopped tomatoes and beans and simmer 20 minutes.',
      'Cook the {5:rice/brown rice} in twice its volume of water. {6:Season the dish with salt.}'] } },
  { id: 'lentil-soup-bread', name: 'Lentil and vegetable soup with bread', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['B014', 60], ['F002', 50], ['D037', 30], ['G017', 40], ['D075', 60], ['olive-oil', 8, 'f'], [BREAD, 60], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 35, serve: 'Serve hot with the bread; keeps 3 days in the fridge.', steps: [
      'Soften the onion, carrot and celery in the olive oil for 8 minutes.',
      'Add the rinsed lentils, the tomato, cumin and 4 times the lentils\' volume of water.',
      'Simmer 25 minutes until the lentils are soft; season and blend half if you like it thicker.',
      'Slice the {6:whole-grain/gluten-free} bread. {7:Season the dish with salt.}'] } },
  { id: 'chicken-pasta', name: '{Whole-wheat pasta/Rice noodles} with chicken and tomato sauce', slots: ['lunch', 'dinner'], cuisine: 'international', items: [[PASTA, 80, 'm', true], ['chicken-breast', 110], ['D075', 150], ['G011', 5, 'x'], ['olive-oil', 7, 'f'], ['parmesan|-', 10, 's'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 25, serve: 'Serve hot{5: with the parmesan grated over}.', steps: [
      '{0:Cook the pasta in boiling water{6: with salt} until al dente; drain./Soak or boil the rice noodles until tender; drain.}',
      'Brown the diced chicken in the olive oil 5 minutes.',
      'Add the garlic and chopped tomatoes and simmer 10 minutes into a sauce.',
      'Toss the {0:pasta/noodles} through the sauce.'] } },
  { id: 'pasta-primavera', name: '{Pasta/Rice noodle} primavera', slots: ['lunch', 'dinner'], cuisine: 'international', items: [[PASTA, 85, 'm', true], ['D077', 80], ['broccoli', 60], ['D034', 50], ['olive-oil', 10, 'f'], ['parmesan|-', 15, 's'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve hot{5: with the parmesan}.', steps: [
      '{0:Cook the pasta in boiling water{6: with salt} until al dente./Soak or boil the rice noodles until tender.}',
      'Slice the courgette, red pepper and broccoli.',
      'Sauté the vegetables in the olive oil with garlic 5 minutes until just tender.',
      'Toss with the drained {0:pasta/noodles}, lemon zest{6:, salt} and pepper.'] } },
  { id: 'steak-potatoes', name: 'Steak with potatoes and broccoli', slots: ['dinner'], cuisine: 'international', items: [['O027', 140], ['F006', 200], ['broccoli', 100], ['olive-oil', 8, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 35, serve: 'Rest the steak 5 minutes, slice and serve with the potatoes and broccoli.', steps: [
      'Cut the potatoes into chunks, toss in half the oil and roast at 200 °C for 30 minutes.',
      'Season the steak and sear in the rest of the oil 3–4 minutes a side.',
      'Steam the broccoli 5 minutes. {4:Season the dish with salt.}'] } },
  { id: 'tuna-sandwich', name: 'Tuna salad sandwich', slots: ['lunch'], cuisine: 'international', items: [['tuna-canned', 100], [BREAD, 80], ['C025', 30], ['D075', 40], ['greek-yogurt|-', 30, 's'], ['olive-oil', 5, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 8, cook: 0, serve: 'Eat fresh, or pack with the filling separate.', steps: [
      'Drain the tuna and mix with {4:the Greek yogurt, }the olive oil, lemon and pepper.',
      'Slice the tomato.',
      'Fill the {1:whole-grain/gluten-free} bread with the tuna, lettuce and tomato. {6:Season the dish with salt.}'] } },
  { id: 'buddha-bowl', name: 'Chickpea and quinoa Buddha bowl', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['B002', 50], ['A009', 50], ['F013', 100], ['C033', 40], ['tahini|olive-oil', 15, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 40, serve: 'Serve warm or cold; keeps 2 days in the fridge.', steps: [
      'Soak the chickpeas overnight and boil 40 minutes until soft (or use cooked).',
      'Cube the sweet potato and roast at 200 °C for 25 minutes.',
      'Simmer the quinoa in twice its volume of water 15 minutes.',
      'Arrange with the spinach and spoon over the {4:tahini thinned with lemon and water/olive oil with lemon}. {5:Season the dish with salt.}'] } },
  { id: 'hummus-wrap', name: 'Hummus and vegetable wrap', slots: ['lunch'], cuisine: 'international', items: [['tortilla-flour|tortilla-corn', 70], ['hummus', 60], ['D043', 50], ['D075', 50], ['C025', 30], ['feta|-', 20, 's'], ['salt', 1.0, 'n']],
    how: { prep: 8, cook: 2, serve: 'Roll tightly and cut in half; eat fresh.', steps: [
      'Warm the {0:flour/corn} tortilla in a dry pan.',
      'Spread with the hummus.',
      'Add the sliced cucumber, tomato and lettuce{5: with the crumbled feta} and roll up. {6:Season the dish with salt.}'] } },
  { id: 'shrimp-tacos', name: 'Shrimp tacos with slaw', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['shrimp', 130], ['tortilla-corn', 60], ['C015', 60], ['E007', 40], ['lemon-juice', 10, 'x'], ['olive-oil', 5, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 10, serve: 'Serve at once, with lime or lemon wedges.', steps: [
      'Shred the cabbage and toss with half the lemon juice{6: and salt}.',
      'Season the shrimp with cumin, paprika and garlic; cook in the olive oil 2 minutes a side.',
      'Warm the corn tortillas in a dry pan.',
      'Fill with the slaw, shrimp and sliced avocado.'] } },
  { id: 'burrito-bowl', name: 'Black bean burrito bowl', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['black-beans', 55], [RICE, 60], ['A008', 50], ['D075', 60], ['E007', 40], ['G017', 20], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 45, serve: 'Serve warm; hot sauce on the side.', steps: [
      'Soak the black beans overnight and boil 45 minutes with cumin and garlic (or use cooked beans).',
      'Cook the {1:rice/brown rice}.',
      'Cut the corn off the cob and char it in a dry pan.',
      'Build the bowl with the rice, beans, corn, chopped tomato, onion and sliced avocado; season with lime{6: and salt}.'] } },
  { id: 'cod-quinoa', name: 'Baked cod with quinoa and {asparagus/green beans}', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['cod', 160], ['A009', 55], ['asparagus|D050', 100, 'm', true], ['olive-oil', 8, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve hot with lemon.', steps: [
      'Simmer the quinoa in twice its volume of water 15 minutes.',
      'Season the cod, drizzle with half the olive oil and bake at 200 °C for 12 minutes.',
      'Roast or steam the {2:asparagus/green beans} with the rest of the oil, 8 minutes.',
      'Squeeze the lemon juice over the fish. {5:Season the dish with salt.}'] } },
  { id: 'chicken-cacciatore', name: 'Chicken cacciatore with {polenta/rice}', slots: ['dinner'], cuisine: 'international', items: [['chicken-thigh', 140], ['D075', 150], ['D033', 60], ['G017', 40], ['red-wine|-', 30, 'x'], ['olive-oil', 8, 'f'], ['cornmeal|A015', 60, 'm', true], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 45, serve: 'Serve the chicken and sauce over the {6:polenta/rice}.', steps: [
      'Brown the chicken thighs in the olive oil; set aside.',
      'Soften the onion, pepper and garlic, add the tomatoes{4: and the red wine} and simmer 5 minutes.',
      'Return the chicken and simmer covered 25 minutes.',
      '{6:Whisk the polenta into 4 times its volume of simmering water{7: with salt} and stir 10 minutes./Cook the rice in twice its volume of water.}'] } },
  { id: 'beef-stew-wine', name: 'Beef and red wine stew with potatoes', slots: ['dinner'], cuisine: 'international', items: [['O027', 140], ['red-wine', 60, 'x'], ['F002', 60], ['J001', 60], ['G017', 40], ['olive-oil', 6, 'f'], ['F006', 150], ['salt', 1.0, 'n']],
    how: { prep: 20, cook: 120, serve: 'Serve hot; even better the next day.', steps: [
      'Cube the beef and brown it in batches in the olive oil.',
      'Soften the onion, carrot and mushrooms in the pot.',
      'Add the red wine, the beef and water to cover; simmer covered 1½–2 hours until tender.',
      'Add the potato chunks for the last 25 minutes; season. {7:Season the dish with salt.}'] } },
  { id: 'pork-apple-cabbage', name: 'Pork chops with apple, cabbage and potatoes', slots: ['dinner'], cuisine: 'international', items: [['O049', 140], ['C015', 150], ['E001', 100], ['F006', 150], ['olive-oil', 6, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 35, serve: 'Serve the chops with the cabbage and potatoes.', steps: [
      'Boil the potatoes until tender{5: in water with salt}.',
      'Season the pork chops{5: with salt} and pepper and fry in half the oil 4–5 minutes a side until cooked through; rest.',
      'In the same pan cook the shredded cabbage and sliced apple 8 minutes with a splash of water.'] } },
  { id: 'egg-fried-rice', name: 'Egg fried rice with vegetables', slots: ['lunch', 'dinner'], cuisine: 'international', items: [[RICE, 70], ['M001', 100], ['D061', 40], ['F002', 40], [SOY_SAUCE, 10, 'n'], ['T012', 8, 'f'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve hot; day-old rice fries best.', steps: [
      'Cook the {0:rice/brown rice} and cool it (or use leftover rice).',
      'Scramble the eggs in half the oil; set aside.',
      'Stir-fry the peas and diced carrot in the rest of the oil 3 minutes, add the rice and fry 3 minutes.',
      'Toss in the eggs, spring onion{4: and soy sauce/ and tamari}. {6:Season the dish with salt.}'] } },
  { id: 'salmon-avocado-salad', name: 'Salmon and avocado salad', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['salmon', 150], ['E007', 70], ['C025', 80], ['D043', 60], ['olive-oil', 8, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 12, serve: 'Serve the salmon warm on the salad.', steps: [
      'Season the salmon and pan-fry in a little of the olive oil 4 minutes a side; flake.',
      'Chop the lettuce and cucumber and slice the avocado.',
      'Whisk the rest of the oil with the lemon juice{6:, salt} and pepper and dress the salad.'] } },
  { id: 'chicken-cauli-mash', name: 'Chicken thighs with cauliflower mash and broccoli', slots: ['dinner'], cuisine: 'international', items: [['chicken-thigh', 160], ['D036', 200], ['butter|olive-oil', 10, 'f'], ['broccoli', 80], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve hot.', steps: [
      'Season the chicken thighs and roast at 200 °C for 25 minutes.',
      'Boil the cauliflower 10 minutes, drain well and mash with the {2:butter/olive oil}{4:, salt} and pepper.',
      'Steam the broccoli 5 minutes.'] } },
  { id: 'lettuce-burgers', name: 'Lettuce-wrap burgers', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['beef-mince|turkey-mince', 150], ['C025', 60], ['D075', 50], ['G017', 20], ['cheddar|-', 20, 's'], ['E007|-', 40, 's'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 10, serve: 'Serve at once wrapped in the lettuce.', steps: [
      'Season the {0:beef/turkey} mince with {6:salt, }pepper and the grated onion and shape into 2 patties.',
      'Grill or pan-fry 4–5 minutes a side until cooked through{4:, laying the cheddar on top for the last minute}.',
      'Wrap in the lettuce leaves with the sliced tomato{5: and avocado}.'] } },
  { id: 'zoodles-pesto-chicken', name: 'Courgette noodles with pesto chicken', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 140], ['D077', 250], ['olive-oil', 12, 'f'], ['parmesan|-', 10, 's'], ['H001|H020', 10, 's'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve warm{3: with the parmesan}.', steps: [
      'Blend basil with half the olive oil, garlic and the {4:almonds/sunflower seeds} into a pesto.',
      'Grill or pan-fry the chicken in the rest of the oil and slice.',
      'Spiralise the courgette and toss in a hot pan 2 minutes.',
      'Toss the courgette with the pesto and top with the chicken. {5:Season the dish with salt.}'] } },
  { id: 'tempeh-cauli-rice', name: 'Tempeh stir-fry with cauliflower rice', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['tempeh', 140], ['D036', 200], ['broccoli', 80], ['tamari|soy-sauce|-', 10, 'n'], ['T012', 10, 'f'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve hot.', steps: [
      'Grate or pulse the cauliflower into rice-sized pieces.',
      'Cube the tempeh and fry in the oil until golden.',
      'Add the broccoli and stir-fry 3 minutes, then the cauliflower rice 3 minutes more.',
      'Season with garlic, ginger{3: and the tamari/ and the soy sauce}. {5:Season the dish with salt.}'] } },
  { id: 'steak-salad', name: 'Steak salad with avocado', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['O027', 150], ['C025', 80], ['D075', 60], ['E007', 50], ['olive-oil', 10, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 10, serve: 'Slice the steak and serve warm on the salad.', steps: [
      'Season the steak and sear in a little of the olive oil 3–4 minutes a side; rest 5 minutes.',
      'Chop the lettuce and tomato and slice the avocado.',
      'Dress the salad with the rest of the oil, vinegar{5:, salt} and pepper.'] } },
  { id: 'prawn-zoodles', name: 'Garlic prawns with courgette noodles', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['shrimp', 150], ['D077', 200], ['D034', 60], ['G011', 5, 'x'], ['olive-oil', 10, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 10, serve: 'Serve at once.', steps: [
      'Spiralise the courgette; slice the red pepper and garlic.',
      'Fry the prawns in the olive oil with the garlic 2 minutes a side; set aside.',
      'Toss the pepper and courgette in the pan 2–3 minutes, return the prawns and season with lemon and chilli. {5:Season the dish with salt.}'] } },
  { id: 'stuffed-sweet-potato', name: 'Baked sweet potato with black beans{ and yogurt/ and soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['F013', 220], ['black-beans', 40], ['greek-yogurt|soy-yogurt|-', 80, 's', true], ['D075', 40], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 50, serve: 'Serve hot{2: with the yogurt on top/ with the soy yogurt on top}.', steps: [
      'Soak the black beans overnight and boil 45 minutes (or use cooked beans).',
      'Prick the sweet potato and bake at 200 °C for 45 minutes until soft.',
      'Warm the beans with cumin and the chopped tomato.',
      'Split the sweet potato and fill with the beans. {4:Season the dish with salt.}'] } },
  { id: 'seitan-stir-fry', name: 'Seitan stir-fry with rice', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['seitan', 70], ['broccoli', 80], ['D033', 60], ['T012', 8, 'f'], [RICE, 60], ['soy-sauce|-', 10, 'n'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve hot over the rice.', steps: [
      'Cook the {4:rice/brown rice}.',
      'Slice the seitan and fry in the oil until browned.',
      'Add the broccoli and capsicum and stir-fry 4 minutes with garlic and ginger{5: and the soy sauce}. {6:Season the dish with salt.}'] } },
  { id: 'greek-chickpea-salad', name: 'Mediterranean chickpea salad{ with feta}', slots: ['lunch'], cuisine: 'international', items: [['B002', 55], ['D043', 80], ['D075', 80], ['G017', 20], ['olive-oil', 10, 'f'], ['feta|-', 30, 's', true], ['pita-ww|bread-gf|-', 50, 's'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 40, serve: 'Serve at room temperature{6: with the pita}; keeps 2 days.', steps: [
      'Soak the chickpeas overnight and boil 40 minutes (or use cooked).',
      'Chop the cucumber, tomato and red onion.',
      'Toss with the chickpeas, olive oil, lemon, oregano{7: and salt}{5:; crumble the feta over}.'] } },
  { id: 'turkey-hummus-pita', name: 'Turkey and hummus pita', slots: ['lunch'], cuisine: 'international', items: [['N018', 100], ['pita-ww|bread-gf', 70], ['hummus', 40], ['C025', 30], ['D075', 40], ['salt', 0.3, 'n']],
    how: { prep: 5, cook: 0, serve: 'Eat fresh.', steps: [
      'Slice the turkey breast thinly (use roasted or cooked).',
      'Spread the {1:pita/bread} with the hummus.',
      'Fill with the turkey, lettuce and sliced tomato{5: sprinkled with salt}.'] } },
  { id: 'tofu-peanut-bowl', name: 'Tofu bowl with {peanut/tahini} sauce', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['tofu', 150], ['A013|A015', 60], ['broccoli', 60], ['F002', 40], ['peanut-butter|tahini', 15, 'f', true], ['tamari|soy-sauce|-', 8, 'n'], ['salt', 0.3, 'n']],
    how: { prep: 15, cook: 35, serve: 'Serve warm with the sauce spooned over.', steps: [
      'Cook the {1:brown rice/rice}.',
      'Press and cube the tofu; bake at 200 °C or pan-fry until golden.',
      'Steam the broccoli and carrot 4 minutes.',
      'Whisk the {4:peanut butter/tahini} with lime, garlic{5:, the tamari/, the soy sauce} and warm water into a sauce. {6:Season the dish with salt.}'] } },
  { id: 'beef-broccoli-rice', name: 'Beef and broccoli with rice', slots: ['dinner'], cuisine: 'international', items: [['O027', 120], ['broccoli', 120], [SOY_SAUCE, 10, 'n'], ['T012', 8, 'f'], [RICE, 65], ['salt', 0.3, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve hot over the rice.', steps: [
      'Cook the {4:rice/brown rice}.',
      'Slice the beef thinly across the grain.',
      'Stir-fry the beef in the hot oil 2–3 minutes; remove.',
      'Stir-fry the broccoli 3 minutes, return the beef with garlic, ginger{2: and the soy sauce/ and the tamari}. {5:Season the dish with salt.}'] } },
  { id: 'lamb-kofta-couscous', name: 'Lamb kofta with couscous and cucumber', slots: ['dinner'], cuisine: 'international', items: [['O016', 120], ['couscous|A009', 60], ['D043', 60], ['greek-yogurt|-', 50, 's'], ['olive-oil', 5, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve the kofta on the {1:couscous/quinoa}{3: with the yogurt}.', steps: [
      'Mix the minced lamb with grated onion, cumin, coriander, mint{5: and salt}; shape into 4 koftas.',
      'Grill or pan-fry in the olive oil 8–10 minutes, turning.',
      '{1:Pour boiling water over the couscous, cover 5 minutes and fluff./Simmer the quinoa in twice its volume of water 15 minutes.}',
      'Dice the cucumber.'] } },
  { id: 'lentil-bolognese', name: 'Lentil bolognese with {whole-wheat pasta/rice noodles}', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['B013', 50], [PASTA, 70, 'm', true], ['D075', 150], ['F002', 40], ['G017', 30], ['olive-oil', 8, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 35, serve: 'Serve hot; the sauce freezes well.', steps: [
      'Soften the onion and carrot in the olive oil 6 minutes.',
      'Add the rinsed lentils, chopped tomatoes, garlic, oregano and water; simmer 25 minutes until the lentils are soft.',
      '{1:Cook the pasta until al dente./Soak or boil the rice noodles until tender.}',
      'Toss the {1:pasta/noodles} with the sauce. {6:Season the dish with salt.}'] } },
  { id: 'egg-salad-cups', name: 'Egg salad lettuce cups', slots: ['lunch'], cuisine: 'international', items: [['M001', 150], ['C025', 80], ['greek-yogurt-full|-', 30, 's'], ['D037', 30], ['olive-oil', 5, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 10, serve: 'Serve chilled.', steps: [
      'Hard-boil the eggs 10 minutes, cool in cold water and peel.',
      'Chop and mix with the diced celery, {2:the Greek yogurt, }the olive oil, mustard{5:, salt} and pepper.',
      'Spoon into the lettuce leaves.'] } },
  { id: 'chicken-roast-veg', name: 'Roast chicken with sweet potato and vegetables', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 140], ['F013', 150], ['D077', 100], ['D034', 60], ['olive-oil', 10, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 35, serve: 'Serve hot from the tray.', steps: [
      'Cube the sweet potato and slice the courgette and red pepper.',
      'Toss with the olive oil{5:, salt} and herbs and roast at 200 °C for 15 minutes.',
      'Add the seasoned chicken to the tray and roast 20 minutes more until cooked through.'] } },
  { id: 'avocado-tofu-salad', name: 'Avocado and tofu salad with pumpkin seeds', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['tofu', 160], ['E007', 80], ['C025', 80], ['pumpkin-seeds', 15, 's'], ['olive-oil', 8, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 10, serve: 'Serve straight away.', steps: [
      'Cube the tofu and pan-fry in a little of the olive oil until golden.',
      'Chop the lettuce and slice the avocado.',
      'Toss with the tofu, the rest of the oil, lemon{5: and salt}; scatter with the pumpkin seeds.'] } },
  { id: 'tilapia-rice-beans', name: 'Tilapia with rice and green beans', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['P083', 160], [RICE, 65], ['D050', 120], ['olive-oil', 8, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve hot with lemon.', steps: [
      'Cook the {1:rice/brown rice}.',
      'Season the tilapia and pan-fry in the olive oil 3–4 minutes a side.',
      'Steam the green beans 5 minutes.',
      'Squeeze the lemon juice over the fish. {5:Season the dish with salt.}'] } },
  { id: 'chicken-sweet-potato-curry', name: 'Chicken and sweet potato coconut curry', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['chicken-breast', 130], ['F013', 200], ['coconut-milk', 50], ['C033', 60], ['T012', 5, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve hot in a bowl.', steps: [
      'Dice the chicken and the sweet potato.',
      'Brown the chicken in the oil with curry paste or powder, garlic and ginger.',
      'Add the sweet potato, coconut milk and a cup of water; simmer 20 minutes.',
      'Stir in the spinach until wilted. {5:Season the dish with salt.}'] } },
  { id: 'tuna-baked-potato', name: 'Baked potato with tuna and salad', slots: ['lunch'], cuisine: 'international', items: [['F006', 250], ['tuna-canned', 100], ['D043', 60], ['D075', 60], ['olive-oil', 8, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 60, serve: 'Serve hot with the salad.', steps: [
      'Prick the potato and bake at 200 °C for about 1 hour (or microwave 8–10 minutes).',
      'Mix the drained tuna with a little of the olive oil, lemon and pepper.',
      'Dress the chopped cucumber and tomato with the rest of the oil.',
      'Split the potato and fill with the tuna. {5:Season the dish with salt.}'] } },
  { id: 'beef-sweet-potato-chilli', name: '{Beef/Turkey} and sweet potato chilli', slots: ['lunch', 'dinner'], cuisine: 'international', items: [['beef-mince|turkey-mince', 120, 'm', true], ['F013', 200], ['D075', 150], ['G017', 40], ['olive-oil', 6, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 40, serve: 'Serve hot; freezes well.', steps: [
      'Brown the {0:beef/turkey} mince with the onion in the olive oil.',
      'Add garlic, cumin, chilli and paprika, then the diced sweet potato and chopped tomatoes.',
      'Simmer covered 25–30 minutes until the sweet potato is soft; season. {5:Season the dish with salt.}'] } },
  { id: 'mushroom-risotto', name: 'Mushroom and pea risotto', slots: ['dinner'], cuisine: 'international', items: [['A015|A013', 80], ['J001', 100], ['D061', 50], ['G017', 30], ['olive-oil', 8, 'f'], ['parmesan|-', 15, 's'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve at once{5:, with the parmesan stirred in}.', steps: [
      'Soften the onion in the olive oil, add the sliced mushrooms and cook 5 minutes.',
      'Stir in the {0:rice/brown rice} for 1 minute.',
      'Add hot stock a ladle at a time, stirring, until creamy and just tender (about 20 minutes{0:/; brown rice takes 40}).',
      'Stir in the peas for the last 3 minutes and season. {6:Season the dish with salt.}'] } },

  // Snacks
  { id: 'apple-almonds', name: 'Apple with {almonds/sunflower seeds}', slots: ['snack'], cuisine: 'international', items: [['E001', 150], ['H001|H020', 15, 'm', true]],
    how: { prep: 2, cook: 0, serve: 'Eat as is.', steps: [
      'Wash the apple.',
      'Cut into slices and remove the core.',
      'Serve with the {1:almonds/sunflower seeds}.'] } },
  { id: 'yogurt-berries', name: '{Greek yogurt/Soy yogurt} with blueberries', slots: ['snack'], cuisine: 'international', items: [['greek-yogurt|soy-yogurt', 170, 'm', true], ['blueberries', 70]],
    how: { prep: 2, cook: 0, serve: 'Serve chilled.', steps: [
      'Spoon the {0:Greek yogurt/soy yogurt} into a bowl.',
      'Rinse the blueberries.',
      'Scatter them over the top.'] } },
  { id: 'hummus-sticks', name: 'Hummus with carrot and cucumber sticks', slots: ['snack'], cuisine: 'international', items: [['hummus', 60], ['F002', 80], ['D043', 80]],
    how: { prep: 5, cook: 0, serve: 'Serve chilled.', steps: [
      'Peel the carrot.',
      'Cut the carrot and cucumber into sticks.',
      'Serve with the hummus for dipping.'] } },
  { id: 'boiled-eggs', name: 'Boiled eggs with cucumber', slots: ['snack'], cuisine: 'international', items: [['M001', 100], ['D043', 100], ['salt', 0.5, 'n']],
    how: { prep: 2, cook: 10, serve: 'Eat warm or cold; boiled eggs keep 3 days in the fridge in their shells.', steps: [
      'Lower the eggs into boiling water and cook 9–10 minutes.',
      'Cool in cold water and peel.',
      'Serve with the sliced cucumber{2:, salt} and pepper.'] } },
  { id: 'banana-pb', name: 'Banana with {peanut butter/almond butter/tahini}', slots: ['snack'], cuisine: 'international', items: [['E012', 100], ['peanut-butter|almond-butter|tahini', 15, 'm', true]],
    how: { prep: 2, cook: 0, serve: 'Eat as is.', steps: [
      'Peel the banana.',
      'Slice it lengthwise.',
      'Spread with the {1:peanut butter/almond butter/tahini}.'] } },
  { id: 'trail-mix', name: 'Trail mix', slots: ['snack'], cuisine: 'international', items: [['H001', 15], ['H005', 10], ['E058', 15]],
    how: { prep: 2, cook: 0, serve: 'Keeps for weeks in a jar; take a portion with you.', steps: [
      'Roughly chop the almonds and cashews if large.',
      'Mix with the raisins.',
      'Portion into a small box.'] } },
  { id: 'edamame', name: 'Steamed edamame', slots: ['snack'], cuisine: 'international', items: [['edamame', 150], ['salt', 0.5, 'n']],
    how: { prep: 2, cook: 5, serve: 'Serve warm.', steps: [
      'Bring a pan of water{1: with salt} to the boil.',
      'Cook the edamame 4–5 minutes.',
      'Drain and sprinkle with {1:salt and }chilli flakes.'] } },
  { id: 'choc-almonds', name: 'Dark chocolate and almonds', slots: ['snack'], cuisine: 'international', items: [['dark-chocolate', 15], ['H001', 10]],
    how: { prep: 1, cook: 0, serve: 'Eat slowly.', steps: [
      'Break the dark chocolate into squares.',
      'Portion the almonds.',
      'Serve together on a small plate.'] } },
  { id: 'avocado-seeds', name: 'Avocado with pumpkin seeds', slots: ['snack'], cuisine: 'international', items: [['E007', 100], ['pumpkin-seeds', 15], ['salt', 0.5, 'n']],
    how: { prep: 3, cook: 3, serve: 'Eat at once, before the avocado browns.', steps: [
      'Toast the pumpkin seeds in a dry pan 2–3 minutes.',
      'Halve the avocado and remove the stone.',
      'Fill with the seeds and season with lemon{2:, salt} and chilli.'] } },
  { id: 'celery-almond-butter', name: 'Celery with {almond butter/peanut butter/tahini}', slots: ['snack'], cuisine: 'international', items: [['D037', 100], ['almond-butter|peanut-butter|tahini', 20, 'm', true]],
    how: { prep: 3, cook: 0, serve: 'Eat fresh.', steps: [
      'Wash the celery and trim the ends.',
      'Cut into finger-length sticks.',
      'Fill the grooves with the {1:almond butter/peanut butter/tahini}.'] } },
  { id: 'tuna-cucumber', name: 'Tuna cucumber bites', slots: ['snack'], cuisine: 'international', items: [['tuna-canned', 80], ['D043', 120], ['olive-oil', 3, 'f']],
    how: { prep: 5, cook: 0, serve: 'Serve chilled.', steps: [
      'Drain the tuna and mix with the olive oil, lemon and pepper.',
      'Slice the cucumber into thick rounds.',
      'Top each round with a spoon of tuna.'] } },
  { id: 'protein-shake', name: '{Whey/Soy} protein shake with banana', slots: ['snack'], cuisine: 'international', items: [['whey|soy-protein', 30, 'm', true], [MILK, 250], ['E012', 60, 's']],
    how: { prep: 3, cook: 0, serve: 'Drink straight away{2: with the banana}.', steps: [
      'Pour the {1:milk/soy milk/almond milk} into a shaker or blender.',
      'Add the {0:whey/soy protein} powder{2: and the banana}.',
      'Shake or blend 20 seconds until smooth.'] } },
  { id: 'soy-milk-banana', name: 'Fortified soy milk and a banana', slots: ['snack'], cuisine: 'international', items: [['soy-milk', 250], ['E012', 80]],
    how: { prep: 1, cook: 0, serve: 'Drink chilled with the banana.', steps: [
      'Shake the carton of soy milk well (the calcium settles).',
      'Pour a glass.',
      'Peel the banana.'] } },
  { id: 'mixed-nuts-seeds', name: 'Mixed nuts and seeds', slots: ['snack'], cuisine: 'international', items: [['H001', 15], ['H021', 10], ['pumpkin-seeds', 10]],
    how: { prep: 2, cook: 3, serve: 'Keeps for a week in a jar.', steps: [
      'Toast the almonds, walnuts and pumpkin seeds in a dry pan 3 minutes.',
      'Cool.',
      'Portion into a small box.'] } },
  { id: 'rice-cakes-pb', name: 'Rice cakes with {peanut butter/almond butter/tahini}', slots: ['snack'], cuisine: 'international', items: [['rice-cakes', 20], ['peanut-butter|almond-butter|tahini', 15, 'm', true], ['salt', 0.5, 'n']],
    how: { prep: 2, cook: 0, serve: 'Eat at once so the rice cakes stay crisp.', steps: [
      'Lay out the rice cakes.',
      'Spread with the {1:peanut butter/almond butter/tahini}.',
      'Add a pinch of cinnamon{2: and sprinkle with salt}.'] } },
  { id: 'cottage-cheese-snack', name: 'Cottage cheese with cucumber', slots: ['snack'], cuisine: 'international', items: [['cottage-cheese', 150], ['D043', 80]],
    how: { prep: 3, cook: 0, serve: 'Serve chilled.', steps: [
      'Spoon the cottage cheese into a bowl.',
      'Dice the cucumber.',
      'Mix together with black pepper and herbs.'] } },
  { id: 'dates-almond-butter', name: 'Dates{ with almond butter/ with peanut butter}', slots: ['snack'], cuisine: 'international', items: [['E018', 40], ['almond-butter|peanut-butter|-', 10, 'm', true]],
    how: { prep: 2, cook: 0, serve: 'Eat as is.', steps: [
      'Slit the dates and remove the stones.',
      '{1:Fill each with a little almond butter./Fill each with a little peanut butter.}',
      'Arrange on a plate.'] } },
  { id: 'sweet-potato-wedges', name: 'Baked sweet potato wedges', slots: ['snack'], cuisine: 'international', items: [['F013', 150], ['olive-oil', 5, 'f'], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 30, serve: 'Serve hot.', steps: [
      'Cut the sweet potato into wedges.',
      'Toss with the olive oil, paprika{2: and salt}.',
      'Roast at 200 °C for 25–30 minutes, turning once.'] } },
  { id: 'kiwi-pear', name: 'Kiwi and pear', slots: ['snack'], cuisine: 'international', items: [['kiwi', 100], ['E051', 120]],
    how: { prep: 3, cook: 0, serve: 'Eat fresh.', steps: [
      'Peel and slice the kiwi.',
      'Core and slice the pear.',
      'Serve together in a bowl.'] } },
];
