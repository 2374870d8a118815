/**
 * East and South-East Asian dishes (China, Japan, Korea, Thailand, Vietnam). Same conventions as
 * recipes-international.ts; every dish has its own method (`how`, see DishMethod in recipe-types.ts). Soy sauce
 * falls back to tamari for gluten-free diets.
 */
import type { RecipeDef } from './recipe-types';

const RICE = 'A015|A013';
const SOY = 'soy-sauce|tamari|-';
const SESAME_OIL = 'T004|T012';

// prettier-ignore
export const EAST_ASIAN_RECIPES: RecipeDef[] = [
  // Breakfast
  { id: 'chicken-congee', name: 'Chicken and ginger congee', slots: ['breakfast', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['A015', 55], ['chicken-breast', 80], ['G014', 8, 'x'], [SOY, 8, 'n'], ['C027', 60], [SESAME_OIL, 4, 'f'], ['M001|-', 50, 's'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 45, serve: 'Serve hot with spring onion{6: and the soft-boiled egg halved on top}.', steps: [
      'Rinse the rice and simmer it in 8 times its volume of water with the sliced ginger, stirring now and then, 40 minutes until silky.',
      'Slice the chicken thinly and stir it into the congee for the last 6 minutes.',
      'Blanch the pak choi 1 minute.',
      'Season with {3:soy sauce/tamari} and white pepper and drizzle with the {5:sesame oil/oil}{6:; boil the egg 7 minutes}. {7:Season the dish with salt.}'] } },
  { id: 'tamagoyaki-rice', name: 'Japanese rolled omelette with rice and cucumber', slots: ['breakfast'], cuisine: 'international', method: 'griddle',
    items: [['M001', 120], [RICE, 50], ['D043', 60], [SOY, 5, 'n'], ['T012', 4, 'f'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve the sliced omelette with the rice and the quick-pickled cucumber.', steps: [
      'Cook the {1:rice/brown rice}; slice the cucumber thinly and toss with a little vinegar{5: and salt}.',
      'Beat the eggs with a pinch of sugar{3: and the soy sauce/ and the tamari}.',
      'Pour a thin layer into an oiled pan, roll it up when just set, pour in more egg under the roll and repeat.',
      'Rest 2 minutes and slice.'] } },

  // Lunch and dinner
  { id: 'teriyaki-salmon', name: 'Teriyaki salmon with rice and broccoli', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['salmon', 130], [RICE, 65], ['broccoli', 100], [SOY, 15, 'n'], ['honey|maple-syrup|-', 8, 'x'], ['T012', 4, 'f'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve the glazed salmon over the rice with the broccoli.', steps: [
      'Cook the {1:rice/brown rice}.',
      'Sear the salmon skin-side down in the oil 4 minutes, turn and cook 2 minutes.',
      'Add {3:the soy sauce, /the tamari, }{4:the honey, /the maple syrup, }grated ginger and a splash of water and spoon the glaze over until sticky.',
      'Steam the broccoli 4 minutes. {6:Season the dish with salt.}'] } },
  { id: 'mapo-tofu', name: 'Mapo-style tofu with mushrooms and rice', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['tofu', 170], ['J003|J001', 60], [SOY, 10, 'n'], ['G011', 5, 'x'], ['T012', 8, 'f'], [RICE, 65], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve spooned over the rice.', steps: [
      'Cube the tofu and simmer it 2 minutes in water{6: with salt}; drain.',
      'Fry the chopped mushrooms in the oil until browned, add garlic, ginger, chilli flakes and Sichuan pepper.',
      'Add half a cup of water{2:, the soy sauce/, the tamari} and the tofu; simmer 4 minutes and thicken with a little cornflour.',
      'Cook the {5:rice/brown rice}.'] } },
  { id: 'pad-thai', name: 'Pad thai with {chicken/tofu}', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['rice-noodles', 70], ['chicken-breast|tofu', 110, 'm', true], ['M001|-', 50, 's'], ['H012|H020|-', 15, 's'], ['C015', 50], ['F002', 30], ['T012', 8, 'f'], [SOY, 8, 'n'], ['lemon-juice', 10, 'x'], ['salt', 0.3, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve at once with lime and chilli flakes.', steps: [
      'Soak the rice noodles in hot water 8 minutes; drain.',
      'Stir-fry the sliced {1:chicken/tofu} in the oil 4 minutes{2:; push aside and scramble the egg}.',
      'Add the noodles, shredded cabbage and carrot with tamarind{7:, the soy sauce/, the tamari} and a pinch of sugar; toss 2 minutes.',
      'Finish with the lemon juice{3: and the crushed roasted peanuts/ and the sunflower seeds}. {9:Season the dish with salt.}'] } },
  { id: 'thai-green-curry', name: 'Thai green {chicken/tofu} curry with rice', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'curry',
    items: [['chicken-breast|tofu', 130, 'm', true], ['coconut-milk', 60], ['D033', 60], ['D050', 50], ['D031', 50], ['T012', 4, 'f'], [RICE, 65], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the curry in a bowl beside the rice, with Thai basil if you have it.', steps: [
      'Fry a tablespoon of green curry paste in the oil 1 minute.',
      'Add the sliced {0:chicken/tofu} and stir to coat, then the coconut milk and half a cup of water.',
      'Add the beans, brinjal and capsicum and simmer 10 minutes; season with {7:salt and }lime.',
      'Cook the {6:jasmine rice/brown rice}.'] } },
  { id: 'bibimbap', name: 'Bibimbap with {beef/tofu}{ and egg}', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [[RICE, 70], ['beef-mince|tofu', 100, 'm', true], ['M001|-', 50, 's', true], ['C033', 60], ['F002', 40], ['J003|J001', 40], [SESAME_OIL, 8, 'f'], [SOY, 8, 'n'], ['salt', 0.3, 'n']],
    how: { prep: 20, cook: 25, serve: 'Serve in a bowl with chilli flakes and mix everything together at the table.', steps: [
      'Cook the {0:rice/brown rice}.',
      'Blanch the spinach and season with a drop of the {6:sesame oil/oil}; sauté the carrot and mushrooms separately for 2 minutes each.',
      'Brown the {1:beef/crumbled tofu} in the rest of the oil with garlic{7: and the soy sauce/ and the tamari}.',
      'Arrange the vegetables and {1:beef/tofu} on the rice{2: and top with a fried egg}. {8:Season the dish with salt.}'] } },
  { id: 'oyakodon', name: 'Oyakodon (chicken and egg rice bowl)', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['chicken-thigh', 110], ['M001', 60], ['G017', 60], [RICE, 70], [SOY, 15, 'n'], ['T012', 3, 'f'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 20, serve: 'Slide the chicken and egg onto the rice and serve at once.', steps: [
      'Cook the {3:rice/brown rice}.',
      'Simmer the sliced onion in half a cup of dashi or water{4: with the soy sauce/ with the tamari} and a pinch of sugar 3 minutes.',
      'Add the chicken pieces and simmer 6 minutes.',
      'Pour over the lightly beaten eggs, cover and cook 1 minute until just set. {6:Season the dish with salt.}'] } },
  { id: 'sesame-noodles-edamame', name: 'Noodles with edamame, cucumber and {sesame/peanut} sauce', slots: ['lunch'], cuisine: 'international', method: 'dressing',
    items: [['rice-noodles|pasta-ww', 70], ['edamame', 100], ['tahini|peanut-butter', 15, 'f', true], ['D043', 60], ['F002', 40], [SOY, 10, 'n'], ['salt', 0.3, 'n']],
    how: { prep: 15, cook: 10, serve: 'Serve cold or at room temperature; good in a lunch box.', steps: [
      'Cook the {0:rice noodles/pasta} and the edamame; rinse under cold water.',
      'Whisk the {2:tahini/peanut butter} with {5:the soy sauce, /the tamari, }rice vinegar, garlic, chilli and warm water into a sauce.',
      'Cut the cucumber and carrot into matchsticks.',
      'Toss everything with the sauce. {6:Season the dish with salt.}'] } },
  { id: 'ginger-fish-pakchoi', name: 'Steamed ginger fish with pak choi and rice', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['cod|P057', 150], ['C027', 120], ['G014', 8, 'x'], [SOY, 10, 'n'], [SESAME_OIL, 5, 'f'], [RICE, 65], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve the fish on the pak choi with the rice.', steps: [
      'Cook the {5:rice/brown rice}.',
      'Lay the {0:cod/pomfret} on a plate with the shredded ginger and spring onion and steam 8–10 minutes.',
      'Steam the halved pak choi 3 minutes.',
      'Heat the {4:sesame oil/oil} until shimmering and pour it over the fish{3: with the soy sauce/ with the tamari}. {6:Season the dish with salt.}'] } },
  { id: 'kung-pao-chicken', name: 'Kung pao chicken with rice', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'saute',
    items: [['chicken-breast', 130], ['H012|H005|-', 15, 's'], ['D033', 60], ['G017', 30], [SOY, 10, 'n'], ['T012', 8, 'f'], [RICE, 65], ['salt', 0.3, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve hot over the rice.', steps: [
      'Cube the chicken and toss with a little cornflour{4: and soy sauce/ and tamari}.',
      'Fry dried chillies and Sichuan pepper in the hot oil 20 seconds, add the chicken and stir-fry 4 minutes.',
      'Add the capsicum, onion, garlic and ginger, then a spoon of vinegar and a pinch of sugar; toss 2 minutes{1: with the roasted peanuts/ with the cashews}.',
      'Cook the {6:rice/brown rice}. {7:Season the dish with salt.}'] } },
  { id: 'vietnamese-noodle-salad', name: 'Vietnamese noodle salad with prawns', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'dressing',
    items: [['rice-noodles', 65], ['shrimp', 120], ['D043', 60], ['F002', 50], ['C025', 40], ['G016', 5, 'x'], ['lemon-juice', 15, 'x'], ['H012|H020|-', 10, 's'], ['T012', 5, 'f'], ['salt', 1.0, 'n']],
    how: { prep: 20, cook: 10, serve: 'Serve at room temperature with the dressing poured over.', steps: [
      'Soak the noodles in hot water until soft; rinse cold and drain.',
      'Cook the prawns in the oil with garlic 2 minutes a side.',
      'Shred the lettuce and cut the cucumber and carrot into matchsticks.',
      'Mix the lemon juice with {9:salt, }sugar, chilli and water; toss with everything, the mint{7: and the crushed peanuts/ and the sunflower seeds}.'] } },

  // Snacks
  { id: 'smashed-cucumber-tofu', name: 'Smashed cucumber with sesame tofu', slots: ['snack'], cuisine: 'international', method: 'dressing',
    items: [['D043', 150], ['tofu', 80], ['H011', 5, 's'], [SOY, 5, 'n'], [SESAME_OIL, 3, 'f'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 0, serve: 'Serve chilled.', steps: [
      'Smash the cucumber with the flat of a knife and cut into chunks; {5:salt and }drain 10 minutes.',
      'Cube the tofu.',
      'Toss with garlic, vinegar{3:, the soy sauce/, the tamari}, the {4:sesame oil/oil} and the sesame seeds.'] } },
];
