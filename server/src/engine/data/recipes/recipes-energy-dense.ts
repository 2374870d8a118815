/**
 * Energy-dense dishes low in saturated fat, and quick dinners (issue 30 item 2). Keto, paleo and vegan days (and
 * their combinations with halal, kosher and Jain) missed their energy target because their dishes could not carry
 * a meal's share without crossing the day's saturated-fat ceiling: their fat came from eggs, meat and cheese. These
 * dishes take it from foods whose fat is mostly unsaturated — walnuts, hemp and sunflower seeds, almonds, tahini,
 * avocado, oily fish, tofu, and mustard, safflower or olive oil — with moderate fibre. Every nutrient value comes from
 * the food table (IFCT 2017 and USDA SR rows); nothing here states a number of its own. Same conventions as
 * recipes-international.ts: `[alternatives, grams, role, inName]`, raw grams for a ~2000 kcal day, salt in grams
 * (role 'n'), and each dish's own method that names only its own foods. The quick dinners take 20 minutes or less
 * (prep + cook), across cuisines, several of them Jain (no root vegetables, onion, garlic, ginger, mushrooms, honey).
 */
import type { RecipeDef } from './recipe-types';

const MUSTARD_OIL = 'T006|T012';
const LOW_SAT_OIL = 'T009|T012';
const ROTI = 'A019|A005';

// prettier-ignore
const INTERNATIONAL: RecipeDef[] = [
  // Breakfast
  { id: 'avocado-hemp-breakfast', name: 'Avocado and hemp-seed breakfast bowl with {walnuts/sunflower seeds}', slots: ['breakfast'], cuisine: 'international', method: 'dressing',
    items: [['E007', 100], ['hemp-seeds', 30], ['H021|H020', 20, 's', true], ['D075', 80], ['C033', 40], ['olive-oil|T009', 6, 'f'], ['lemon-juice', 5, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 8, cook: 0, serve: 'Eat at once, before the avocado darkens.', steps: [
      'Halve the avocado, scoop it out and slice it into a bowl over the spinach.',
      'Dice the tomato and add it with the lemon juice and the {5:olive oil/safflower oil}{7:, salt} and black pepper.',
      'Scatter the hemp seeds and the {2:chopped walnuts/sunflower seeds} over.'] } },
  { id: 'sunflower-egg-scramble', name: 'Eggs scrambled in mustard oil with spinach and sunflower seeds', slots: ['breakfast'], cuisine: 'international', method: 'saute',
    items: [['M001', 120], ['C033', 80], ['D075', 60], ['H020', 25, 's'], ['T006', 8, 'f'], ['salt', 0.6, 'n']],
    how: { prep: 5, cook: 8, serve: 'Serve hot with the tomato on the side.', steps: [
      'Toast the sunflower seeds in a dry pan 2 minutes; tip them out.',
      'Heat the mustard oil until it just smokes, then lower the heat; wilt the spinach 1 minute.',
      'Pour in the beaten eggs{5: with salt} and stir slowly until softly set.',
      'Scatter the seeds over and slice the tomato alongside.'] } },

  // Lunch and dinner
  { id: 'avocado-walnut-hemp-salad', name: 'Avocado, walnut and hemp-seed salad', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'dressing',
    items: [['E007', 100], ['H021', 30, 'm'], ['hemp-seeds', 30], ['C025', 80], ['D043', 80], ['D075', 60], ['olive-oil|T009', 12, 'f'], ['lemon-juice', 10, 'x'], ['salt', 0.8, 'n']],
    how: { prep: 12, cook: 0, serve: 'Serve straight away; it does not keep once dressed.', steps: [
      'Tear the lettuce and slice the cucumber and tomato into a wide bowl.',
      'Whisk the {6:olive oil/safflower oil} with the lemon juice{8:, salt} and black pepper.',
      'Add the sliced avocado and the broken walnuts, pour over the dressing and toss gently.',
      'Scatter the hemp seeds over.'] } },
  { id: 'tofu-walnut-stir-fry', name: 'Tofu and {walnut/sunflower-seed} stir-fry with greens', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['tofu', 160], ['H021|H020', 30, 'm', true], ['C027|C015', 120], ['D033|D034', 80], [LOW_SAT_OIL, 14, 'f'], ['tamari|-', 8, 'n'], ['salt', 0.3, 'n']],
    how: { prep: 8, cook: 10, serve: 'Serve hot from the pan.', steps: [
      'Press the tofu dry and cut it into cubes; slice the {2:pak choi/cabbage} and the pepper.',
      'Fry the tofu in the {4:safflower oil/sunflower oil} over high heat until golden on each side, 5 minutes.',
      'Add the {1:walnuts/sunflower seeds} and the vegetables and stir-fry 3 minutes.',
      'Toss everything together{5: with the tamari}. {6:Season the dish with salt.}'] } },
  { id: 'sweet-potato-tahini-bowl', name: 'Roast sweet potato with {tahini/walnuts}, spinach and {pumpkin/sunflower} seeds', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'roast',
    items: [['F013', 200], ['C033', 100], ['tahini|H021', 25, 's', true], ['pumpkin-seeds|H020', 25, 's', true], ['olive-oil|T012', 10, 'f'], ['lemon-juice', 10, 'x'], ['salt', 0.8, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve warm with the dressing spooned over.', steps: [
      'Cut the sweet potato into wedges, toss with half the {4:olive oil/sunflower oil}{6: and salt} and roast at 210 °C for 30 minutes.',
      'Toast the {3:pumpkin seeds/sunflower seeds} in a dry pan 2 minutes.',
      'Wilt the spinach in the rest of the oil.',
      '{2:Whisk the tahini with the lemon juice and a little water to a pouring sauce/Chop the walnuts and mix with the lemon juice} and spoon over the sweet potato and spinach.'] } },
  { id: 'salmon-avocado-greens', name: 'Seared salmon with avocado and walnut greens', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['salmon', 140], ['E007', 80], ['H021', 20, 's'], ['C033', 80], ['C025', 50], ['olive-oil|T009', 10, 'f'], ['lemon-juice', 10, 'x'], ['salt', 0.8, 'n']],
    how: { prep: 5, cook: 10, serve: 'Serve the salmon on the greens with the lemon juice over.', steps: [
      'Pat the salmon dry and season with black pepper{7: and salt}.',
      'Sear it skin side down in half the {5:olive oil/safflower oil} 5 minutes, turn and cook 3 minutes more.',
      'Toss the spinach and lettuce with the rest of the oil, the lemon juice, the sliced avocado and the walnuts.'] } },
  { id: 'sardine-egg-salad', name: 'Sardine and egg salad with sunflower seeds', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'dressing',
    items: [['sardines', 100], ['M001', 100], ['H020', 25, 's'], ['C025', 80], ['D043', 80], ['D075', 60], [MUSTARD_OIL, 12, 'f'], ['lemon-juice', 10, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 8, cook: 10, serve: 'Serve at room temperature; it keeps a day undressed.', steps: [
      'Boil the eggs 9 minutes, cool in cold water, peel and quarter.',
      'Arrange the lettuce, cucumber and tomato on a plate with the drained sardines and the eggs.',
      'Whisk the {6:mustard oil/sunflower oil} with the lemon juice{8:, salt} and pepper, pour over and scatter the sunflower seeds.'] } },
  { id: 'chicken-almond-greens', name: 'Chicken thigh with {almonds/sunflower seeds}, green beans and spinach', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['chicken-thigh', 150], ['H001|H020', 30, 's', true], ['D050', 120], ['C033', 80], ['olive-oil|T009', 12, 'f'], ['lemon-juice', 10, 'x'], ['salt', 0.9, 'n']],
    how: { prep: 5, cook: 15, serve: 'Serve hot with the pan juices.', steps: [
      'Season the chicken with paprika, pepper{6: and salt}; cook in half the {4:olive oil/safflower oil} 6 minutes a side.',
      'Steam the green beans 5 minutes.',
      'Toast the {1:flaked almonds/sunflower seeds} in the rest of the oil, add the spinach and beans and toss 1 minute with the lemon juice.'] } },
  { id: 'hemp-tofu-salad', name: 'Warm tofu and cabbage salad with {hemp/sunflower} seeds and {peanut/tahini} dressing', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'dressing',
    items: [['tofu', 140], ['C015', 120], ['D043', 80], ['hemp-seeds|H020', 25, 's', true], ['peanut-butter|tahini', 20, 's', true], [LOW_SAT_OIL, 10, 'f'], ['lemon-juice', 10, 'x'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 8, serve: 'Serve warm, the tofu over the cabbage.', steps: [
      'Cut the tofu into slices and fry in the {5:safflower oil/sunflower oil} 3 minutes a side.',
      'Shred the cabbage and slice the cucumber.',
      'Whisk the {4:peanut butter/tahini} with the lemon juice{7:, salt} and warm water to a pouring dressing.',
      'Toss the vegetables with the dressing, top with the tofu and scatter the {3:hemp seeds/sunflower seeds} over.'] } },

  // Snacks
  { id: 'celery-nut-butter-walnuts', name: 'Celery with {almond butter/tahini} and {walnuts/sunflower seeds}', slots: ['snack'], cuisine: 'international',
    items: [['almond-butter|tahini', 25, 'm', true], ['D037', 100], ['H021|H020', 15, 's', true]],
    how: { prep: 4, cook: 0, serve: 'Eat fresh.', steps: [
      'Cut the celery into sticks.',
      'Fill the hollow of each stick with the {0:almond butter/tahini}.',
      'Press the {2:chopped walnuts/sunflower seeds} on top.'] } },
];

// prettier-ignore
const INDIAN: RecipeDef[] = [
  { id: 'tofu-methi-bhurji', name: 'Tofu methi bhurji', slots: ['lunch', 'dinner'], cuisine: 'indian', region: 'west', method: 'saute',
    items: [['tofu', 160], ['C020', 60], ['D075', 60], ['D033', 50], ['H012|H020|-', 20, 's'], [MUSTARD_OIL, 12, 'f'], ['salt', 0.8, 'n']],
    how: { prep: 8, cook: 12, serve: 'Serve hot, with a squeeze of lemon if you like.', steps: [
      'Heat the {5:mustard oil until it just smokes, then lower the heat/oil}; add cumin seeds, a pinch of hing and green chilli.',
      'Add the chopped tomato and capsicum with turmeric and cook 3 minutes.',
      'Crumble in the tofu, add the chopped methi{6:, salt} and cook 5 minutes, stirring.',
      '{4:Stir in the crushed roasted peanuts./Stir in the sunflower seeds.}'] } },
  { id: 'palak-egg-bhurji', name: 'Palak egg bhurji with cucumber', slots: ['lunch', 'dinner'], cuisine: 'indian', region: 'east', method: 'saute',
    items: [['M001', 150], ['C033', 150], ['D075', 60], ['D043', 80], [MUSTARD_OIL, 12, 'f'], ['H020|-', 15, 's'], ['salt', 0.8, 'n']],
    how: { prep: 5, cook: 12, serve: 'Serve hot with the cucumber sliced alongside.', steps: [
      'Heat the {4:mustard oil until it just smokes, then lower the heat/oil}; add nigella seeds and green chilli.',
      'Add the chopped tomato and the spinach and cook until the spinach wilts, 3 minutes.',
      'Pour in the beaten eggs with turmeric{6: and salt} and scramble until just set.',
      'Slice the cucumber{5:; scatter the sunflower seeds over the bhurji}.'] } },
  { id: 'paneer-capsicum-roti', name: '{Paneer/Tofu} capsicum bhurji with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', region: 'north', method: 'saute',
    items: [['L003|tofu', 90, 'm', true], ['D033', 80], ['D075', 80], ['T013|T012', 6, 'f'], [ROTI, 60], ['salt', 0.8, 'n']],
    how: { prep: 8, cook: 12, serve: 'Serve hot with the rotis.', steps: [
      'Heat the {3:ghee/oil}; add cumin seeds and green chilli, then the chopped capsicum and tomato with turmeric and cook 4 minutes.',
      'Crumble in the {0:paneer/tofu}{5:, salt} and a pinch of garam masala and cook 2 minutes.',
      'Knead the {4:atta/jowar flour} into a soft dough, roll thin rotis and cook on a hot tawa.'] } },
  { id: 'cabbage-peas-phulka', name: 'Cabbage and peas sabzi with phulka{ and curd/ and soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'indian', region: 'west', method: 'saute',
    items: [['C015', 180], ['D061', 60], ['T012', 8, 'f'], [ROTI, 70], ['yogurt|soy-yogurt|-', 120, 's', true], ['H012|H020|-', 15, 's'], ['salt', 0.9, 'n']],
    how: { prep: 8, cook: 12, serve: 'Serve hot with the phulkas{4: and the curd/ and the soy yogurt}.', steps: [
      'Heat the oil; add mustard seeds, a pinch of hing and green chilli.',
      'Add the shredded cabbage and the peas with turmeric{6: and salt}, cover and cook 8 minutes.',
      '{5:Stir in the crushed roasted peanuts./Stir in the sunflower seeds.}',
      'Knead the {3:atta/jowar flour} into a soft dough, roll thin phulkas and puff them on the flame.'] } },
  { id: 'moong-sprout-stir-fry', name: 'Moong and capsicum stir-fry{ with curd/ with soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'indian', region: 'west', method: 'saute',
    items: [['B011', 60], ['D033', 80], ['D075', 60], ['T012', 8, 'f'], ['yogurt|soy-yogurt', 150, 's', true], ['H012|H020|-', 15, 's'], ['salt', 0.8, 'n']],
    how: { prep: 5, cook: 15, serve: 'Serve warm with the {4:curd/soy yogurt} on the side.', steps: [
      'Heat the oil; add cumin seeds, a pinch of hing and green chilli.',
      'Add the whole moong, soaked overnight and sprouted a day, with turmeric and a splash of water; cover and cook 8 minutes until just tender.',
      'Add the chopped capsicum and tomato{6: with salt} and cook 3 minutes.',
      '{5:Finish with the crushed roasted peanuts./Finish with the sunflower seeds.}'] } },
];

export const ENERGY_DENSE_RECIPES: RecipeDef[] = [...INTERNATIONAL, ...INDIAN];
