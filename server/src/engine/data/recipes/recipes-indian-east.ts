/**
 * East Indian dishes (West Bengal, Odisha, Bihar, Assam and the North-East). Same conventions as recipes-indian.ts;
 * every dish has its own method (`how`, see DishMethod in recipe-types.ts). Mustard oil is the usual cooking fat.
 */
import type { RecipeDef } from './recipe-types';

const GHEE = 'T013|T012';
const RICE = 'A015|A013';
const ROTI = 'A019|A005';
const CURD = 'yogurt|soy-yogurt|-';
const MUSTARD_OIL = 'T006|T012';
const BREAD = 'bread-ww|bread-gf';

// prettier-ignore
const DISHES: RecipeDef[] = [
  // Breakfast
  { id: 'sattu-paratha', name: 'Sattu paratha{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian',
    items: [[ROTI, 70], ['B001', 40], ['G017', 20], [MUSTARD_OIL, 7, 'f'], [CURD, 100, 's', true], ['lemon-juice', 5, 'x'], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 15, serve: 'Serve hot{4: with the curd/ with the soy yogurt} and a slit green chilli.', steps: [
      'Knead the {0:atta/jowar flour} with water into a soft dough; rest 10 minutes.',
      'Mix the sattu (roasted gram flour) with the chopped onion, garlic, green chilli, ajwain, the lemon juice{6:, salt} and a teaspoon of the {3:mustard oil/oil}.',
      'Stuff a disc of dough with the sattu, seal and roll out gently.',
      'Cook on a hot tawa with the rest of the {3:mustard oil/oil} until golden on both sides.'] } },
  { id: 'chire-doi', name: 'Chire doi with banana{ and jaggery}', slots: ['breakfast'], cuisine: 'indian',
    items: [['A011', 50], ['yogurt|soy-yogurt', 150], ['E012', 80], ['I001|-', 6, 'x', true], ['H021|H020|-', 10, 's']],
    how: { prep: 5, cook: 0, serve: 'Eat straight away, the Bengali and Bihari summer breakfast.', steps: [
      'Rinse the flattened rice and drain; leave 5 minutes to soften.',
      'Mix with the {1:curd/soy yogurt} and the sliced banana.',
      'Top with a pinch of cardamom{3:, the grated jaggery}{4:, the chopped walnuts/, the sunflower seeds}.'] } },
  { id: 'ghugni', name: 'Ghugni with toast', slots: ['breakfast', 'snack'], cuisine: 'indian',
    items: [['B017', 60], ['F006', 40], ['G017', 30], ['D075', 40], [MUSTARD_OIL, 7, 'f'], [BREAD, 50, 's'], ['lemon-juice', 5, 'x'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 40, serve: 'Serve the ghugni hot, topped with chopped onion and lemon, with the toast.', steps: [
      'Soak the dried peas overnight and pressure-cook 4 whistles with the cubed potato.',
      'Heat the {4:mustard oil/oil}, fry bay leaf, cumin and the onion, add ginger, tomato and roasted cumin-chilli powder.',
      'Add the peas and potato with their water and simmer 10 minutes until thick.',
      'Toast the {5:whole-grain/gluten-free} bread. {7:Season the dish with salt.}'] } },
  { id: 'chirer-pulao', name: 'Chirer pulao{ with peanuts/ with sunflower seeds}', slots: ['breakfast'], cuisine: 'indian',
    items: [['A011', 70], ['D061', 40], ['F006', 40], ['H012|H020|-', 12, 's', true], [GHEE, 6, 'f'], ['E057|-', 8, 'x'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve warm.', steps: [
      'Rinse the flattened rice, drain and rest 5 minutes.',
      'Fry the diced potato in the {4:ghee/oil} until golden{3:, then the peanuts/, then the sunflower seeds}.',
      'Add the peas with bay leaf, cumin, turmeric{6: and salt} and cook 3 minutes.',
      'Fold in the flattened rice{5: and raisins}, cover and steam 2 minutes.'] } },

  { id: 'chakuli-pitha', name: 'Chakuli pitha with aloo tarkari', slots: ['breakfast'], cuisine: 'indian', method: 'griddle',
    items: [['A015', 50], ['B003', 20], ['F006', 80], ['G017', 20], [MUSTARD_OIL, 7, 'f'], ['D075', 30], ['salt', 0.7, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the pithas hot with the tarkari, as on Odia mornings.', steps: [
      'Soak the rice and urad dal 4 hours, grind to a smooth pouring batter with {6:salt and }ferment overnight.',
      'Boil and cube the potato; cook it with the onion, tomato, cumin, turmeric and chilli in half the {4:mustard oil/oil} and a little water.',
      'Pour a ladle of batter on a hot tawa greased with the rest of the oil, spread lightly and cook covered 2 minutes.',
      'Flip and cook 1 minute more.'] } },

  // Lunch and dinner
  { id: 'macher-jhol', name: 'Macher jhol with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['S006|S002|P087', 140], ['F006', 60], ['D031', 60], ['D075', 30], [MUSTARD_OIL, 8, 'f'], [RICE, 75], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the thin curry over the rice.', steps: [
      'Rub the {0:rohu/catla/seer fish} with {6:salt and }turmeric and sear it in the {4:mustard oil/oil}; set aside.',
      'In the same oil fry panch phoron and the potato and brinjal pieces 4 minutes.',
      'Add the tomato, cumin-ginger paste and water and simmer 10 minutes; add the fish and simmer 6 minutes.',
      'Cook the {5:rice/brown rice} in twice its volume of water.'] } },
  { id: 'shorshe-fish', name: 'Shorshe {ilish/rohu} with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['P017|S006', 130, 'm', true], ['H013', 10, 'x'], [MUSTARD_OIL, 8, 'f'], [RICE, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 20, serve: 'Serve with the rice and cucumber.', steps: [
      'Soak the mustard seeds 20 minutes and grind with green chillies{5: and salt} to a paste.',
      'Rub the {0:hilsa/rohu} with turmeric{5: and salt}.',
      'Heat the {2:mustard oil/oil}, add the paste with half a cup of water, lay in the fish and slit green chillies and simmer covered 10 minutes.',
      'Cook the {3:rice/brown rice} in twice its volume of water.'] } },
  { id: 'dimer-dalna', name: 'Dimer dalna with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['M001', 110], ['F006', 80], ['G017', 40], ['D075', 40], [MUSTARD_OIL, 8, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the curry with the rice.', steps: [
      'Hard-boil and peel the eggs; halve the potatoes.',
      'Fry the eggs and potatoes with turmeric in the {4:mustard oil/oil} until lightly golden.',
      'Fry the onion, ginger and tomato with cumin and garam masala, add water, the potatoes and eggs and simmer 15 minutes.',
      'Cook the {5:rice/brown rice} in twice its volume of water. {6:Season the dish with salt.}'] } },
  { id: 'cholar-dal-rice', name: 'Cholar dal with rice and aloo posto', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B001', 50], ['H007|-', 10, 's'], [GHEE, 6, 'f'], [RICE, 70], ['F006', 80], ['G032', 8, 'x'], [MUSTARD_OIL, 4, 'f'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 35, serve: 'Serve the dal and posto with the rice.', steps: [
      'Pressure-cook the chana dal with turmeric until soft but whole.',
      'Temper cumin, bay leaf and dried chilli in the {2:ghee/oil}{1:, fry the coconut slivers} and add to the dal with ginger and a pinch of sugar.',
      'Grind the poppy seeds with green chilli; cook the cubed potato in the {6:mustard oil/oil} with nigella, add the paste and a little water and cook 10 minutes.',
      'Cook the {3:rice/brown rice} in twice its volume of water. {7:Season the dish with salt.}'] } },
  { id: 'dalma', name: 'Odia dalma with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B021', 50], ['D066', 50], ['D031', 40], ['D063', 40], ['D068', 40], [GHEE, 6, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the dalma over the rice.', steps: [
      'Cook the toor dal with turmeric until half done.',
      'Add the pumpkin, brinjal, raw banana and ridge gourd in chunks and simmer until tender.',
      'Temper panch phoron, dried chilli and {jain:grated ginger/a pinch of hing} in the {5:ghee/oil}; stir in with roasted cumin-chilli powder.',
      'Cook the {6:rice/brown rice} in twice its volume of water. {7:Season the dish with salt.}'] } },
  { id: 'chicken-kosha', name: 'Chicken kosha with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['chicken-thigh', 130], ['G017', 60], ['yogurt|-', 30, 's'], [MUSTARD_OIL, 8, 'f'], [RICE, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 45, serve: 'Serve the dark, thick kosha with the rice and cucumber.', steps: [
      'Marinate the chicken with {2:the curd, }ginger-garlic, turmeric and chilli for 20 minutes.',
      'Fry the sliced onion in the {3:mustard oil/oil} until deep brown.',
      'Add the chicken and cook on medium-low, stirring often, 30 minutes until the masala is dark and clings (kosha).',
      'Cook the {4:rice/brown rice} in twice its volume of water. {6:Season the dish with salt.}'] } },
  { id: 'shukto', name: 'Shukto with masoor dal and rice', slots: ['lunch'], cuisine: 'indian',
    items: [['D004', 40], ['F013', 50], ['D031', 50], ['D063', 40], ['D050', 40], [MUSTARD_OIL, 6, 'f'], ['B013', 40], [RICE, 70], ['L002|-', 40, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 30, serve: 'Serve the shukto first with a little rice, as Bengali meals begin, then the dal and rice.', steps: [
      'Cut the bitter gourd, sweet potato, brinjal, raw banana and beans into sticks; fry the bitter gourd briefly in the {5:mustard oil/oil}.',
      'Add the rest with panch phoron, ginger and mustard paste and a little water; cook covered 12 minutes.',
      '{8:Stir in the milk and simmer 3 minutes.}',
      'Pressure-cook the masoor dal and temper with nigella; cook the {7:rice/brown rice}. {9:Season the dish with salt.}'] } },
  { id: 'litti-chokha', name: 'Litti chokha', slots: ['lunch', 'dinner'], cuisine: 'indian', method: 'roast',
    items: [[ROTI, 80], ['B001', 35], ['D031', 100], ['F006', 60], ['D075', 50], [MUSTARD_OIL, 8, 'f'], ['salt', 1.3, 'n']],
    how: { prep: 25, cook: 40, serve: 'Serve the littis hot, broken open, with the chokha.', steps: [
      'Knead the {0:atta/jowar flour} with {6:salt and }water into a stiff dough.',
      'Mix the sattu with garlic, ginger, ajwain, lemon, chilli and a little of the {5:mustard oil/oil}; stuff balls of dough and seal.',
      'Bake at 200 °C for 25–30 minutes, turning, until firm and browned.',
      'Roast the brinjal, potato and tomato over a flame or in the oven, peel and mash with garlic, chilli{6:, salt} and the rest of the oil.'] } },
  { id: 'masor-tenga', name: 'Masor tenga with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['S006|S002', 140], ['D075', 100], ['C033|-', 60, 's'], [MUSTARD_OIL, 6, 'f'], [RICE, 70], ['lemon-juice', 10, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the light sour curry over the rice.', steps: [
      'Rub the {0:rohu/catla} with {6:salt and }turmeric and sear it lightly in the {3:mustard oil/oil}.',
      'Fry fenugreek seeds in the oil, add the chopped tomato and cook until pulpy.',
      'Add water{2: and the chopped greens}, bring to the boil, add the fish and simmer 8 minutes; finish with the lemon juice.',
      'Cook the {4:rice/brown rice} in twice its volume of water.'] } },
  { id: 'chhanar-dalna', name: 'Chhanar dalna with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['L003', 90], ['F006', 60], ['D075', 40], ['D061', 30], [GHEE, 7, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the curry with the rice.', steps: [
      'Cut the paneer (chhana) into cubes and the potato into pieces.',
      'Fry the potato in the {4:ghee/oil} with bay leaf and cumin until golden.',
      'Add ginger, tomato, turmeric and cumin-coriander, then the peas and water; simmer 10 minutes and add the paneer for 3 minutes.',
      'Cook the {5:rice/brown rice} in twice its volume of water. {6:Season the dish with salt.}'] } },

  // Snacks
  { id: 'jhalmuri', name: 'Jhal muri{ with peanuts/ with sunflower seeds}', slots: ['snack'], cuisine: 'indian',
    items: [['A012', 25], ['H012|H020|-', 12, 's', true], ['G017', 15], ['D043', 40], [MUSTARD_OIL, 3, 'f'], ['lemon-juice', 5, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 10, cook: 0, serve: 'Toss and eat at once, the Kolkata street way.', steps: [
      'Chop the onion, cucumber and a green chilli.',
      'Toss the puffed rice with them{1:, the roasted peanuts/, the sunflower seeds} and jhal muri masala.',
      'Drizzle over the raw {4:mustard oil/oil} and the lemon juice and toss again. {6:Season the dish with salt.}'] } },
  { id: 'sattu-sharbat', name: 'Namkeen sattu sharbat', slots: ['snack'], cuisine: 'indian',
    items: [['B001', 35], ['lemon-juice', 10, 'x'], ['G016', 3, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 0, serve: 'Drink chilled, a Bihari summer cooler.', steps: [
      'Whisk the sattu into a glass of cold water until smooth.',
      'Add the lemon juice, roasted cumin{3:, black salt} and the chopped mint.',
      'Stir well and serve.'] } },
  { id: 'chhena-papaya', name: 'Chhena with papaya', slots: ['snack'], cuisine: 'indian',
    items: [['L003', 60], ['E049', 150], ['lemon-juice', 5, 'x']],
    how: { prep: 5, cook: 0, serve: 'Serve chilled.', steps: [
      'Crumble the chhena (fresh paneer) with a pinch of black pepper and cardamom.',
      'Peel and cube the papaya.',
      'Spoon the chhena over the fruit and squeeze over the lemon juice.'] } },
  { id: 'shakarkandi-chaat', name: 'Shakarkandi chaat', slots: ['snack'], cuisine: 'indian',
    items: [['F013', 150], ['lemon-juice', 5, 'x'], ['G009', 3, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 25, serve: 'Serve warm.', steps: [
      'Roast or boil the sweet potato until tender, about 25 minutes.',
      'Peel and cube.',
      'Toss with chaat masala, the lemon juice and coriander. {3:Season the dish with salt.}'] } },
];

export const EAST_INDIAN_RECIPES: RecipeDef[] = DISHES.map((d) => ({ ...d, region: 'east' }));
