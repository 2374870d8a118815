/**
 * Mexican and Latin American dishes. Same conventions as recipes-international.ts; every dish has its own method
 * (`how`, see DishMethod in recipe-types.ts). Corn tortillas are the gluten-free fallback for flour ones.
 */
import type { RecipeDef } from './recipe-types';

const RICE = 'A015|A013';
const TORTILLA = 'tortilla-flour|tortilla-corn';

// prettier-ignore
export const LATIN_RECIPES: RecipeDef[] = [
  // Breakfast
  { id: 'huevos-rancheros', name: 'Huevos rancheros{ with avocado}', slots: ['breakfast'], cuisine: 'international', method: 'saute',
    items: [['M001', 110], ['tortilla-corn', 50], ['black-beans', 30], ['D075', 100], ['G017', 30], ['olive-oil', 6, 'f'], ['E007|-', 40, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve at once with hot sauce and lime.', steps: [
      'Warm the cooked black beans (soaked overnight and boiled 45 minutes, or tinned) with cumin and mash lightly.',
      'Simmer the chopped tomato and onion with chilli and garlic 8 minutes into a ranchero salsa.',
      'Fry the eggs in the olive oil; warm the tortillas in a dry pan.',
      'Layer tortillas, beans, eggs and salsa{6:, and top with the sliced avocado}. {7:Season the dish with salt.}'] } },
  { id: 'breakfast-burrito', name: 'Egg and bean breakfast burrito', slots: ['breakfast'], cuisine: 'international', method: 'saute',
    items: [[TORTILLA, 45], ['M001', 100], ['black-beans', 25], ['D075', 40], ['cheddar|-', 15, 's'], ['olive-oil', 4, 'f'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 10, serve: 'Roll tightly and eat warm; wrapped in foil it travels.', steps: [
      'Warm the cooked black beans with cumin{6: and salt}.',
      'Scramble the eggs in the olive oil until just set.',
      'Warm the {0:flour/corn} tortilla and fill with the eggs, beans, chopped tomato{4: and grated cheddar}; roll up.'] } },
  { id: 'arepas-eggs', name: 'Arepas with scrambled eggs{ and avocado}', slots: ['breakfast'], cuisine: 'international', method: 'griddle',
    items: [['cornmeal', 60], ['M001', 100], ['E007|-', 40, 's', true], ['D075', 40], ['olive-oil', 5, 'f'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve the arepas split open and filled, hot.', steps: [
      'Mix the pre-cooked corn flour with warm water{5: with salt} into a soft dough; rest 5 minutes and shape 2 thick patties.',
      'Cook on an oiled griddle 6–7 minutes a side until crusty and hollow-sounding.',
      'Scramble the eggs with the chopped tomato and spring onion (perico).',
      'Split the arepas and fill with the eggs{2: and sliced avocado}.'] } },

  // Lunch and dinner
  { id: 'chicken-fajitas', name: 'Chicken fajitas with peppers', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['chicken-breast', 130], ['D033', 70], ['D034', 70], ['G017', 50], [TORTILLA, 70], ['olive-oil', 8, 'f'], ['greek-yogurt|-', 40, 's'], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 15, serve: 'Bring the pan to the table and fill the tortillas as you eat{6:, with the yogurt in place of sour cream}.', steps: [
      'Slice the chicken, peppers and onion into strips; toss the chicken with cumin, paprika, garlic and the lemon juice.',
      'Sear the chicken in a hot pan with half the olive oil 5 minutes; set aside.',
      'Cook the peppers and onion in the rest of the oil 5 minutes until charred but crisp; return the chicken.',
      'Warm the {4:flour/corn} tortillas. {8:Season the dish with salt.}'] } },
  { id: 'bean-enchiladas', name: 'Black bean and sweet potato enchiladas', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'roast',
    items: [['tortilla-corn', 75], ['black-beans', 45], ['F013', 120], ['D075', 100], ['cheddar|-', 20, 's'], ['olive-oil', 5, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 20, cook: 50, serve: 'Serve hot from the dish with a green salad.', steps: [
      'Cook the soaked black beans 45 minutes (or use tinned); roast the diced sweet potato at 200 °C for 20 minutes.',
      'Simmer the tomato with garlic, cumin and chilli in the olive oil into a sauce.',
      'Fill the tortillas with the beans and sweet potato, roll and lay in a dish; pour over the sauce{4: and scatter the cheddar}.',
      'Bake at 190 °C for 20 minutes. {6:Season the dish with salt.}'] } },
  { id: 'arroz-con-pollo', name: 'Arroz con pollo', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['chicken-thigh', 130], [RICE, 70], ['D061', 40], ['D034', 50], ['D075', 60], ['G017', 30], ['olive-oil', 7, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 40, serve: 'Serve straight from the pan with lime.', steps: [
      'Brown the seasoned chicken pieces in the olive oil; set aside.',
      'Soften the onion, pepper and garlic with cumin, oregano and a pinch of turmeric or saffron; add the tomato.',
      'Stir in the {1:rice/brown rice}, add twice its volume of stock and the chicken; cover and simmer 20 minutes.',
      'Scatter the peas on top for the last 5 minutes. {7:Season the dish with salt.}'] } },
  { id: 'veggie-feijoada', name: 'Black bean feijoada with rice, greens and orange', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['black-beans', 55], [RICE, 60], ['kale|C014', 60], ['G017', 30], ['olive-oil', 6, 'f'], ['E047', 130, 's'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 60, serve: 'Serve the beans with the rice and greens and the orange slices, as in Brazil.', steps: [
      'Soak the black beans overnight and simmer with bay leaf 45–60 minutes until creamy.',
      'Fry the onion and garlic in half the olive oil with smoked paprika and cumin, and stir into the beans; simmer 10 minutes.',
      'Cook the {1:rice/brown rice}.',
      'Shred the {2:kale/collard greens} finely and sauté 2 minutes in the rest of the oil with garlic; slice the orange. {6:Season the dish with salt.}'] } },
  { id: 'prawn-ceviche-bowl', name: 'Prawn ceviche-style bowl with sweet potato', slots: ['lunch'], cuisine: 'international', method: 'dressing',
    items: [['shrimp', 140], ['F013', 150], ['G017', 20], ['lemon-juice', 20, 'x'], ['C025', 40], ['E007|-', 40, 's'], ['olive-oil', 5, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 20, cook: 25, serve: 'Serve cold with the warm sweet potato, Peruvian style.', steps: [
      'Boil the prawns 2 minutes, cool in iced water and halve.',
      'Toss them with the lemon juice, thinly sliced red onion, chilli, coriander{7:, salt} and the olive oil; chill 15 minutes.',
      'Boil or roast the sweet potato in rounds until tender (20 minutes).',
      'Serve on the lettuce{5: with the sliced avocado}.'] } },
  { id: 'tofu-bean-tacos', name: 'Tofu and black bean tacos with slaw', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['tofu', 120], ['black-beans', 30], ['tortilla-corn', 60], ['C015', 50], ['E007|-', 30, 's'], ['olive-oil', 6, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 15, serve: 'Fill and eat at once.', steps: [
      'Crumble the tofu and fry in the olive oil with cumin, smoked paprika, chilli{7: and salt} until golden; stir in the cooked beans.',
      'Shred the cabbage and toss with the lemon juice{7: and salt}.',
      'Warm the tortillas in a dry pan.',
      'Fill with the tofu and beans, slaw{4: and sliced avocado}.'] } },

  // Snacks
  { id: 'guacamole-carrots', name: 'Guacamole with carrot sticks', slots: ['snack'], cuisine: 'international', method: 'dressing',
    items: [['E007', 80], ['D075', 30], ['lemon-juice', 8, 'x'], ['F002', 80], ['salt', 0.5, 'n']],
    how: { prep: 8, cook: 0, serve: 'Eat fresh; it browns within a few hours.', steps: [
      'Mash the avocado with the lemon juice{4: and salt}.',
      'Stir in the finely chopped tomato, onion, chilli and coriander.',
      'Cut the carrot into sticks for dipping.'] } },
  { id: 'mango-chile-lime', name: 'Mango with chilli and lemon', slots: ['snack'], cuisine: 'international',
    items: [['E039', 180], ['lemon-juice', 5, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 0, serve: 'Eat chilled.', steps: [
      'Peel the mango and cut into spears.',
      'Squeeze over the lemon juice.',
      'Sprinkle with chilli powder{2: and salt}.'] } },
];
