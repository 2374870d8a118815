/**
 * North Indian dishes (Punjab, Delhi, Uttar Pradesh, Himachal, Kashmir). Same conventions as recipes-indian.ts:
 * `[alternatives, grams, role?, inName?]`, raw/dry grams for one portion in a ~2000 kcal day; every dish has its
 * own method (`how`, see DishMethod in recipe-types.ts; `{n:a/b}` names ingredient n as the diet uses it).
 */
import type { RecipeDef } from './recipe-types';

const GHEE = 'T013|T012';
const RICE = 'A015|A013';
const ROTI = 'A019|A005';
const CURD = 'yogurt|soy-yogurt|-';
const MILK = 'L002|soy-milk|almond-milk';

// prettier-ignore
const DISHES: RecipeDef[] = [
  // Breakfast
  { id: 'gobi-paratha', name: 'Gobi paratha{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian',
    items: [[ROTI, 80], ['D036', 100], [GHEE, 8, 'f'], [CURD, 100, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 15, serve: 'Serve hot{3: with the curd/ with the soy yogurt} and green chutney.', steps: [
      'Knead the {0:atta/jowar flour} with water into a soft dough; rest 10 minutes.',
      'Grate the cauliflower, squeeze out the water and mix with green chilli, ginger, coriander, ajwain{4: and salt}.',
      'Stuff a disc of dough with the filling, seal and roll out gently.',
      'Cook on a hot tawa, brushing each side with {2:ghee/oil}, until golden spots appear.'] } },
  { id: 'mooli-paratha', name: 'Mooli paratha{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian',
    items: [[ROTI, 80], ['F010', 100], ['C031|-', 20, 's'], [GHEE, 8, 'f'], [CURD, 100, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 15, serve: 'Serve hot{4: with the curd/ with the soy yogurt}.', steps: [
      'Grate the radish{2: and chop its leaves}{5:, salt} it and squeeze out the water after 10 minutes.',
      'Knead the {0:atta/jowar flour} into a soft dough and rest 10 minutes.',
      'Mix the radish with green chilli, ajwain and coriander, stuff the dough and roll out.',
      'Cook on a hot tawa with the {3:ghee/oil} until crisp and golden on both sides.'] } },
  { id: 'sweet-dalia', name: 'Meetha dalia with {milk/soy milk/almond milk}{ and almonds/ and sunflower seeds}', slots: ['breakfast'], cuisine: 'indian',
    items: [['A021|A016', 50], [MILK, 250, 'm', true], ['I001|-', 8, 'x'], ['H001|H020|-', 12, 's', true], ['E012', 60, 's'], [GHEE, 3, 'f']],
    how: { prep: 5, cook: 20, serve: 'Serve warm with the sliced banana.', steps: [
      'Roast the {0:dalia/samai} in the {5:ghee/oil} for 3 minutes until it smells toasty.',
      'Add a cup of water and pressure-cook 2 whistles (or simmer 12 minutes) until soft.',
      'Stir in the {1:milk/soy milk/almond milk}{2:, the jaggery} and a pinch of cardamom; simmer 5 minutes.',
      'Top with the {3:chopped almonds/sunflower seeds}.'] } },
  { id: 'suji-cheela', name: '{Suji/Besan} vegetable cheela{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian',
    items: [['A022|B001', 60, 'm', true], ['D075', 30], ['G017', 30], ['D033', 30], ['T012', 6, 'f'], [CURD, 100, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve hot{5: with the curd/ with the soy yogurt} and green chutney.', steps: [
      'Whisk the {0:suji/besan} with water{6: and salt} into a thick batter; rest 10 minutes.',
      'Stir in the finely chopped tomato, onion, capsicum and green chilli.',
      'Spread a ladle on a hot oiled tawa and cook 2–3 minutes a side until golden.'] } },

  // Lunch and dinner
  { id: 'sarson-saag-makki', name: 'Sarson da saag with makki roti', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['C026', 150], ['C033', 60], ['A006', 80], ['G017', 30], ['G014', 5, 'x'], [GHEE, 9, 'f'], ['buttermilk|-', 200, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 40, serve: 'Serve the saag hot with the makki rotis{6: and a glass of chaas}.', steps: [
      'Wash and chop the mustard greens and spinach; pressure-cook with ginger, green chilli and a little water for 3 whistles.',
      'Mash coarsely, adding a spoon of makki flour to bind; simmer 10 minutes.',
      'Heat the {5:ghee/oil}, fry garlic and onion golden and pour over the saag.',
      'Knead the rest of the makki flour with warm water, pat out rotis by hand and cook on a hot tawa. {7:Season the dish with salt.}'] } },
  { id: 'dal-makhani-roti', name: 'Dal makhani with roti', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B004', 45], ['B020', 15], ['D075', 60], ['G017|~', 30], ['butter|T012', 8, 'f'], [ROTI, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 60, serve: 'Serve the dal hot with the rotis and sliced cucumber.', steps: [
      'Soak the whole urad and rajma overnight; pressure-cook{7: with salt} for 8 whistles until very soft.',
      'Melt the {4:butter/oil}, {jain:fry ginger-garlic{3: and onion}/add a pinch of hing and a little garam masala}, add the puréed tomato and chilli and cook until thick.',
      'Add the dal and simmer on low 20 minutes, mashing some of the beans; finish with kasuri methi.',
      'Knead the {5:atta/jowar flour}, roll into rotis and cook on a hot tawa.'] } },
  { id: 'kadhai-paneer-roti', name: 'Kadhai paneer with roti', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['L003', 90], ['D033', 80], ['D075', 60], ['G017|~', 40], ['T012', 8, 'f'], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve hot with the rotis.', steps: [
      'Dry-roast coriander seeds and red chillies and crush them coarsely.',
      'Heat the oil in a kadhai, fry the {3:onion and }capsicum squares 3 minutes, add the tomato and crushed spices and cook to a thick masala.',
      'Add the paneer cubes and toss 2 minutes; season.',
      'Knead the {5:atta/jowar flour}, roll into rotis and cook on a hot tawa. {6:Season the dish with salt.}'] } },
  { id: 'matar-paneer-rice', name: 'Matar paneer with jeera rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['L003', 80], ['D061', 70], ['D075', 60], ['G017|~', 40], ['T012', 8, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the curry over the jeera rice.', steps: [
      'Cook the {5:rice/brown rice} with a teaspoon of cumin seeds{6: and salt} in twice its volume of water.',
      'Heat the oil, {3:brown the onion, }{jain:add ginger-garlic and/add a pinch of hing, then} the puréed tomato with turmeric, chilli and garam masala; cook 8 minutes.',
      'Add the peas and a cup of water and simmer 8 minutes.',
      'Add the paneer cubes and simmer 3 minutes more.'] } },
  { id: 'chicken-saag', name: 'Chicken saag with roti', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['chicken-thigh', 130], ['C033', 150], ['G017', 40], ['D075', 40], ['T012', 8, 'f'], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 35, serve: 'Serve hot with the rotis.', steps: [
      'Cut the chicken into pieces and rub with {6:salt, }turmeric and chilli; rest 15 minutes.',
      'Blanch the spinach 2 minutes and blend to a coarse purée.',
      'Heat the oil, brown the onion with ginger-garlic, add the tomato and chicken and cook 10 minutes; add the spinach and simmer covered 15 minutes.',
      'Knead the {5:atta/jowar flour}, roll into rotis and cook on a hot tawa.'] } },
  { id: 'rogan-josh', name: 'Kashmiri rogan josh with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['O001', 120], ['yogurt|-', 50, 's'], ['G017', 30], ['T006|T012', 8, 'f'], [RICE, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 70, serve: 'Serve the curry with the rice and sliced cucumber.', steps: [
      'Heat the {3:mustard oil/oil} until it smokes lightly, cool a minute, then fry cloves, cardamom and bay leaf.',
      'Brown the mutton in it with the onion, then add Kashmiri chilli, fennel and dry ginger powder.',
      '{1:Stir in the whisked curd a spoon at a time, }add water and simmer covered 1 hour (or pressure-cook 5 whistles) until tender.',
      'Cook the {4:rice/brown rice} in twice its volume of water. {6:Season the dish with salt.}'] } },
  { id: 'aloo-matar-roti', name: 'Aloo matar with roti{ and curd/ and soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['F006', 120], ['D061', 80], ['D075', 60], ['G017', 30], ['T012', 7, 'f'], [ROTI, 75], [CURD, 100, 's', true], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve hot with the rotis{6: and a bowl of curd/ and a bowl of soy yogurt}.', steps: [
      'Peel and cube the potato.',
      'Heat the oil, splutter cumin, fry the onion, add the tomato, turmeric, coriander and chilli and cook 5 minutes.',
      'Add the potato, peas and 1½ cups of water; cover and simmer 15 minutes until the potato is soft.',
      'Knead the {5:atta/jowar flour}, roll into rotis and cook on a hot tawa. {7:Season the dish with salt.}'] } },
  { id: 'lobia-rice', name: 'Lobia masala with rice and salad', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B005', 60], ['D075', 60], ['G017|~', 40], ['T012', 7, 'f'], [RICE, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 40, serve: 'Serve the lobia over the rice with the cucumber salad.', steps: [
      'Soak the lobia 6 hours; pressure-cook 4 whistles until soft.',
      'Heat the oil, {2:brown the onion, }add {jain:ginger-garlic/a pinch of hing}, tomato and the spices and cook to a masala.',
      'Add the lobia with some of its water and simmer 10 minutes.',
      'Cook the {4:rice/brown rice} in twice its volume of water; slice the cucumber. {6:Season the dish with salt.}'] } },
  { id: 'tinda-moong-dal', name: 'Tinda masala with moong dal and roti', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['D073', 150], ['B010', 45], ['D075', 40], ['T012', 7, 'f'], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the tinda and dal hot with the rotis.', steps: [
      'Pressure-cook the moong dal with turmeric for 2 whistles; temper with cumin.',
      'Peel and quarter the tinda.',
      'Heat the oil, splutter cumin, add the tomato and spices, then the tinda; cover and cook 12 minutes until soft.',
      'Knead the {4:atta/jowar flour}, roll into rotis and cook on a hot tawa. {5:Season the dish with salt.}'] } },

  // Snacks
  { id: 'peanut-chaat', name: '{Peanut/Sunflower seed} chaat', slots: ['snack'], cuisine: 'indian',
    items: [['H012|H020', 30, 'm', true], ['G017', 20], ['D075', 30], ['lemon-juice', 5, 'x'], ['G009', 3, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 5, serve: 'Eat straight away, while the {0:peanuts/seeds} are crunchy.', steps: [
      'Dry-roast the {0:peanuts/sunflower seeds} 4 minutes and cool.',
      'Chop the onion and tomato finely.',
      'Toss everything with chaat masala, the lemon juice and coriander. {5:Season the dish with salt.}'] } },
  { id: 'kala-chana-chaat', name: 'Kala chana chaat', slots: ['snack'], cuisine: 'indian',
    items: [['B002', 40], ['D043', 40], ['D075', 30], ['G017', 15], ['lemon-juice', 5, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve at room temperature; keeps a day in the fridge.', steps: [
      'Soak the chana overnight and pressure-cook 5 whistles until tender; drain and cool.',
      'Dice the cucumber, tomato and onion.',
      'Toss with chaat masala, roasted cumin{5:, salt} and the lemon juice.'] } },
  { id: 'masala-lassi', name: 'Masala lassi with roasted jeera', slots: ['snack'], cuisine: 'indian',
    items: [['yogurt', 200], ['G016', 3, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 0, serve: 'Serve chilled in a tall glass.', steps: [
      'Whisk the curd with half a glass of cold water until frothy.',
      'Add roasted cumin powder{2:, black salt} and the chopped mint.',
      'Whisk again and chill.'] } },
];

export const NORTH_INDIAN_RECIPES: RecipeDef[] = DISHES.map((d) => ({ ...d, region: 'north' }));
