/**
 * Indian recipes (IFCT 2017 ingredients, USDA where IFCT has no row, e.g. curd, tofu). Amounts are raw/dry
 * grams for one portion in a ~2000 kcal day; the meal planner scales them to the person's targets.
 *
 * An ingredient is `[foods, grams, role?]`. `foods` lists alternatives separated by `|`: the first one the diet
 * allows is used (ghee → sunflower oil for dairy-free, atta → jowar for gluten-free); a trailing `|-` makes the
 * ingredient optional. Roles: m = main portion (default), f = cooking fat, s = side, x = fixed (garnish).
 */
import type { RecipeDef } from './recipe-types';

const GHEE = 'T013|T012';
const RICE = 'A015|A013';
const ROTI = 'A019|A005';
const CURD = 'yogurt|soy-yogurt|-';
const PEANUTS = 'H012|H020|-';

// prettier-ignore
export const INDIAN_RECIPES: RecipeDef[] = [
  // Breakfast
  { id: 'poha', name: 'Vegetable poha', slots: ['breakfast'], cuisine: 'indian', items: [['A011', 70], ['D061', 40], ['G017', 40], [PEANUTS, 12, 's'], ['T012', 8, 'f'], ['lemon-juice', 5, 'x'], ['G009', 5, 'x'], ['salt', 0.7, 'n']], note: 'Temper with mustard seeds, curry leaves and turmeric.',
    how: { prep: 10, cook: 10, serve: 'Serve warm, straight from the pan; poha dries out if kept.', steps: [
      'Rinse the poha in a sieve under running water until just soft; drain and leave 5 minutes.',
      'Heat the oil, splutter mustard seeds and curry leaves{3:, then fry the peanuts until crisp/, then toast the sunflower seeds briefly}.',
      'Add the onion and peas and cook 4 minutes; stir in turmeric{7: and salt}.',
      'Fold in the poha, cover and steam 2 minutes on low heat.',
      'Finish with the lemon juice and chopped coriander.'] } },
  { id: 'upma', name: 'Vegetable upma', slots: ['breakfast'], cuisine: 'indian', items: [['A022|A016', 70], ['F002', 30], ['D061', 30], ['G017', 40], ['T012', 8, 'f'], ['H005|-', 8, 's'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve hot; a squeeze of lemon on top is traditional.', steps: [
      'Dry-roast the {0:semolina/samai} in a pan until it smells nutty; set aside.',
      'Heat the oil, splutter mustard seeds and curry leaves{5:, fry the cashews golden}, then soften the onion.',
      'Add the carrot and peas with 2½ times the grain\'s volume of water{6: and salt}; bring to the boil.',
      'Pour in the roasted {0:semolina/samai} in a thin stream, stirring, then cover and cook on low 5 minutes until fluffy.'] } },
  { id: 'moong-chilla', name: 'Moong dal chilla{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', items: [['B010', 70], ['G017', 30], ['D075', 30], ['G009', 5, 'x'], ['T012', 7, 'f'], [CURD, 100, 's', true], ['salt', 0.7, 'n']], note: 'Soak the dal 4 h, grind with ginger and green chilli.',
    how: { prep: 15, cook: 15, serve: 'Serve hot off the pan with the {5:curd/soy yogurt} and green chutney.', steps: [
      'Soak the moong dal 4 hours, drain and grind with ginger, green chilli and a little water to a pourable batter{6:; add salt}.',
      'Stir in the chopped onion and tomato.',
      'Heat a tawa, brush with oil and spread a ladle of batter thin; cook 2 minutes a side until golden.',
      'Repeat with the rest of the batter and finish with coriander. {6:Season the dish with salt.}'] } },
  { id: 'besan-chilla', name: 'Besan chilla with mint chutney', slots: ['breakfast'], cuisine: 'indian', items: [['B001', 60], ['G017', 30], ['D075', 30], ['T012', 7, 'f'], ['G016', 10, 'x'], [CURD, 80, 's'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve hot with the mint chutney{5: and a bowl of curd/ and a bowl of soy yogurt}.', steps: [
      'Whisk the besan with water{6:, salt}, turmeric and ajwain into a smooth pouring batter; rest 10 minutes.',
      'Stir in the finely chopped onion and tomato.',
      'Grind the mint with a green chilli, lemon{6: and salt} into a chutney.',
      'Spread a ladle of batter on an oiled hot tawa and cook until golden on both sides.'] } },
  { id: 'idli-sambar', name: 'Idli with sambar{ and coconut chutney}', slots: ['breakfast'], cuisine: 'indian', items: [['A014', 60], ['B003', 20], ['B021', 25], ['D046', 40], ['D066', 40], ['E064', 5, 'x'], ['T012', 4, 'f'], ['H007|-', 15, 's', true], ['salt', 0.7, 'n']], note: 'Idli batter: parboiled rice and urad dal, fermented overnight.',
    how: { prep: 20, cook: 30, serve: 'Serve the idlis hot with the sambar{7: and coconut chutney}.', steps: [
      'Soak the rice and urad dal for 4 hours, grind to a smooth batter and leave to ferment overnight{8:; stir in the salt}.',
      'Pour the batter into greased idli moulds and steam 10–12 minutes.',
      'Pressure-cook the toor dal until soft; simmer it with the drumstick, pumpkin, tamarind, sambar powder and water for 10 minutes.',
      'Temper mustard seeds, curry leaves and asafoetida in the oil and pour over the sambar.',
      '{7:Grind the coconut with a green chilli, roasted chana{8: and salt} into a chutney.}'] } },
  { id: 'masala-dosa', name: 'Masala dosa with sambar', slots: ['breakfast'], cuisine: 'indian', items: [['A014', 60], ['B003', 20], ['F006', 80], ['G017', 30], ['T012', 10, 'f'], ['B021', 15, 's'], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 30, serve: 'Serve the dosa folded over the potato filling, with the sambar alongside.', steps: [
      'Soak the rice and urad dal for 4 hours, grind to a smooth batter and leave to ferment overnight.',
      'Boil and mash the potato; cook it with onion, mustard seeds, curry leaves and turmeric in a little of the oil.',
      'Pressure-cook the toor dal and simmer it with tamarind, sambar powder and vegetables into a thin sambar.',
      'Spread a ladle of batter thin on a hot tawa, drizzle with the remaining oil and cook until crisp; fill with the potato. {6:Season the dish with salt.}'] } },
  { id: 'aloo-paratha', name: 'Aloo paratha{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', items: [[ROTI, 80], ['F006', 80], [GHEE, 8, 'f'], [CURD, 100, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 15, serve: 'Serve hot with the {3:curd/soy yogurt} and green chutney.', steps: [
      'Knead the {0:atta/jowar flour} with water{4: and salt} into a soft dough; rest 10 minutes.',
      'Boil, peel and mash the potato with green chilli, coriander, amchur{4: and salt}.',
      'Roll out a disc, put the filling in the centre, seal and roll gently into a paratha.',
      'Cook on a hot tawa, brushing each side with {2:ghee/oil}, until golden brown spots appear.'] } },
  { id: 'paneer-paratha', name: 'Paneer paratha with tomato salad', slots: ['breakfast'], cuisine: 'indian', items: [[ROTI, 80], ['L003', 50], ['T012', 6, 'f'], ['D075', 60, 's'], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 15, serve: 'Serve hot with the tomato salad on the side.', steps: [
      'Knead the {0:atta/jowar flour} with water into a soft dough; rest 10 minutes.',
      'Grate the paneer and mix with chopped onion, green chilli, coriander{4: and salt}.',
      'Stuff a dough disc with the paneer, seal and roll out gently.',
      'Cook on a hot tawa with a little oil until golden on both sides; slice the tomatoes with {4:salt and }pepper.'] } },
  { id: 'ragi-porridge', name: 'Ragi porridge with banana{ and almonds}', slots: ['breakfast'], cuisine: 'indian', items: [['A010', 40], ['L002|soy-milk|almond-milk', 250], ['I001|-', 8, 'x'], ['H001|-', 10, 's', true], ['E012', 60, 's']],
    how: { prep: 5, cook: 10, serve: 'Serve warm topped with the sliced banana{3: and chopped almonds}.', steps: [
      'Whisk the ragi flour into a little cold {1:milk/soy milk/almond milk} until smooth.',
      'Heat the rest of the {1:milk/soy milk/almond milk}, pour in the ragi and stir over low heat 6–8 minutes until thick.',
      '{2:Sweeten with the jaggery and a pinch of cardamom.}',
      'Slice the banana{3: and chop the almonds}.'] } },
  { id: 'masala-oats', name: 'Masala oats', slots: ['breakfast'], cuisine: 'indian', items: [['oats|oats-gf', 55], ['F002', 30], ['D061', 30], ['D075', 40], ['G017', 30], ['T012', 5, 'f'], ['salt', 0.3, 'n']],
    how: { prep: 10, cook: 10, serve: 'Serve hot; add a squeeze of lemon if you like.', steps: [
      'Heat the oil, splutter cumin seeds and soften the chopped onion.',
      'Add the carrot, peas and tomato with turmeric, garam masala{6: and salt}; cook 4 minutes.',
      'Stir in the {0:oats/gluten-free oats} with about 1½ cups of water and simmer 3–4 minutes until creamy.',
      'Finish with chopped coriander.'] } },
  { id: 'egg-bhurji-roti', name: 'Egg bhurji with roti', slots: ['breakfast'], cuisine: 'indian', items: [['M001', 110], ['G017', 40], ['D075', 40], ['T012', 6, 'f'], [ROTI, 60], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve the bhurji hot with the rotis.', steps: [
      'Knead the {4:atta/jowar flour} into a soft dough, roll into rotis and cook on a hot tawa.',
      'Heat the oil, soften the chopped onion and green chilli, then add the tomato, turmeric and chilli powder.',
      'Pour in the beaten eggs and stir over medium heat until just set.',
      'Season with {5:salt and }garam masala and scatter coriander.'] } },
  { id: 'masala-omelette', name: 'Masala omelette with toast', slots: ['breakfast'], cuisine: 'indian', items: [['M001', 110], ['G017', 30], ['D075', 30], ['G001', 5, 'x'], ['T012', 5, 'f'], ['bread-ww|bread-gf', 60], ['salt', 0.7, 'n']],
    how: { prep: 5, cook: 10, serve: 'Serve at once with the toast.', steps: [
      'Beat the eggs with {6:salt, }chopped onion, tomato, green chilli and a pinch of turmeric.',
      'Heat the oil in a frying pan and pour in the eggs.',
      'Cook on medium heat until the underside is golden, fold and cook 1 more minute.',
      'Toast the {5:whole-wheat/gluten-free} bread.'] } },
  { id: 'veg-dalia', name: 'Vegetable dalia{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', items: [['A021|A016', 55], ['D061', 30], ['F002', 30], ['G017', 30], ['T012', 5, 'f'], [CURD, 100, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 20, serve: 'Serve warm{5: with the curd/ with the soy yogurt}.', steps: [
      'Dry-roast the {0:dalia/samai} for 2 minutes.',
      'Heat the oil, splutter cumin seeds and soften the onion; add the peas and carrot.',
      'Add the roasted grain with 3 times its volume of water, turmeric{6: and salt}.',
      'Pressure-cook for 3 whistles (or simmer covered 15 minutes) until soft.'] } },
  { id: 'sprouts-salad', name: 'Moong sprouts salad{ with buttermilk}', slots: ['breakfast'], cuisine: 'indian', items: [['B011', 60], ['G017', 30], ['D075', 40], ['D043', 50], ['lemon-juice', 10, 'x'], ['buttermilk|-', 200, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 0, serve: 'Serve cold{5: with a glass of chilled buttermilk}.', steps: [
      'Sprout the moong: soak overnight, drain and keep covered 1–2 days until tails show (or buy sprouts).',
      'Steam the sprouts 5 minutes if you prefer them softer; cool.',
      'Toss with the chopped onion, tomato and cucumber, chaat masala{6: and salt}.',
      'Dress with the lemon juice just before eating.'] } },
  { id: 'pesarattu', name: 'Pesarattu (green moong dosa){ with coconut chutney}', slots: ['breakfast'], cuisine: 'indian', items: [['B011', 70], [RICE, 15], ['G014', 5, 'x'], ['G017', 30], ['T012', 7, 'f'], ['H007|-', 15, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve hot{5: with the coconut chutney}.', steps: [
      'Soak the whole moong and {1:rice/brown rice} for 6 hours; grind with ginger, green chilli{6: and salt} to a batter.',
      'Spread a ladle of batter thin on a hot tawa and drizzle with oil.',
      'Scatter chopped onion on top and cook until crisp and golden; fold.',
      '{5:Grind the coconut with a green chilli{6: and salt} into a chutney.}'] } },
  { id: 'methi-thepla', name: 'Methi thepla{ with curd/ with soy yogurt}', slots: ['breakfast'], cuisine: 'indian', items: [[ROTI, 70], ['C020', 30], ['T012', 8, 'f'], [CURD, 100, 's', true], ['salt', 0.7, 'n']],
    how: { prep: 20, cook: 15, serve: 'Serve warm{3: with the curd/ with the soy yogurt}; theplas keep 2 days for travel.', steps: [
      'Wash and finely chop the methi leaves.',
      'Knead them into the {0:atta/jowar flour} with turmeric, chilli, ajwain{4:, salt} and a teaspoon of the oil.',
      'Rest 10 minutes, then roll thin discs.',
      'Cook on a hot tawa, brushing with oil, until spotted golden on both sides.'] } },
  { id: 'millet-pongal', name: 'Millet pongal', slots: ['breakfast'], cuisine: 'indian', items: [['A016', 55], ['B010', 25], [GHEE, 7, 'f'], ['H005|-', 8, 's'], ['salt', 0.7, 'n']], note: 'Season with black pepper, cumin and curry leaves.',
    how: { prep: 10, cook: 20, serve: 'Serve hot with coconut chutney or sambar.', steps: [
      'Dry-roast the moong dal until fragrant; rinse with the millet.',
      'Pressure-cook both with 4 times their volume of water for 4 whistles until very soft.',
      'Heat the {2:ghee/oil} and fry black pepper, cumin, ginger and curry leaves{3: with the cashews}.',
      'Pour the tempering over the pongal, add {4:salt and }mix well.'] } },
  { id: 'tofu-bhurji', name: 'Tofu bhurji with roti', slots: ['breakfast'], cuisine: 'indian', items: [['tofu', 140], ['G017', 40], ['D075', 40], ['D033', 30], ['T012', 6, 'f'], [ROTI, 60], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve the bhurji hot with the rotis.', steps: [
      'Knead the {5:atta/jowar flour} into a soft dough, roll into rotis and cook on a hot tawa.',
      'Crumble the tofu with your fingers.',
      'Heat the oil, soften the onion and capsicum, then add the tomato, turmeric and garam masala.',
      'Add the tofu{6: and salt} and cook 4 minutes, stirring; finish with coriander.'] } },
  { id: 'paneer-bhurji-toast', name: 'Paneer bhurji on toast', slots: ['breakfast'], cuisine: 'indian', items: [['L003', 80], ['G017', 30], ['D075', 40], ['T012', 5, 'f'], ['bread-ww|bread-gf', 60], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 10, serve: 'Serve the bhurji piled on the toast, hot.', steps: [
      'Crumble the paneer.',
      'Heat the oil, soften the onion and green chilli, add the tomato, turmeric and chilli powder and cook 3 minutes.',
      'Stir in the paneer{5: and salt} and cook 2 minutes.',
      'Toast the {4:whole-wheat/gluten-free} bread and spoon the bhurji over it.'] } },
  { id: 'egg-bhurji-spinach', name: 'Egg bhurji with sautéed spinach', slots: ['breakfast', 'dinner'], cuisine: 'indian', items: [['M001', 150], ['C033', 100], ['G017', 30], [GHEE, 8, 'f'], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 10, serve: 'Serve hot with the spinach alongside.', steps: [
      'Wash and roughly chop the spinach; chop the onion.',
      'Heat half the {3:ghee/oil}, wilt the spinach with garlic{4: and salt} 2 minutes; set aside.',
      'Heat the rest, soften the onion, pour in the beaten eggs and scramble with turmeric and chilli until just set.',
      'Season and plate with the spinach.'] } },
  { id: 'besan-egg-uttapam', name: 'Vegetable uttapam', slots: ['breakfast'], cuisine: 'indian', items: [['A014', 55], ['B003', 20], ['G017', 30], ['D075', 30], ['D033', 30], ['T012', 6, 'f'], ['salt', 0.7, 'n']],
    how: { prep: 15, cook: 15, serve: 'Serve hot with coconut chutney or sambar.', steps: [
      'Soak the rice and urad dal for 4 hours, grind to a thick batter and ferment overnight{6:; stir in the salt}.',
      'Chop the onion, tomato and capsicum finely.',
      'Spread a thick ladle of batter on a hot oiled tawa and press the vegetables on top.',
      'Drizzle oil round the edge, cook until golden underneath, flip and cook 2 more minutes. {6:Season the dish with salt.}'] } },

  // Lunch and dinner
  { id: 'dal-rice-raita', name: 'Dal tadka with rice{ and cucumber raita/ and soy-yogurt raita}', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B021', 60], [RICE, 75], ['D075', 40], ['G017|~', 30], [GHEE, 7, 'f'], [CURD, 100, 's', true], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 25, serve: 'Serve the dal over the rice{5: with the raita/ with the soy-yogurt raita} beside.', steps: [
      'Pressure-cook the toor dal with turmeric and 3 times its volume of water for 3 whistles; whisk smooth.',
      'Cook the {1:rice/brown rice} in twice its volume of water until fluffy.',
      'Heat the {4:ghee/oil}, splutter cumin, {jain:fry garlic{3:, onion} and tomato/add a pinch of hing and fry the tomato}, then pour the tadka over the dal and simmer 5 minutes.',
      '{5:Grate the cucumber into the curd with roasted cumin{7: and salt}./Grate the cucumber into the soy yogurt with roasted cumin{7: and salt}.}'] } },
  { id: 'rajma-chawal', name: 'Rajma chawal with salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B020', 60], [RICE, 75], ['G017|~', 40], ['D075', 60], ['T012', 8, 'f'], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 45, serve: 'Serve the rajma over the rice with the cucumber salad.', steps: [
      'Soak the rajma overnight; pressure-cook in fresh water for 6–7 whistles until very soft.',
      'Heat the oil, {2:fry the onion golden, }add {jain:ginger-garlic and /a pinch of hing, then }the puréed tomato with the spices; cook to a thick masala.',
      'Add the rajma with some of its water and simmer 15 minutes, mashing a few beans.',
      'Cook the {1:rice/brown rice} in twice its volume of water; slice the cucumber. {6:Season the dish with salt.}'] } },
  { id: 'chole-roti', name: 'Chole with roti and salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B002', 60], ['G017|~', 40], ['D075', 60], ['T012', 8, 'f'], [ROTI, 75], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 45, serve: 'Serve the chole hot with the rotis and cucumber salad.', steps: [
      'Soak the chickpeas overnight; pressure-cook with a tea bag for colour for 6 whistles.',
      'Heat the oil, {1:brown the onion, }add {jain:ginger-garlic/a pinch of hing}, tomato and chole masala and cook until the oil separates.',
      'Add the chickpeas with their water and simmer 15 minutes.',
      'Knead the {4:atta/jowar flour}, roll into rotis and cook on a hot tawa. {6:Season the dish with salt.}'] } },
  { id: 'palak-paneer-roti', name: 'Palak paneer with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['C033', 180], ['L003', 80], ['G017|~', 30], ['D075', 30], ['T012', 7, 'f'], [ROTI, 75], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve hot with the rotis.', steps: [
      'Blanch the spinach 2 minutes, cool in cold water and blend smooth.',
      'Heat the oil, splutter cumin, fry {jain:the {2:onion, }ginger-garlic and tomato/a pinch of hing, then the chopped tomato} with garam masala.',
      'Add the spinach purée{6: and salt} and simmer 5 minutes; add the paneer cubes and heat through.',
      'Knead the {5:atta/jowar flour}, roll into rotis and cook on a hot tawa.'] } },
  { id: 'chicken-curry-rice', name: 'Chicken curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['chicken-thigh', 130], ['G017', 60], ['D075', 60], ['G011', 5, 'x'], ['G014', 5, 'x'], ['T012', 8, 'f'], [RICE, 75], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 40, serve: 'Serve the curry over the rice with the cucumber alongside.', steps: [
      'Cut the chicken into pieces and rub with {8:salt, }turmeric and chilli; rest 15 minutes.',
      'Heat the oil, brown the onion, add the garlic, ginger and tomato with coriander and garam masala; cook to a thick masala.',
      'Add the chicken and a cup of water; cover and simmer 25 minutes until cooked through.',
      'Cook the {6:rice/brown rice} in twice its volume of water; slice the cucumber.'] } },
  { id: 'fish-curry-rice', name: 'Kerala fish curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['S006|P087|P057', 130], ['H007|-', 20, 's'], ['D075', 40], ['G017', 40], ['E064', 5, 'x'], ['T012', 7, 'f'], [RICE, 75], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the curry over the rice, hot.', steps: [
      'Rub the {0:rohu/seer fish/pomfret} with {7:salt and }turmeric; rest 10 minutes.',
      '{1:Grind the coconut with chilli, coriander and a little water into a paste.}',
      'Heat the oil with mustard seeds and curry leaves, fry the onion and tomato, add the kokum or tamarind{1: and the coconut paste} with water; simmer 5 minutes.',
      'Slide in the fish and simmer 8–10 minutes without stirring; cook the {6:rice/brown rice} meanwhile.'] } },
  { id: 'sambar-rice', name: 'Sambar rice with beans poriyal', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B021', 45], ['D046', 50], ['D031', 50], ['D066', 50], ['E064', 5, 'x'], ['T012', 6, 'f'], [RICE, 75], ['D050', 100], ['H007|-', 10, 's'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 35, serve: 'Serve the sambar poured over the rice with the beans poriyal alongside.', steps: [
      'Pressure-cook the toor dal until soft.',
      'Simmer the drumstick, brinjal and pumpkin in tamarind water with sambar powder until tender; add the dal and simmer 5 minutes.',
      'Cook the {6:rice/brown rice} in twice its volume of water.',
      'Stir-fry the chopped beans in the oil with mustard seeds and curry leaves{8:, finish with the grated coconut}. {9:Season the dish with salt.}'] } },
  { id: 'lauki-chana-dal', name: 'Lauki chana dal with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B001', 50], ['D007', 150], ['D075', 30], [GHEE, 6, 'f'], [ROTI, 75], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve the dal hot with the rotis.', steps: [
      'Soak the chana dal 30 minutes; peel and cube the lauki.',
      'Pressure-cook the dal and lauki with turmeric and water for 3 whistles.',
      'Heat the {3:ghee/oil}, splutter cumin, add the tomato and chilli and pour over the dal; simmer 5 minutes.',
      'Knead the {4:atta/jowar flour}, roll into rotis and cook on a hot tawa. {5:Season the dish with salt.}'] } },
  { id: 'kadhi-chawal', name: 'Kadhi chawal with methi', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['yogurt', 150], ['B001', 20], [RICE, 75], ['T012', 6, 'f'], ['C020', 20, 's'], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve the kadhi hot over the rice.', steps: [
      'Whisk the curd with the besan, turmeric and 2 cups of water until smooth.',
      'Simmer, stirring, 20 minutes until it thickens slightly{5:; add salt}.',
      'Heat the oil, fry cumin, fenugreek seeds, curry leaves and the methi leaves and pour into the kadhi.',
      'Cook the {2:rice/brown rice} in twice its volume of water. {5:Season the dish with salt.}'] } },
  { id: 'egg-curry-roti', name: 'Egg curry with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['M001', 120], ['G017', 50], ['D075', 60], ['T012', 7, 'f'], [ROTI, 75], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 25, serve: 'Serve the curry hot with the rotis.', steps: [
      'Hard-boil the eggs 10 minutes, cool and peel; score them lightly.',
      'Heat the oil, brown the onion, add ginger-garlic, tomato and the spices and cook to a thick masala.',
      'Add a cup of water and the eggs and simmer 8 minutes.',
      'Knead the {4:atta/jowar flour}, roll into rotis and cook on a hot tawa. {5:Season the dish with salt.}'] } },
  { id: 'mutton-curry-rice', name: 'Mutton curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['O003', 110], ['G017', 60], ['D075', 50], ['T012', 8, 'f'], [RICE, 70], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 60, serve: 'Serve the curry over the rice with the cucumber alongside.', steps: [
      'Rub the mutton with {6:salt, }turmeric and ginger-garlic; rest 30 minutes.',
      'Heat the oil, brown the onion well, add the tomato and the spices and cook until the oil separates.',
      'Add the mutton and water and pressure-cook 5–6 whistles (or simmer 1 hour) until tender.',
      'Cook the {4:rice/brown rice} in twice its volume of water; slice the cucumber.'] } },
  { id: 'veg-pulao-raita', name: 'Vegetable pulao{ with raita/ with soy-yogurt raita}', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [[RICE, 75], ['D061', 40], ['F002|~', 40], ['D050', 40], [GHEE, 7, 'f'], [CURD, 120, 's', true], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the pulao hot{5: with the raita/ with the soy-yogurt raita}.', steps: [
      'Rinse and soak the {0:rice/brown rice} 20 minutes.',
      'Heat the {4:ghee/oil} with bay leaf, cloves and cumin; add the peas{2:, carrot} and beans and stir 2 minutes.',
      'Add the drained rice{6:, salt} and twice its volume of water; cover and cook on low until the water is absorbed.',
      '{5:Stir grated cucumber and roasted cumin into the curd./Stir grated cucumber and roasted cumin into the soy yogurt.}'] } },
  { id: 'soya-chunk-curry', name: 'Soya chunk curry with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['soy-chunks', 45], ['G017|~', 40], ['D075', 60], ['D061', 30], ['T012', 7, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the curry hot over the rice.', steps: [
      'Soak the soy chunks in hot water{6: with salt} 10 minutes, then squeeze them dry.',
      'Heat the oil, {1:brown the onion, }add {jain:ginger-garlic/a pinch of hing}, tomato and garam masala and cook to a masala.',
      'Add the chunks, the peas and a cup of water; simmer 10 minutes.',
      'Cook the {5:rice/brown rice} in twice its volume of water.'] } },
  { id: 'aloo-gobi-dal', name: 'Aloo gobi with masoor dal and roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['D036', 120], ['F006', 80], ['T012', 7, 'f'], ['B013', 40], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the sabzi and dal hot with the rotis.', steps: [
      'Pressure-cook the masoor dal with turmeric for 2 whistles; temper with cumin and garlic.',
      'Cut the cauliflower into florets and the potato into cubes.',
      'Heat the oil, splutter cumin, add the vegetables with turmeric, coriander{5: and salt}; cover and cook on low 15 minutes.',
      'Knead the {4:atta/jowar flour}, roll into rotis and cook on a hot tawa.'] } },
  { id: 'moong-khichdi', name: 'Moong dal khichdi{ with curd/ with soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [[RICE, 50], ['B010', 40], ['D066', 60], ['D061', 30], [GHEE, 7, 'f'], [CURD, 100, 's', true], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 25, serve: 'Serve the khichdi hot{5: with the curd/ with the soy yogurt}.', steps: [
      'Rinse the {0:rice/brown rice} and moong dal together.',
      'Heat the {4:ghee/oil}, splutter cumin and asafoetida, add the chopped pumpkin and peas.',
      'Add the rice and dal, turmeric{6:, salt} and 4 times their volume of water.',
      'Pressure-cook for 3 whistles until soft and porridge-like.'] } },
  { id: 'chicken-biryani', name: 'Chicken biryani with cucumber salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['chicken-thigh', 130], [RICE, 80], ['G017', 50], ['yogurt|-', 40, 's'], ['T012', 8, 'f'], ['G016', 5, 'x'], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 30, cook: 45, serve: 'Serve the biryani hot with the cucumber salad.', steps: [
      'Marinate the chicken in {3:curd, }{7:salt, }chilli, turmeric and biryani masala for 30 minutes.',
      'Parboil the soaked {1:rice/brown rice} in water{7: with salt} until three-quarters cooked; drain.',
      'Fry the sliced onion golden in the oil, add the chicken and cook 10 minutes.',
      'Layer the rice over the chicken, scatter the mint, cover tightly and cook on low 20 minutes.'] } },
  { id: 'jowar-roti-methi-dal', name: 'Jowar roti with methi moong dal', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['A005', 75], ['B010', 50], ['C020', 60], ['T012', 7, 'f'], ['D075', 30], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the dal hot with the jowar rotis.', steps: [
      'Pressure-cook the moong dal with turmeric for 2 whistles.',
      'Heat the oil, fry {jain:garlic/a pinch of hing} and cumin, add the chopped methi and tomato and cook 5 minutes; stir into the dal.',
      'Knead the jowar flour with warm water a little at a time into a soft dough.',
      'Pat out rotis by hand and cook on a hot tawa, turning once, until they puff. {5:Season the dish with salt.}'] } },
  { id: 'lemon-rice-sundal', name: 'Lemon rice with chana sundal', slots: ['lunch'], cuisine: 'indian', items: [[RICE, 70], ['B002', 45], [PEANUTS, 10, 's'], ['T012', 7, 'f'], ['lemon-juice', 10, 'x'], ['H007|-', 10, 's'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the lemon rice at room temperature with the sundal; good in a lunch box.', steps: [
      'Soak the chickpeas overnight and pressure-cook until soft.',
      'Cook the {0:rice/brown rice} and spread it out to cool.',
      'Heat the oil with mustard seeds, chana dal, curry leaves and turmeric{2:, fry the peanuts/, toast the sunflower seeds}; mix into the rice with the lemon juice{6: and salt}.',
      'Toss the chickpeas with mustard seeds, curry leaves{5: and the grated coconut} for the sundal.'] } },
  { id: 'tofu-palak', name: 'Tofu palak with roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['C033', 180], ['tofu', 130], ['G017|~', 30], ['D075', 30], ['T012', 7, 'f'], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve hot with the rotis.', steps: [
      'Blanch the spinach 2 minutes, cool and blend smooth; cube the tofu.',
      'Heat the oil, fry cumin, {jain:{2:onion, }ginger-garlic/a pinch of hing} and tomato with garam masala.',
      'Add the spinach purée{6:, salt} and tofu and simmer 5 minutes.',
      'Knead the {5:atta/jowar flour}, roll into rotis and cook on a hot tawa.'] } },
  { id: 'tandoori-chicken-salad', name: 'Tandoori chicken with kachumber salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['N003', 150], ['yogurt|-', 40, 's'], ['D043', 80], ['D075', 60], ['G017', 30], ['lemon-juice', 10, 'x'], ['T012', 6, 'f'], [`${ROTI}|-`, 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 25, serve: 'Serve the chicken hot with the kachumber{7: and rotis}.', steps: [
      'Marinate the chicken in {1:curd, }lemon, ginger-garlic, chilli and tandoori masala for at least 30 minutes.',
      'Brush with the oil and grill or bake at 220 °C for 20–25 minutes, turning once.',
      'Dice the cucumber, tomato and onion with {8:salt and }lemon for the kachumber.',
      '{7:Make the rotis on a hot tawa.}'] } },
  { id: 'grilled-fish-veg', name: 'Mustard-grilled fish with sautéed vegetables', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['P087|P057|S006', 150], ['D036', 100], ['D050', 100], ['T006|T012', 8, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve hot with a wedge of lemon.', steps: [
      'Rub the {0:seer fish/pomfret/rohu} with mustard paste, turmeric, chilli{5: and salt}; rest 15 minutes.',
      'Grill or pan-fry in half the {3:mustard oil/oil} 4 minutes a side.',
      'Sauté the cauliflower and beans in the rest with garlic{5: and salt} until just tender.',
      'Squeeze the lemon over the fish.'] } },
  { id: 'paneer-tikka-salad', name: 'Paneer tikka with salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['L003', 120], ['D033', 60], ['G017|~', 40], ['D075', 50], ['T012', 5, 'f'], ['D043', 80], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 15, serve: 'Serve hot off the grill with the salad.', steps: [
      'Marinate the paneer cubes with the capsicum{2: and onion} in chilli, turmeric, garam masala and lemon for 20 minutes.',
      'Thread onto skewers and brush with the oil.',
      'Grill or bake at 220 °C for 12–15 minutes until charred at the edges.',
      'Slice the tomato and cucumber for the salad. {6:Season the dish with salt.}'] } },
  { id: 'bhindi-dal-roti', name: 'Bhindi masala with toor dal and roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['D056', 150], ['T012', 8, 'f'], ['B021', 40], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve the bhindi and dal hot with the rotis.', steps: [
      'Wash and dry the okra completely, then slice.',
      'Heat the oil, fry the okra on medium heat 10 minutes until no longer sticky; add amchur, coriander{4: and salt}.',
      'Pressure-cook the toor dal and temper with cumin and {jain:garlic/a pinch of hing}.',
      'Knead the {3:atta/jowar flour}, roll into rotis and cook on a hot tawa.'] } },
  { id: 'baingan-bharta', name: 'Baingan bharta with masoor dal and roti', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['D031', 200], ['G017|~', 40], ['D075', 50], ['T006|T012', 7, 'f'], ['B013', 40], [ROTI, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 30, serve: 'Serve hot with the dal and rotis.', steps: [
      'Roast the brinjal over a flame until charred and soft; peel and mash.',
      'Heat the {3:mustard oil/oil}, fry {1:onion, }{jain:garlic and chilli/a pinch of hing and green chilli}, add the tomato and cook down; stir in the brinjal.',
      'Pressure-cook the masoor dal with turmeric and temper with cumin.',
      'Knead the {5:atta/jowar flour}, roll into rotis and cook on a hot tawa. {6:Season the dish with salt.}'] } },
  { id: 'prawn-masala-rice', name: 'Prawn masala with rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['S008', 140], ['G017', 50], ['D075', 60], ['H007|-', 15, 's'], ['T012', 7, 'f'], [RICE, 70], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the masala hot over the rice.', steps: [
      'Clean and devein the prawns; rub with {6:salt, }turmeric and chilli.',
      'Heat the oil, brown the onion, add the tomato and the spices{3: with the grated coconut} and cook to a thick masala.',
      'Add the prawns and cook 5–6 minutes until pink and curled.',
      'Cook the {5:rice/brown rice} in twice its volume of water.'] } },
  { id: 'mackerel-thoran', name: 'Mackerel fry with rice and cabbage thoran', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['P034', 140], ['T012', 8, 'f'], [RICE, 70], ['C015', 120], ['H007|-', 15, 's'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 25, serve: 'Serve the fish hot with the rice and thoran.', steps: [
      'Clean and score the mackerel; rub with chilli, turmeric, ginger-garlic{5: and salt}.',
      'Pan-fry it in the oil 4 minutes a side until crisp.',
      'Stir-fry the shredded cabbage with mustard seeds and curry leaves{4: and the grated coconut} until just tender.',
      'Cook the {2:rice/brown rice} in twice its volume of water.'] } },
  { id: 'masoor-brown-rice', name: 'Masoor dal with brown rice and salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B013', 55], ['A013', 70], ['D075', 40], ['T012', 7, 'f'], ['D043', 60], ['F002|~', 40], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 40, serve: 'Serve the dal over the rice with the salad.', steps: [
      'Cook the brown rice in twice its volume of water, covered, 35 minutes.',
      'Pressure-cook the masoor dal with turmeric for 2 whistles.',
      'Heat the oil, fry cumin, {jain:garlic/a pinch of hing} and tomato and pour into the dal; simmer 5 minutes.',
      'Slice the cucumber{5: and grate the carrot} for the salad. {6:Season the dish with salt.}'] } },
  { id: 'palak-paneer-bowl', name: 'Palak paneer bowl (no roti)', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['C033', 200], ['L003', 110], ['G017|~', 30], [GHEE, 8, 'f'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve hot in a bowl; no roti needed.', steps: [
      'Blanch the spinach 2 minutes, cool and blend smooth.',
      'Heat the {3:ghee/oil}, {jain:{2:soften the onion with }ginger-garlic/add a pinch of hing, cumin} and garam masala.',
      'Add the spinach purée{4: and salt} and simmer 5 minutes.',
      'Add the paneer cubes and heat through 3 minutes.'] } },
  { id: 'tofu-coconut-stew', name: 'Tofu and vegetable coconut stew', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['tofu', 150], ['coconut-milk', 60], ['D036', 100], ['D050', 80], ['T012', 5, 'f'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve hot with appam or a little rice if planned.', steps: [
      'Cube the tofu; cut the cauliflower into florets and the beans into pieces.',
      'Heat the oil with whole spices, curry leaves, {jain:ginger and green chilli/green chilli and crushed black pepper}.',
      'Add the vegetables with a cup of water and simmer 8 minutes.',
      'Stir in the coconut milk and the tofu and heat gently 5 minutes without boiling; season. {5:Season the dish with salt.}'] } },
  { id: 'chicken-tikka-veg', name: 'Chicken tikka with sautéed vegetables', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['N003', 150], ['D033', 80], ['D036', 100], ['G017', 30], [GHEE, 8, 'f'], ['lemon-juice', 10, 'x'], ['salt', 1.3, 'n']],
    how: { prep: 20, cook: 25, serve: 'Serve hot with the vegetables and a squeeze of lemon.', steps: [
      'Marinate the chicken in ginger-garlic, chilli, garam masala and lemon for 30 minutes.',
      'Grill or bake at 220 °C for 18–20 minutes.',
      'Sauté the capsicum, cauliflower and onion in the {4:ghee/oil} until just tender.',
      'Finish with the lemon juice. {6:Season the dish with salt.}'] } },
  { id: 'rajma-jowar', name: 'Rajma with jowar roti and salad', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['B020', 55], ['A005', 70], ['G017|~', 30], ['D075', 60], ['T012', 7, 'f'], ['D043', 60, 's'], ['salt', 1.3, 'n']],
    how: { prep: 15, cook: 45, serve: 'Serve the rajma hot with the jowar rotis and salad.', steps: [
      'Soak the rajma overnight and pressure-cook 6–7 whistles until soft.',
      'Heat the oil, {2:brown the onion, }add {jain:/a pinch of hing, }tomato and rajma masala, then the beans; simmer 15 minutes.',
      'Knead the jowar flour with warm water and pat out rotis; cook on a hot tawa.',
      'Slice the cucumber. {6:Season the dish with salt.}'] } },
  { id: 'egg-curry-rice', name: 'Egg and spinach curry with brown rice', slots: ['lunch', 'dinner'], cuisine: 'indian', items: [['M001', 110], ['C033', 100], ['G017', 40], ['D075', 50], ['T012', 7, 'f'], ['A013', 65], ['salt', 1.3, 'n']],
    how: { prep: 10, cook: 40, serve: 'Serve the curry over the brown rice.', steps: [
      'Hard-boil and peel the eggs; cook the brown rice, covered, 35 minutes.',
      'Heat the oil, brown the onion, add tomato, ginger-garlic and the spices and cook to a masala.',
      'Add the chopped spinach and a little water and cook 5 minutes.',
      'Add the halved eggs and simmer 5 minutes. {6:Season the dish with salt.}'] } },

  // Snacks
  { id: 'roasted-chana', name: 'Roasted chana', slots: ['snack'], cuisine: 'indian', items: [['B002', 40], ['lemon-juice|-', 5, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 2, cook: 0, serve: 'Eat as is; keeps for weeks in an airtight jar.', steps: [
      'Use ready roasted chana, or soak whole chana overnight, boil until just tender and roast at 180 °C for 35 minutes.',
      'Toss with a pinch of chaat masala{2: and salt}.',
      '{1:Squeeze over the lemon juice just before eating.}'] } },
  { id: 'buttermilk-peanuts', name: 'Buttermilk {with peanuts/with sunflower seeds}', slots: ['snack'], cuisine: 'indian', items: [['buttermilk', 250], ['H012|H020', 20, 'm', true], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 0, serve: 'Serve the buttermilk chilled with the {1:peanuts/sunflower seeds} on the side.', steps: [
      'Whisk the buttermilk with roasted cumin{2:, salt} and a few chopped mint or coriander leaves.',
      'Dry-roast the {1:peanuts/sunflower seeds} in a pan for 3 minutes if raw.',
      'Chill the buttermilk before serving.'] } },
  { id: 'sprouts-chaat', name: 'Sprouts chaat', slots: ['snack'], cuisine: 'indian', items: [['B011', 40], ['G017', 20], ['D075', 30], ['lemon-juice', 5, 'x'], ['salt', 0.5, 'n']],
    how: { prep: 10, cook: 5, serve: 'Eat fresh, within an hour of mixing.', steps: [
      'Steam the moong sprouts 5 minutes and cool.',
      'Chop the onion and tomato finely.',
      'Toss everything with chaat masala{4:, salt} and the lemon juice.'] } },
  { id: 'paneer-tomato', name: 'Paneer cubes with tomato', slots: ['snack'], cuisine: 'indian', items: [['L003', 70], ['D075', 80], ['salt', 0.5, 'n']],
    how: { prep: 5, cook: 0, serve: 'Serve at room temperature.', steps: [
      'Cut the paneer into cubes and the tomato into wedges.',
      'Sprinkle with chaat masala, black pepper{2: and salt}.',
      'Toss together, or thread onto toothpicks.'] } },
  { id: 'guava', name: 'Fresh {guava/orange}', slots: ['snack'], cuisine: 'indian', items: [['E028|E047', 200, 'm', true]],
    how: { prep: 3, cook: 0, serve: 'Eat fresh.', steps: [
      'Wash the {0:guava/orange} well.',
      '{0:Cut the guava into wedges, keeping the skin./Peel the orange and separate the segments.}',
      'Sprinkle with a pinch of chaat masala if you like.'] } },
  { id: 'dates-walnuts', name: 'Dates and {walnuts/sunflower seeds}', slots: ['snack'], cuisine: 'indian', items: [['E018', 30], ['H021|H020', 15, 'm', true]],
    how: { prep: 2, cook: 0, serve: 'Eat as a snack; keeps well in a box.', steps: [
      'Slit the dates and take out the stones.',
      '{1:Press a walnut half into each date./Roll the dates in the sunflower seeds.}',
      'Arrange on a plate.'] } },
  { id: 'fruit-chaat', name: 'Fruit chaat', slots: ['snack'], cuisine: 'indian', items: [['E049', 150], ['E055', 60], ['E047', 100], ['salt', 0.5, 'n']],
    how: { prep: 10, cook: 0, serve: 'Eat straight away.', steps: [
      'Peel and cube the papaya.',
      'Peel the orange and separate the segments; seed the pomegranate.',
      'Toss with chaat masala{3:, black salt} and lime juice.'] } },
  { id: 'curd-fruit', name: '{Curd/Soy yogurt} with pomegranate', slots: ['snack'], cuisine: 'indian', items: [['yogurt|soy-yogurt', 180, 'm', true], ['E055', 60]],
    how: { prep: 3, cook: 0, serve: 'Serve chilled.', steps: [
      'Whisk the {0:curd/soy yogurt} smooth.',
      'Seed the pomegranate.',
      'Top the {0:curd/soy yogurt} with the seeds and a pinch of roasted cumin or cardamom.'] } },
  { id: 'coconut-berries', name: 'Fresh coconut and {raspberries/strawberries}', slots: ['snack'], cuisine: 'indian', items: [['H007', 40], ['raspberries|E063', 60, 'm', true]],
    how: { prep: 5, cook: 0, serve: 'Eat fresh.', steps: [
      'Crack the coconut and cut the flesh into thin pieces.',
      'Rinse the {1:raspberries/strawberries}{1:/ and halve them}.',
      'Serve together in a bowl.'] } },
];
