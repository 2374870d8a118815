/**
 * West Indian dishes (Gujarat, Maharashtra, Goa, Rajasthan). Same conventions as recipes-indian.ts; every dish has
 * its own method (`how`, see DishMethod in recipe-types.ts).
 */
import type { RecipeDef } from './recipe-types';

const GHEE = 'T013|T012';
const RICE = 'A015|A013';
const ROTI = 'A019|A005';
const CURD = 'yogurt|soy-yogurt|-';
const BREAD = 'bread-ww|bread-gf';
const COCONUT_OIL = 'T001|T012';

// prettier-ignore
const DISHES: RecipeDef[] = [
  // Breakfast
  { id: 'thalipeeth', name: 'Thalipeeth{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', method: 'griddle',
    items: [['A005', 40], ['A003', 20], ['B001', 20], ['G017', 30], ['T012', 7, 'f'], [CURD, 100, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve hot{5: with the curd/ with the soy yogurt} and a little white butter or chutney.', steps: [
      'Mix the jowar, bajra and besan with the chopped onion, coriander, cumin, chilli{6: and salt}; knead with water into a soft dough.',
      'Pat a ball of dough into a thin round on a greased sheet and make a few holes in it.',
      'Cook on a hot tawa with oil in the holes, covered, 3 minutes; flip and crisp the other side.'] } },
  { id: 'handvo', name: 'Vegetable handvo{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', method: 'griddle',
    items: [[RICE, 40], ['B021', 20], ['B001', 15], ['D007', 60], ['F002', 20], ['T012', 7, 'f'], ['H011', 3, 'x'], [CURD, 80, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 30, serve: 'Serve warm in wedges{7: with the curd/ with the soy yogurt}.', steps: [
      'Soak the {0:rice/brown rice} and dals 4 hours, grind coarsely and ferment 6 hours (or overnight).',
      'Stir in the grated bottle gourd and carrot, ginger, chilli, turmeric{8: and salt}.',
      'Heat the oil in a heavy pan, splutter mustard and sesame seeds, pour in the batter, cover and cook on low 12 minutes.',
      'Flip and cook the other side 8 minutes until crusty.'] } },
  { id: 'khaman-dhokla', name: 'Khaman dhokla with green chutney', slots: ['breakfast', 'snack'], cuisine: 'indian', method: 'saute',
    items: [['B001', 60], ['T012', 5, 'f'], ['H007|-', 8, 's'], ['G009', 5, 'x'], ['lemon-juice', 8, 'x'], ['salt', 0.7, 'n'], ['baking-soda', 0.5, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve at room temperature with the green chutney; keeps a day.', steps: [
      'Whisk the besan with water, ginger-chilli paste, lemon juice, a pinch of sugar{5: and salt} into a smooth batter; rest 10 minutes.',
      'Stir in {6:baking soda}, pour into a greased tin and steam 15 minutes until a knife comes out clean.',
      'Temper mustard seeds, green chilli and curry leaves in the oil with a little water and pour over the cut dhokla.',
      'Scatter coriander{2: and grated coconut}; grind the rest of the coriander with chilli and lemon into a chutney.'] } },
  { id: 'methi-muthia', name: 'Methi muthia{ with curd/ with soy yogurt}', slots: ['breakfast', 'snack'], cuisine: 'indian', method: 'saute',
    items: [[ROTI, 40], ['B001', 20], ['C020', 40], ['T012', 5, 'f'], ['H011', 3, 'x'], [CURD, 60, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve warm{5: with the curd/ with the soy yogurt} and green chutney.', steps: [
      'Mix the {0:atta/jowar flour} and besan with the chopped methi, ginger-chilli paste, turmeric, lemon{6: and salt}; knead to a soft dough with a little water.',
      'Roll into finger-thick logs and steam 15 minutes; cool and slice.',
      'Temper mustard and sesame seeds in the oil and toss the slices until lightly crisp.'] } },
  { id: 'misal-pav', name: 'Misal with whole-grain pav', slots: ['breakfast', 'lunch'], cuisine: 'indian',
    items: [['B016', 50], ['G017', 40], ['D075', 40], ['T012', 8, 'f'], [BREAD, 60], ['lemon-juice', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the misal hot with the {4:bread/gluten-free bread}, chopped onion and lemon.', steps: [
      'Sprout the moth beans (soak overnight, drain, cover 1 day) and pressure-cook 2 whistles.',
      'Fry the onion in the oil, add ginger-garlic, tomato, goda or misal masala and cook to a masala.',
      'Add the sprouts and plenty of water and simmer 10 minutes into a thin, spicy curry (the kat).',
      'Warm the {4:whole-grain pav/gluten-free bread} on the tawa. {6:Season the dish with salt.}'] } },

  // Lunch and dinner
  { id: 'gujarati-dal-bhaat', name: 'Gujarati dal bhaat with cabbage sambharo', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B021', 50], [RICE, 70], ['C015', 100], ['D075', 40], ['T012', 7, 'f'], ['I001|-', 5, 'x'], ['E064', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the dal over the rice with the sambharo beside it.', steps: [
      'Pressure-cook the toor dal, whisk smooth and simmer with tomato, ginger, tamarind{5:, jaggery} and a pinch of turmeric.',
      'Temper with mustard seeds, cloves, cinnamon and curry leaves in half the oil.',
      'Cook the {1:rice/brown rice} in twice its volume of water.',
      'Stir-fry the shredded cabbage 3 minutes in the rest of the oil with mustard seeds, green chilli{7: and salt}.'] } },
  { id: 'undhiyu-roti', name: 'Undhiyu with roti', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['D050', 60], ['F013', 60], ['F006', 50], ['D031', 50], ['C020', 25], ['B001', 15], ['T012', 10, 'f'], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 30, cook: 35, serve: 'Serve hot with the rotis.', steps: [
      'Mix the methi with besan, spices and a little water, shape into small muthia and steam 12 minutes.',
      'Cut the beans, sweet potato, potato and brinjal into chunks and coat in green masala (coriander, coconut, garlic, chilli).',
      'Heat the oil with ajwain, layer the vegetables, cover and cook on low 20 minutes, adding the muthia for the last 5.',
      'Knead the {7:atta/jowar flour}, roll into rotis and cook on a hot tawa. {8:Season the dish with salt.}'] } },
  { id: 'bajra-rotla-ringan', name: 'Bajra roti with ringan nu shaak{ and chaas}', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['A003', 80], ['D031', 150], ['G017', 30], ['D075', 30], ['T012', 7, 'f'], ['buttermilk|-', 200, 's', true], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the rotis hot with the shaak{5: and a glass of chaas}.', steps: [
      'Knead the bajra flour with warm water a little at a time; pat thick rotis between your palms.',
      'Cook on a hot tawa, then directly over the flame until they puff.',
      'Fry the onion in the oil with mustard seeds and garlic, add the chopped brinjal, tomato and spices; cover and cook 15 minutes. {6:Season the dish with salt.}'] } },
  { id: 'goan-fish-curry', name: 'Goan fish curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['P087|P057|P034', 140], ['H007', 25], ['G017', 30], ['D075', 40], ['E064', 5, 'x'], [COCONUT_OIL, 6, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 25, serve: 'Serve the curry over the rice.', steps: [
      'Grind the coconut with Kashmiri chillies, coriander seeds, cumin, turmeric, garlic and the tamarind into a smooth paste.',
      'Soften the onion in the {5:coconut oil/oil}, add the paste, the tomato and water and simmer 8 minutes.',
      'Slide in the {0:seer fish/pomfret/mackerel} and simmer 8 minutes.',
      'Cook the {6:rice/brown rice} in twice its volume of water. {7:Season the dish with salt.}'] } },
  { id: 'pav-bhaji', name: 'Pav bhaji with whole-grain pav', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['F006', 100], ['D036', 60], ['D061', 40], ['D033', 40], ['D075', 80], ['G017', 30], ['butter|T012', 8, 'f'], [BREAD, 70], ['lemon-juice', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the bhaji hot with the toasted {7:pav/gluten-free bread}, chopped onion and lemon.', steps: [
      'Boil the potato, cauliflower and peas until soft; mash.',
      'Cook the onion, capsicum and tomato in most of the {6:butter/oil} with pav bhaji masala until soft.',
      'Add the mashed vegetables and a little water and mash together over the heat 10 minutes.',
      'Toast the {7:pav/bread} on the tawa with the rest of the {6:butter/oil}. {9:Season the dish with salt.}'] } },
  { id: 'chicken-xacuti', name: 'Chicken xacuti with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['chicken-thigh', 130], ['H006', 15, 's'], ['G017', 50], ['D075', 40], ['T012', 8, 'f'], [RICE, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 40, serve: 'Serve with the rice and sliced cucumber.', steps: [
      'Dry-roast the coconut with poppy seeds, red chillies, coriander, cumin, pepper, cloves and star anise; grind with water.',
      'Fry the onion in the oil, add the paste and tomato and cook 5 minutes.',
      'Add the chicken and a cup of water; simmer covered 25 minutes.',
      'Cook the {5:rice/brown rice} in twice its volume of water. {7:Season the dish with salt.}'] } },
  { id: 'varan-bhaat', name: 'Varan bhaat with bhindi', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B021', 50], [RICE, 70], [GHEE, 8, 'f'], ['D056', 120], ['lemon-juice', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the varan over the rice with a spoon of {2:ghee/oil} and a squeeze of lemon, bhindi beside.', steps: [
      'Pressure-cook the toor dal with turmeric and asafoetida; whisk with {5:salt and }hot water (varan).',
      'Cook the {1:rice/brown rice} in twice its volume of water.',
      'Slice the dry okra and stir-fry in most of the {2:ghee/oil} with mustard seeds and goda masala until no longer sticky.'] } },
  { id: 'dal-dhokli', name: 'Dal dhokli', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B021', 50], [ROTI, 55], ['D075', 40], ['T012', 7, 'f'], ['H012|H020|-', 10, 's'], ['I001|-', 5, 'x'], ['E064', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 30, serve: 'Serve hot in a bowl.', steps: [
      'Pressure-cook the toor dal, whisk and simmer with water, tomato, tamarind{5:, jaggery} and Gujarati spices{4: and the peanuts/ and the sunflower seeds}.',
      'Knead the {1:atta/jowar flour} with turmeric, ajwain, chilli{7: and salt}, roll thin and cut into diamonds.',
      'Drop the pieces into the boiling dal and simmer 12 minutes until cooked.',
      'Temper mustard seeds, cloves and curry leaves in the oil and pour over.'] } },

  // Snacks
  { id: 'khakhra-chaas', name: 'Methi khakhra with masala chaas', slots: ['snack'], cuisine: 'indian',
    items: [['A019|A005', 30], ['C020', 10], ['buttermilk', 200], ['salt', 0.5, 'n']],
    how: { prep: 15, cook: 10, serve: 'Serve the crisp khakhras with the chaas; khakhras keep 2 weeks in a tin.', steps: [
      'Knead the {0:atta/jowar flour} with the chopped methi{3:, salt} and water; roll paper-thin.',
      'Roast on a low tawa, pressing with a cloth, until crisp and spotted on both sides.',
      'Whisk the buttermilk with roasted cumin{3: and salt}.'] } },
  { id: 'bhel', name: 'Bhel{ with peanuts/ with sunflower seeds}', slots: ['snack'], cuisine: 'indian',
    items: [['A012', 25], ['G017', 20], ['D075', 30], ['H012|H020|-', 10, 's', true], ['lemon-juice', 5, 'x'], ['G009', 3, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 10, cook: 0, serve: 'Mix just before eating so the puffed rice stays crisp.', steps: [
      'Chop the onion, tomato and coriander finely.',
      'Toss the puffed rice with them{3:, the roasted peanuts/, the sunflower seeds}, chaat masala and a spoon of green chutney.',
      'Squeeze over the lemon juice. {6:Season the dish with salt.}'] } },
];

export const WEST_INDIAN_RECIPES: RecipeDef[] = DISHES.map((d) => ({ ...d, region: 'west' }));
