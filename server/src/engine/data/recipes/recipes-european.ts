/**
 * European and North American dishes (Italy, France, Spain, Germany, the Nordics, Britain, the United States).
 * Same conventions as recipes-international.ts; every dish has its own method (`how`, see DishMethod in
 * recipe-types.ts).
 */
import type { RecipeDef } from './recipe-types';

const MILK = 'L002|soy-milk|almond-milk';
const BREAD = 'bread-ww|bread-gf';
const OATS = 'oats|oats-gf';
const PASTA = 'pasta-ww|rice-noodles';

// prettier-ignore
export const EUROPEAN_RECIPES: RecipeDef[] = [
  // Breakfast
  { id: 'bircher-muesli', name: 'Bircher muesli with apple and {walnuts/sunflower seeds}', slots: ['breakfast'], cuisine: 'international', method: 'dressing',
    items: [[OATS, 50], ['yogurt|soy-yogurt', 100], [MILK, 100], ['E001', 80], ['H021|H020', 15, 's', true]],
    how: { prep: 10, cook: 0, serve: 'Eat cold the next morning; keeps 2 days.', steps: [
      'Stir the {0:oats/gluten-free oats} into the {1:yogurt/soy yogurt} and {2:milk/soy milk/almond milk} and soak overnight in the fridge.',
      'In the morning grate in the apple with a squeeze of lemon and a pinch of cinnamon.',
      'Top with the {4:chopped walnuts/sunflower seeds}.'] } },
  { id: 'mushroom-frittata', name: 'Mushroom and spinach frittata with rye toast', slots: ['breakfast', 'lunch'], cuisine: 'international',
    items: [['M001', 150], ['J001', 80], ['C033', 50], ['olive-oil', 6, 'f'], ['parmesan|-', 10, 's'], ['bread-rye|bread-gf', 40, 's'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve warm or cold in wedges with the toast.', steps: [
      'Fry the sliced mushrooms in the olive oil in an ovenproof pan 5 minutes; add the spinach until wilted.',
      'Pour in the eggs beaten with pepper{4: and the grated parmesan} and cook on low 5 minutes until the edges set.',
      'Finish under a hot grill 3 minutes until puffed and golden.',
      'Toast the {5:rye/gluten-free} bread. {6:Season the dish with salt.}'] } },
  { id: 'syrniki', name: 'Cottage cheese pancakes with {raspberries/strawberries}', slots: ['breakfast'], cuisine: 'international', method: 'griddle',
    items: [['cottage-cheese', 150], ['M001', 50], ['A019|buckwheat', 30], ['butter|olive-oil', 5, 'f'], ['raspberries|E063', 80, 's', true], ['honey|maple-syrup|-', 7, 'x'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve warm with the berries{5: and a drizzle of honey/ and a drizzle of maple syrup}.', steps: [
      'Mash the cottage cheese with the egg{6: and salt}; stir in the {2:flour/buckwheat flour} to a soft dough.',
      'Shape into 6 small patties with floured hands.',
      'Fry in the {3:butter/olive oil} on medium-low 3–4 minutes a side until golden.'] } },

  // Lunch and dinner
  { id: 'ratatouille-chickpeas', name: 'Ratatouille with chickpeas and bread', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['D077', 100], ['D031', 100], ['D034', 60], ['D075', 100], ['B002', 40], ['olive-oil', 10, 'f'], [BREAD, 50], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 45, serve: 'Serve warm with the bread; better the next day.', steps: [
      'Soak the chickpeas overnight and boil 40 minutes (or use cooked).',
      'Cut the courgette, aubergine and pepper into chunks and brown them in batches in the olive oil.',
      'Add onion, garlic, thyme and the chopped tomato with the chickpeas and simmer 25 minutes.',
      'Slice the {6:whole-grain/gluten-free} bread. {7:Season the dish with salt.}'] } },
  { id: 'minestrone', name: 'Minestrone with beans{ and parmesan}', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['B020', 40], [PASTA, 40], ['F002', 40], ['D077', 80], ['C015', 50], ['D075', 100], ['olive-oil', 8, 'f'], ['parmesan|-', 10, 's', true], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 45, serve: 'Serve hot{7: with the parmesan grated over}; keeps 3 days.', steps: [
      'Soak the beans overnight and boil 45 minutes until soft (or use tinned).',
      'Soften onion, carrot and garlic in the olive oil, add the courgette, cabbage and tomato with a litre of water and simmer 15 minutes.',
      'Add the beans and the {1:small pasta/broken rice noodles} and simmer 10 minutes more.',
      'Season and finish with basil. {8:Season the dish with salt.}'] } },
  { id: 'turkey-meatballs-pasta', name: 'Turkey meatballs with {whole-wheat spaghetti/rice noodles}', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['turkey-mince', 120], [PASTA, 75, 'm', true], ['D075', 150], ['olive-oil', 7, 'f'], ['parmesan|-', 10, 's'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the meatballs and sauce over the {1:spaghetti/noodles}.', steps: [
      'Mix the turkey with grated onion, garlic, herbs{5: and salt}; roll into 10 small balls.',
      'Brown them in the olive oil, add the chopped tomatoes and simmer covered 15 minutes.',
      '{1:Cook the spaghetti until al dente./Soak or boil the rice noodles until tender.}',
      '{4:Grate the parmesan over.}'] } },
  { id: 'cod-crushed-potatoes', name: 'Baked cod with crushed potatoes and peas', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['cod', 160], ['F006', 200], ['D061', 80], ['butter|olive-oil', 8, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 25, serve: 'Serve the fish on the potatoes with lemon.', steps: [
      'Boil the potatoes 15 minutes until tender; add the peas for the last 3.',
      'Season the cod, dot with half the {3:butter/olive oil} and bake at 200 °C for 12 minutes.',
      'Drain and crush the potatoes and peas with the rest of the fat, mint{5:, salt} and pepper.'] } },
  { id: 'chicken-paella', name: 'Chicken{ and prawn} paella', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['chicken-thigh', 80], ['shrimp|-', 60, 'm', true], ['A015|A013', 70], ['D034', 60], ['D061', 40], ['D075', 60], ['olive-oil', 8, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 40, serve: 'Serve from the pan with lemon wedges; the crust at the bottom is the best part.', steps: [
      'Brown the chicken pieces in the olive oil in a wide pan; add the pepper, garlic and grated tomato and cook 5 minutes.',
      'Stir in smoked paprika, saffron or turmeric and the {2:rice/brown rice}; add 2½ times its volume of hot stock.',
      'Simmer without stirring 18 minutes{1:, pressing in the prawns for the last 5} and scattering the peas.',
      'Rest off the heat 5 minutes, covered. {7:Season the dish with salt.}'] } },
  { id: 'linseneintopf', name: 'German lentil stew with rye bread', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['B014', 60], ['F006', 100], ['F002', 50], ['D037', 30], ['G017', 30], ['olive-oil', 6, 'f'], ['bread-rye|bread-gf', 40, 's'], ['vinegar', 5, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 40, serve: 'Serve hot with the {6:rye/gluten-free} bread; a dash of vinegar at the table is traditional.', steps: [
      'Soften the onion, carrot and celery in the olive oil 5 minutes.',
      'Add the lentils, diced potato, bay leaf and a litre of water; simmer 30 minutes until soft.',
      'Season with {8:salt, }pepper, marjoram and the vinegar.'] } },
  { id: 'salmon-dill-potatoes', name: 'Salmon with dill potatoes and cucumber salad', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['salmon', 130], ['F006', 200], ['D043', 80], ['greek-yogurt|-', 30, 's'], ['olive-oil', 5, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 25, serve: 'Serve the salmon with the potatoes and salad, Nordic style.', steps: [
      'Boil the new potatoes 15–20 minutes; toss with chopped dill.',
      'Season the salmon and bake at 200 °C for 12 minutes (or pan-fry in the olive oil).',
      'Slice the cucumber thinly and dress with the lemon juice{3:, the yogurt}, dill{6: and salt}.'] } },
  { id: 'tuna-tomato-pasta', name: '{Whole-wheat pasta/Rice noodles} with tuna, tomato and spinach', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [[PASTA, 80, 'm', true], ['tuna-canned', 100], ['D075', 150], ['olive-oil', 8, 'f'], ['C033', 40], ['G011', 5, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 5, cook: 20, serve: 'Serve hot with black pepper.', steps: [
      '{0:Cook the pasta in water{6: with salt} until al dente./Soak or boil the rice noodles until tender.}',
      'Fry the garlic in the olive oil, add the chopped tomatoes and chilli and simmer 10 minutes.',
      'Stir in the drained tuna and the spinach until wilted.',
      'Toss the {0:pasta/noodles} through the sauce.'] } },
  { id: 'bbq-chicken-corn', name: 'Grilled BBQ chicken with corn and coleslaw', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['chicken-breast', 140], ['A008', 150], ['C015', 80], ['greek-yogurt|-', 30, 's'], ['olive-oil', 6, 'f'], ['honey|maple-syrup|-', 6, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve hot off the grill with the slaw.', steps: [
      'Rub the chicken with smoked paprika, garlic{6:, salt}{5:, the honey/, the maple syrup} and a little of the oil; grill or bake at 220 °C for 18–20 minutes.',
      'Grill or boil the corn 8 minutes.',
      'Shred the cabbage and toss with {3:the yogurt, }vinegar, mustard and the rest of the oil.'] } },
  { id: 'turkey-sweet-potato-mash', name: 'Roast turkey with sweet potato mash and green beans', slots: ['dinner'], cuisine: 'international', method: 'roast',
    items: [['N018', 140], ['F013', 200], ['D050', 100], ['butter|olive-oil', 6, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 35, serve: 'Serve the sliced turkey with the mash and beans.', steps: [
      'Season the turkey breast with thyme, garlic and pepper and roast at 190 °C for 30 minutes; rest 5 minutes.',
      'Boil the peeled sweet potato 15 minutes and mash with the {3:butter/olive oil} and a pinch of nutmeg.',
      'Steam the green beans 5 minutes. {4:Season the dish with salt.}'] } },
  { id: 'cobb-salad', name: 'Cobb salad', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'dressing',
    items: [['chicken-breast', 110], ['M001', 50], ['E007', 50], ['C025', 80], ['D075', 60], ['cheddar|-', 15, 's'], ['olive-oil', 8, 'f'], ['vinegar', 8, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve the rows on a platter and toss at the table.', steps: [
      'Grill or poach the chicken and slice; boil the egg 9 minutes and quarter.',
      'Chop the lettuce and lay the chicken, egg, avocado, tomato{5: and crumbled cheddar} in rows on top.',
      'Whisk the olive oil with the vinegar, mustard{8:, salt} and pepper and drizzle over.'] } },
  { id: 'black-bean-burger', name: 'Black bean burger on {whole-grain/gluten-free} bread', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'griddle',
    items: [['black-beans', 50], ['oats|oats-gf', 20], [BREAD, 60, 'm', true], ['C025', 30], ['D075', 40], ['E007|-', 30, 's'], ['olive-oil', 6, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 55, serve: 'Serve in the bread with lettuce and tomato{5: and sliced avocado}.', steps: [
      'Soak and boil the black beans 45 minutes (or use tinned); drain well.',
      'Mash with the {1:oats/gluten-free oats}, grated onion, garlic, cumin{7: and salt}; shape into 2 patties and chill 10 minutes.',
      'Fry in the olive oil 4 minutes a side until crusty.',
      'Toast the bread.'] } },

  // Snacks
  { id: 'apple-cheddar', name: 'Apple with cheddar', slots: ['snack'], cuisine: 'international',
    items: [['E001', 150], ['cheddar', 25]],
    how: { prep: 3, cook: 0, serve: 'Eat as is.', steps: [
      'Wash and core the apple.',
      'Cut it into slices.',
      'Serve with the cheddar cut into thin slices.'] } },
  { id: 'crispbread-cottage', name: '{Rye crispbread/Rice cakes} with cottage cheese and cucumber', slots: ['snack'], cuisine: 'international',
    items: [['bread-rye|rice-cakes', 30, 'm', true], ['cottage-cheese', 100], ['D043', 40]],
    how: { prep: 5, cook: 0, serve: 'Eat at once so the base stays crisp.', steps: [
      'Lay out the {0:rye bread, toasted crisp/rice cakes}.',
      'Spread with the cottage cheese.',
      'Top with the sliced cucumber, black pepper and dill.'] } },
  { id: 'strawberries-chocolate', name: 'Strawberries with dark chocolate', slots: ['snack'], cuisine: 'international',
    items: [['E063', 150], ['dark-chocolate', 10]],
    how: { prep: 3, cook: 2, serve: 'Eat fresh.', steps: [
      'Rinse and hull the strawberries.',
      'Melt the dark chocolate gently (20-second bursts in the microwave).',
      'Dip the strawberries, or simply serve them with the chocolate squares.'] } },
];
