/**
 * South Indian dishes (Tamil Nadu, Kerala, Karnataka, Andhra Pradesh, Telangana). Same conventions as
 * recipes-indian.ts; every dish has its own method (`how`, see DishMethod in recipe-types.ts).
 */
import type { RecipeDef } from './recipe-types';

const GHEE = 'T013|T012';
const RICE = 'A015|A013';
const CURD = 'yogurt|soy-yogurt|-';
const COCONUT_OIL = 'T001|T012';
const SESAME_OIL = 'T004|T012';

// prettier-ignore
const DISHES: RecipeDef[] = [
  // Breakfast
  { id: 'rava-idli', name: 'Rava idli{ with coconut chutney}', slots: ['breakfast'], cuisine: 'indian',
    items: [['A022', 60], ['yogurt|soy-yogurt', 60], ['F002', 20], ['D061', 20], ['T012', 5, 'f'], ['H007|-', 15, 's', true], ['H005|-', 5, 'x'], ['salt', 0.7, 'n'], ['baking-soda', 0.5, 'n']],
    how: { prep: 25, cook: 15, serve: 'Serve hot{5: with the coconut chutney} and sambar if you have it.', steps: [
      'Roast the rava in the oil with mustard seeds, curry leaves and chana dal{6: and the cashews} for 3 minutes; cool.',
      'Mix with the {1:curd/soy yogurt}, grated carrot, peas{7:, salt} and enough water for a thick batter; rest 20 minutes.',
      'Add {8:baking soda}, pour into greased idli moulds and steam 12 minutes.',
      '{5:Grind the coconut with green chilli, roasted gram{7: and salt} into a chutney.}'] } },
  { id: 'ragi-dosa', name: 'Ragi dosa with tomato chutney', slots: ['breakfast'], cuisine: 'indian',
    items: [['A010', 50], ['B003', 15], ['G017', 30], ['D075', 70, 's'], ['T012', 7, 'f'], ['H012|H020|-', 10, 's'], ['salt', 0.7, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve the dosas hot off the tawa with the chutney.', steps: [
      'Soak the urad dal 3 hours and grind smooth; whisk in the ragi flour{6:, salt} and water to a thin batter.',
      'Cook the tomato with a little oil, chilli and garlic{5:, grind with the roasted peanuts/, grind with the sunflower seeds} into a chutney.',
      'Pour a ladle of batter from the edge inwards on a hot tawa, scatter the chopped onion and drizzle oil.',
      'Cook until crisp underneath and fold.'] } },
  { id: 'appam-stew', name: 'Appam with vegetable{ and egg} stew', slots: ['breakfast', 'dinner'], cuisine: 'indian',
    items: [['A015', 65], ['H007', 20], ['coconut-milk', 50], ['F006', 60], ['F002', 30], ['D050', 40], [COCONUT_OIL, 5, 'f'], ['M001|-', 100, 's', true], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 30, serve: 'Serve the appams warm with the stew poured beside them.', steps: [
      'Soak the rice 4 hours, grind with the grated coconut and a little cooked rice to a smooth batter and ferment overnight.',
      'Cook the potato, carrot and beans in the {6:coconut oil/oil} with whole spices, ginger and green chilli, add water and simmer 10 minutes.',
      'Stir in the coconut milk and warm through without boiling; season.',
      '{7:Hard-boil and halve the eggs and slip them into the stew.}',
      'Swirl a ladle of batter round a hot appam pan, cover and cook 2 minutes until lacy at the edges. {8:Season the dish with salt.}'] } },
  { id: 'adai', name: 'Adai (mixed dal dosa){ with coconut chutney}', slots: ['breakfast'], cuisine: 'indian',
    items: [[RICE, 30], ['B001', 20], ['B021', 20], ['B010', 15], ['G017', 30], ['T012', 7, 'f'], ['H007|-', 15, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 20, serve: 'Serve hot{6: with the coconut chutney}, or with jaggery and butter as in Tamil homes.', steps: [
      'Soak the {0:rice/brown rice} and the three dals 3 hours.',
      'Grind coarsely with red chillies, ginger, curry leaves{7: and salt}; stir in the chopped onion.',
      'Spread thicker than a dosa on a hot tawa, make a hole in the centre and drizzle oil; cook 3 minutes a side.',
      '{6:Grind the coconut with green chilli{7: and salt} into a chutney.}'] } },
  { id: 'puttu-kadala', name: 'Puttu with kadala curry', slots: ['breakfast'], cuisine: 'indian',
    items: [['A015', 60], ['H007', 20], ['B002', 40], ['G017', 30], [COCONUT_OIL, 6, 'f'], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 40, serve: 'Serve the puttu steaming hot with the kadala curry.', steps: [
      'Soak the black chana overnight and pressure-cook 5 whistles until soft.',
      'Sprinkle the rice flour with water{5: with salt} and rub until it holds when pressed; layer with the grated coconut in a puttu maker (or a steamer).',
      'Steam 8–10 minutes until the steam comes through the top.',
      'Fry the onion in the {4:coconut oil/oil} with garam masala and coriander, add the chana with some water and simmer 10 minutes.'] } },
  { id: 'semiya-upma', name: 'Semiya upma{ with peanuts/ with sunflower seeds}', slots: ['breakfast'], cuisine: 'indian',
    items: [['A023', 60], ['D061', 30], ['F002', 30], ['G017', 30], ['T012', 7, 'f'], ['H012|H020|-', 10, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve hot with a wedge of lemon.', steps: [
      'Roast the vermicelli in a dry pan until golden; set aside.',
      'Heat the oil, splutter mustard seeds and curry leaves{5:, fry the peanuts/, toast the sunflower seeds}, then the onion, carrot and peas.',
      'Add 1½ times the vermicelli\'s volume of water{6: and salt}; bring to the boil.',
      'Stir in the vermicelli, cover and cook on low 5 minutes until the water is absorbed.'] } },

  // Lunch and dinner
  { id: 'bisi-bele-bath', name: 'Bisi bele bath{ with curd/ with soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [[RICE, 55], ['B021', 35], ['D050', 40], ['F002|~', 30], ['D061', 30], [GHEE, 7, 'f'], [CURD, 80, 's', true], ['E064', 5, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve hot and soft{6: with the curd/ with the soy yogurt} on the side.', steps: [
      'Pressure-cook the {0:rice/brown rice} and toor dal together with 4 times their volume of water for 3 whistles.',
      'Simmer the chopped beans{3:, carrot} and peas in tamarind water with bisi bele bath powder 8 minutes.',
      'Mix into the rice and dal, loosen with hot water and simmer 5 minutes.',
      'Temper mustard seeds, curry leaves and red chilli in the {5:ghee/oil} and pour over. {8:Season the dish with salt.}'] } },
  { id: 'chettinad-chicken', name: 'Chettinad chicken with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['chicken-thigh', 130], ['G017', 50], ['D075', 50], ['H007|-', 10, 's'], [SESAME_OIL, 8, 'f'], [RICE, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 35, serve: 'Serve the chicken with the rice and sliced cucumber.', steps: [
      'Dry-roast black pepper, fennel, cumin, coriander seeds and red chillies{3: with the coconut}; grind to a paste.',
      'Heat the {4:sesame oil/oil}, fry curry leaves and the onion golden, add the tomato and the paste and cook 5 minutes.',
      'Add the chicken pieces and a little water; cover and cook 20 minutes until done and the masala clings.',
      'Cook the {5:rice/brown rice} in twice its volume of water. {7:Season the dish with salt.}'] } },
  { id: 'avial-rice', name: 'Avial with rice and toor dal', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['D066', 50], ['D046', 40], ['D050', 40], ['F002|~', 40], ['D063', 40], ['H007', 20, 's'], ['yogurt|soy-yogurt|-', 40, 's'], [COCONUT_OIL, 6, 'f'], [RICE, 70], ['B021', 30], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 25, serve: 'Serve the avial with the rice and dal.', steps: [
      'Cut the pumpkin, drumstick, beans{3:, carrot} and raw banana into finger-length pieces; cook in a little water{10: with salt} with turmeric until just tender.',
      'Grind the coconut with cumin and green chilli; stir into the vegetables{6: with the whisked curd/ with the soy yogurt} and heat gently.',
      'Finish with curry leaves and the {7:coconut oil/oil}.',
      'Pressure-cook the dal with turmeric; cook the {8:rice/brown rice}.'] } },
  { id: 'rasam-rice-poriyal', name: 'Tomato rasam with rice, beans poriyal{ and curd/ and soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['B021', 30], ['D075', 80], ['E064', 5, 'x'], [RICE, 75], ['D050', 100], ['T012', 7, 'f'], [CURD, 100, 's', true], ['H007|-', 10, 's'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the rasam poured over the rice, with the poriyal{6: and the curd/ and the soy yogurt}.', steps: [
      'Pressure-cook the toor dal; mash and thin with water.',
      'Boil the chopped tomato in tamarind water with rasam powder, pepper and {jain:garlic/a pinch of hing} 8 minutes; add the dal and bring just to a froth.',
      'Temper mustard seeds, cumin and curry leaves in half the oil and pour over the rasam.',
      'Stir-fry the chopped beans in the rest of the oil with mustard seeds{7: and finish with the coconut}; cook the {3:rice/brown rice}. {8:Season the dish with salt.}'] } },
  { id: 'fish-moilee', name: 'Kerala fish moilee with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['P087|P057|S006', 140], ['coconut-milk', 60], ['G017', 40], ['D075', 40], [COCONUT_OIL, 6, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the moilee over the rice.', steps: [
      'Rub the fish with {6:salt and }turmeric; rest 10 minutes.',
      'Heat the {4:coconut oil/oil}, fry curry leaves, sliced onion, ginger and green chilli until soft.',
      'Add the coconut milk with a little water, then the fish and tomato slices; simmer gently 8 minutes without boiling hard.',
      'Cook the {5:rice/brown rice} in twice its volume of water.'] } },
  { id: 'kerala-egg-roast', name: 'Kerala egg roast with rice', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['M001', 110], ['G017', 80], ['D075', 50], [COCONUT_OIL, 8, 'f'], [RICE, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve hot with the rice and sliced cucumber.', steps: [
      'Hard-boil and peel the eggs; score them.',
      'Fry the sliced onion slowly in the {3:coconut oil/oil} with curry leaves until deep golden (12 minutes).',
      'Add ginger-garlic, Kashmiri chilli, pepper and the tomato and cook to a thick roast; add the eggs and coat them.',
      'Cook the {4:rice/brown rice} in twice its volume of water. {6:Season the dish with salt.}'] } },
  { id: 'keerai-kootu', name: 'Keerai kootu with rice{ and curd/ and soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['C002|C033', 150], ['B010', 40], ['H007|-', 15, 's'], ['T012', 6, 'f'], [RICE, 70], [CURD, 80, 's', true], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the kootu mixed into the rice{5: with the curd/ with the soy yogurt}.', steps: [
      'Pressure-cook the moong dal with turmeric until soft.',
      'Chop the {0:amaranth leaves/spinach} and cook 5 minutes in a little water.',
      'Stir in the dal{2: and the coconut ground with cumin and green chilli}; simmer 5 minutes.',
      'Temper mustard seeds, urad dal and red chilli in the oil and pour over; cook the {4:rice/brown rice}. {6:Season the dish with salt.}'] } },
  { id: 'ragi-mudde-saaru', name: 'Ragi mudde with bassaru', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['A010', 80], ['B021', 40], ['C033', 80], ['D075', 40], ['T012', 6, 'f'], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the mudde with the saaru poured round it, cucumber alongside; eat by pinching off pieces.', steps: [
      'Cook the toor dal and chopped greens together; strain off the stock (this is the saaru) and keep the dal-greens for a palya.',
      'Simmer the stock with tomato, {jain:garlic/a pinch of hing}, rasam powder{6: and salt}; temper with mustard seeds in the oil.',
      'Bring a cup of water{6: with salt} to the boil, add the ragi flour in one heap, cook 3 minutes, then stir hard into a smooth dough.',
      'Wet your hands and shape into balls.'] } },
  { id: 'puliyogare', name: 'Puliyogare{ with peanuts/ with sunflower seeds} and sundal', slots: ['lunch'], cuisine: 'indian',
    items: [[RICE, 75], ['E064', 10, 'x'], ['H012|H020|-', 12, 's', true], [SESAME_OIL, 8, 'f'], ['B011', 40], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve at room temperature; it travels well in a lunch box.', steps: [
      'Cook the {0:rice/brown rice} and spread it out to cool.',
      'Heat the {3:sesame oil/oil}, fry mustard seeds, chana dal, red chillies and curry leaves{2: with the peanuts/ with the sunflower seeds}; add the tamarind, jaggery and puliyogare powder and cook to a thick paste.',
      'Mix the paste into the rice{5: with salt}.',
      'Boil the soaked moong until just tender and toss with mustard seeds and curry leaves for the sundal.'] } },

  // Tamil home dishes cooked without onion or garlic in every version (a Jain member in the south gets them too).
  { id: 'mor-kuzhambu', name: 'Mor kuzhambu with rice and beans poriyal', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [['yogurt|soy-yogurt', 150], ['D001', 100], ['B001', 20], ['H007', 15, 's'], [RICE, 70], ['D050', 80], [COCONUT_OIL, 7, 'f'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the kuzhambu poured over the rice with the poriyal alongside.', steps: [
      'Soak the chana dal 20 minutes with cumin, coriander seeds and a green chilli; grind with the coconut into a smooth paste.',
      'Simmer the cubed ash gourd in a cup of water with turmeric{7: and salt} until tender; stir in the paste and the whisked {0:curd/soy yogurt} and heat until just frothing, without boiling.',
      'Temper mustard seeds, curry leaves, a dried chilli and a pinch of hing in half the {6:coconut oil/oil} and pour over.',
      'Cook the {4:rice/brown rice}; stir-fry the chopped beans in the rest of the {6:coconut oil/oil} with mustard seeds and urad dal.'] } },
  { id: 'curd-rice-usili', name: '{Curd/Soy yogurt} rice with beans paruppu usili', slots: ['lunch', 'dinner'], cuisine: 'indian',
    items: [[RICE, 65], ['yogurt|soy-yogurt', 150, 'm', true], ['D050', 120], ['B001', 25], ['B021', 15], ['T012', 8, 'f'], ['E055', 20, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 30, serve: 'Serve the {1:curd/soy yogurt} rice cool with the usili warm beside it.', steps: [
      'Soak the chana and toor dals 1 hour; grind coarsely with a dried chilli and steam 10 minutes, then crumble.',
      'Cook the {0:rice/brown rice} soft, mash lightly, cool and mix in the {1:curd/soy yogurt}{7: and salt}.',
      'Temper mustard seeds, urad dal, curry leaves and a pinch of hing in a little of the oil and stir into the rice with the pomegranate.',
      'Stir-fry the chopped beans in the rest of the oil until tender and toss with the crumbled dal.'] } },

  // Snacks
  { id: 'corn-sundal', name: 'Sweet corn sundal', slots: ['snack'], cuisine: 'indian',
    items: [['A008', 120], ['H007|-', 10, 's'], ['T012', 3, 'f'], ['lemon-juice', 5, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 10, serve: 'Serve warm.', steps: [
      'Boil or steam the corn kernels 5 minutes.',
      'Temper mustard seeds, green chilli and curry leaves in the oil; add the corn{4: and salt}.',
      'Toss with{1: the grated coconut,} {4:salt and }the lemon juice.'] } },
  { id: 'peanut-sundal', name: '{Peanut/Sunflower seed} sundal', slots: ['snack'], cuisine: 'indian',
    items: [['H012|H020', 30, 'm', true], ['H007|-', 10, 's'], ['T012', 3, 'f'], ['F002', 30], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 15, serve: 'Serve warm, the beach-side snack of Chennai.', steps: [
      '{0:Boil the raw peanuts in water{4: with salt} 12 minutes until tender; drain./Toast the sunflower seeds in a dry pan 2 minutes.}',
      'Temper mustard seeds, curry leaves, green chilli and asafoetida in the oil.',
      'Toss in the {0:peanuts/seeds} and the grated carrot{1: with the grated coconut}{4: and salt}.'] } },
  { id: 'ragi-malt', name: 'Ragi malt with {milk/soy milk/almond milk}', slots: ['snack'], cuisine: 'indian',
    items: [['A010', 25], ['L002|soy-milk|almond-milk', 200, 'm', true], ['I001|-', 5, 'x']],
    how: { prep: 2, cook: 8, serve: 'Drink warm.', steps: [
      'Whisk the ragi flour into half a cup of water until smooth.',
      'Bring the {1:milk/soy milk/almond milk} to a simmer, pour in the ragi and stir 5 minutes until it coats the spoon.',
      '{2:Stir in the jaggery and a pinch of cardamom.}'] } },
  { id: 'neer-mor', name: 'Neer mor with roasted gram', slots: ['snack'], cuisine: 'indian',
    items: [['buttermilk', 250], ['B001', 25], ['G014', 3, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 0, serve: 'Serve the spiced buttermilk chilled with the roasted gram.', steps: [
      'Whisk the buttermilk with crushed ginger, green chilli, curry leaves{3: and salt}.',
      'Chill 15 minutes.',
      'Serve with the roasted gram (pottukadalai) on the side.'] } },
];

export const SOUTH_INDIAN_RECIPES: RecipeDef[] = DISHES.map((d) => ({ ...d, region: 'south' }));
