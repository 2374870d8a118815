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
    items: [['B016', 50], ['G017|~', 40], ['D075', 40], ['T012', 8, 'f'], [BREAD, 60], ['lemon-juice', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the misal hot with the {4:bread/gluten-free bread}{1:, chopped onion} and lemon.', steps: [
      'Sprout the moth beans (soak overnight, drain, cover 1 day) and pressure-cook 2 whistles.',
      '{jain:Fry the {1:onion in the }oil, add ginger-garlic/Heat the oil, add a pinch of hing}, tomato, goda or misal masala and cook to a masala.',
      'Add the sprouts and plenty of water and simmer 10 minutes into a thin, spicy curry (the kat).',
      'Warm the {4:whole-grain pav/gluten-free bread} on the tawa. {6:Season the dish with salt.}'] } },

  // Lunch and dinner
  { id: 'gujarati-dal-bhaat', name: 'Gujarati dal bhaat with cabbage sambharo', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B021', 50], [RICE, 70], ['C015', 100], ['D075', 40], ['T012', 7, 'f'], ['I001|-', 5, 'x'], ['E064', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the dal over the rice with the sambharo beside it.', steps: [
      'Pressure-cook the toor dal, whisk smooth and simmer with tomato, {jain:ginger/a pinch of hing}, tamarind{5:, jaggery} and a pinch of turmeric.',
      'Temper with mustard seeds, cloves, cinnamon and curry leaves in half the oil.',
      'Cook the {1:rice/brown rice} in twice its volume of water.',
      'Stir-fry the shredded cabbage 3 minutes in the rest of the oil with mustard seeds, green chilli{7: and salt}.'] } },
  { id: 'undhiyu-roti', name: 'Undhiyu with roti', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['D050', 60], ['F013|~D063', 60], ['F006|~', 50], ['D031', 50], ['C020', 25], ['B001', 15], ['T012', 10, 'f'], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 30, cook: 35, serve: 'Serve hot with the rotis.', steps: [
      'Mix the methi with besan, spices and a little water, shape into small muthia and steam 12 minutes.',
      'Cut the beans, {1:sweet potato/raw banana}{2:, potato} and brinjal into chunks and coat in green masala (coriander, coconut, {jain:garlic, /}chilli).',
      'Heat the oil with ajwain, layer the vegetables, cover and cook on low 20 minutes, adding the muthia for the last 5.',
      'Knead the {7:atta/jowar flour}, roll into rotis and cook on a hot tawa. {8:Season the dish with salt.}'] } },
  { id: 'bajra-rotla-ringan', name: 'Bajra roti with ringan nu shaak{ and chaas}', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['A003', 80], ['D031', 150], ['G017|~', 30], ['D075', 30], ['T012', 7, 'f'], ['buttermilk|-', 200, 's', true], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the rotis hot with the shaak{5: and a glass of chaas}.', steps: [
      'Knead the bajra flour with warm water a little at a time; pat thick rotis between your palms.',
      'Cook on a hot tawa, then directly over the flame until they puff.',
      '{jain:Fry the {2:onion in the }oil with mustard seeds and garlic/Heat the oil with mustard seeds and a pinch of hing}, add the chopped brinjal, tomato and spices; cover and cook 15 minutes. {6:Season the dish with salt.}'] } },
  { id: 'goan-fish-curry', name: 'Goan fish curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['P087|P057|P034', 140], ['H007', 25], ['G017', 30], ['D075', 40], ['E064', 5, 'x'], [COCONUT_OIL, 6, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 25, serve: 'Serve the curry over the rice.', steps: [
      'Grind the coconut with Kashmiri chillies, coriander seeds, cumin, turmeric, garlic and the tamarind into a smooth paste.',
      'Soften the onion in the {5:coconut oil/oil}, add the paste, the tomato and water and simmer 8 minutes.',
      'Slide in the {0:seer fish/pomfret/mackerel} and simmer 8 minutes.',
      'Cook the {6:rice/brown rice} in twice its volume of water. {7:Season the dish with salt.}'] } },
  { id: 'pav-bhaji', name: 'Pav bhaji with whole-grain pav', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['F006|~D063', 100], ['D036', 60], ['D061', 40], ['D033', 40], ['D075', 80], ['G017|~', 30], ['butter|T012', 8, 'f'], [BREAD, 70], ['lemon-juice', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the bhaji hot with the toasted {7:pav/gluten-free bread}{5:, chopped onion} and lemon.', steps: [
      'Boil the {0:potato/raw banana}, cauliflower and peas until soft; mash.',
      'Cook the {5:onion, }capsicum and tomato in most of the {6:butter/oil} with pav bhaji masala until soft.',
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
  // Classic Jain household dishes of Gujarat, Rajasthan and Maharashtra: no onion, garlic or root vegetable in any
  // version (issue 30: a Jain member in the west gets a week of mains).
  { id: 'gatte-ki-sabzi', name: 'Gatte ki sabzi with bajra roti', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B001', 50], ['yogurt|soy-yogurt', 100], ['D075', 40], [GHEE, 8, 'f'], ['A003', 60], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 35, serve: 'Serve the gatte hot with the bajra rotis and sliced cucumber.', steps: [
      'Knead the besan with ajwain, chilli, turmeric, a spoon of the {1:curd/soy yogurt}{6:, salt} and a little of the {3:ghee/oil} into a stiff dough; roll into finger-thick logs.',
      'Boil the logs 10 minutes until they float; cool and cut into rounds (the gatte).',
      'Whisk the rest of the {1:curd/soy yogurt} with coriander powder, chilli and turmeric; heat the {3:ghee/oil} with cumin and a pinch of hing, add the chopped tomato, then the {1:curd/soy yogurt}, stirring until it boils.',
      'Add the gatte and simmer 8 minutes; knead the bajra flour with warm water, pat out rotis and cook on a hot tawa.'] } },
  { id: 'sev-tameta', name: 'Sev tameta nu shaak with rotli', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['D075', 200], ['B001', 30], ['T012', 10, 'f'], ['I001|-', 5, 'x'], [ROTI, 70], ['B021', 30], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the shaak hot with the rotlis and the dal, the sev scattered on at the table.', steps: [
      'Knead the besan with a little of the oil, chilli and water into a soft dough; press through a sev maker into the hot oil left in a small pan and fry crisp (or use 35 g of ready thick sev).',
      'Heat a spoon of the oil with mustard seeds, cumin and a pinch of hing; add the chopped tomatoes, turmeric, chilli{3:, the jaggery}{6: and salt} and cook 8 minutes into a soft gravy.',
      'Pressure-cook the toor dal with turmeric and whisk into a thin dal.',
      'Knead the {4:atta/jowar flour}, roll thin rotlis and cook on a hot tawa; fold the sev into the shaak just before eating.'] } },
  { id: 'panchkuti-dal', name: 'Panchkuti dal with jeera rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B021', 15], ['B010', 15], ['B001', 10], ['B003', 10], ['B013', 10], ['D075', 50], [GHEE, 7, 'f'], [RICE, 70], ['D043', 60, 's'], ['lemon-juice', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the dal over the jeera rice with a squeeze of lemon and sliced cucumber.', steps: [
      'Rinse the five dals (toor, moong, chana, urad and masoor) together and soak 30 minutes.',
      'Pressure-cook them with turmeric and 4 times their volume of water for 4 whistles; whisk lightly.',
      'Heat the {6:ghee/oil}, splutter cumin, cloves and a pinch of hing, add the chopped tomato and chilli and cook 3 minutes; pour in the dal{10: with the salt} and simmer 5 minutes.',
      'Cook the {7:rice/brown rice} with a teaspoon of cumin seeds in twice its volume of water.'] } },
  { id: 'pithla-bhakri', name: 'Pithla with jowar bhakri and koshimbir', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B001', 45], ['A005', 75], ['D075', 40], ['T012', 8, 'f'], ['D043', 80, 's'], ['H012|H020|-', 10, 's'], ['G009', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the pithla hot with the bhakri and the koshimbir.', steps: [
      'Whisk the besan into 2½ times its volume of water with turmeric{7: and salt} until smooth.',
      'Heat the oil with mustard seeds, cumin, a pinch of hing, curry leaves and green chilli; add the chopped tomato, then pour in the besan, stirring, and cook on low 8 minutes until thick; finish with the coriander.',
      'Knead the jowar flour with warm water a little at a time; pat out thick bhakris and cook on a hot tawa, turning once, until spotted.',
      'Dice the cucumber{5: with the crushed roasted peanuts/ with the sunflower seeds}, lemon and a pinch of sugar for the koshimbir.'] } },
  { id: 'kadhi-khichdi', name: 'Gujarati kadhi with khichdi', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['yogurt|soy-yogurt', 150], ['B001', 15], [RICE, 50], ['B010', 35], [GHEE, 7, 'f'], ['I001|-', 5, 'x'], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve the khichdi with the kadhi poured over it and cucumber alongside.', steps: [
      'Rinse the {2:rice/brown rice} with the moong dal and pressure-cook with turmeric and 4 times their volume of water for 3 whistles.',
      'Whisk the {0:curd/soy yogurt} with the besan and 2 cups of water{5:, the jaggery} until smooth; simmer, stirring, 15 minutes{7: with the salt}.',
      'Heat the {4:ghee/oil} with cumin, cloves, cinnamon, curry leaves and a pinch of hing and pour it into the kadhi.',
      'Slice the cucumber.'] } },
  { id: 'bharela-bhinda', name: 'Bharela bhinda with toor dal and rotli', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['D056', 150], ['B001', 15], ['H012|H020|-', 10, 's'], ['T012', 8, 'f'], ['B021', 40], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 30, serve: 'Serve the bhinda and dal hot with the rotlis.', steps: [
      'Dry-roast the besan until it smells nutty; mix with coriander-cumin powder, chilli, turmeric, amchur{2:, the crushed roasted peanuts/, the ground sunflower seeds}{6: and salt}.',
      'Wash and dry the okra, slit each one lengthwise and fill with the masala.',
      'Cook the okra in the oil with a pinch of hing, covered on low 12 minutes, turning now and then until tender.',
      'Pressure-cook the toor dal with turmeric and whisk into a thin dal; knead the {5:atta/jowar flour}, roll rotlis and cook on a hot tawa.'] } },

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
