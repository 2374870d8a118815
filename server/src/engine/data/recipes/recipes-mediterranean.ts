/**
 * Mediterranean and Middle Eastern dishes (Greece, Turkey, the Levant, North Africa). Same conventions as
 * recipes-international.ts; every dish has its own method (`how`, see DishMethod in recipe-types.ts).
 */
import type { RecipeDef } from './recipe-types';

const BREAD = 'bread-ww|bread-gf';
const PITA = 'pita-ww|bread-gf';
const RICE = 'A015|A013';

// prettier-ignore
export const MEDITERRANEAN_RECIPES: RecipeDef[] = [
  // Breakfast
  { id: 'menemen', name: 'Menemen (Turkish eggs with peppers) and toast', slots: ['breakfast'], cuisine: 'international', method: 'saute',
    items: [['M001', 110], ['D075', 150], ['D033', 60], ['olive-oil', 8, 'f'], [BREAD, 50, 's'], ['salt', 0.7, 'n']],
    how: { prep: 10, cook: 15, serve: 'Serve straight from the pan with the toast for scooping.', steps: [
      'Soften the sliced green pepper in the olive oil 4 minutes.',
      'Add the chopped tomatoes with {5:salt, }pepper and chilli flakes and cook 6 minutes until saucy.',
      'Pour in the beaten eggs and stir gently until just set and still soft.',
      'Toast the {4:whole-grain/gluten-free} bread.'] } },
  { id: 'yogurt-figs', name: '{Greek yogurt/Soy yogurt} with figs and {walnuts/sunflower seeds}', slots: ['breakfast'], cuisine: 'international',
    items: [['greek-yogurt|soy-yogurt', 200, 'm', true], ['E020', 100], ['H021|H020', 15, 's', true], ['honey|maple-syrup|-', 8, 'x'], ['oats|oats-gf|-', 25, 's']],
    how: { prep: 5, cook: 0, serve: 'Serve chilled.', steps: [
      'Quarter the figs.',
      'Spoon the {0:Greek yogurt/soy yogurt} into a bowl{4: and scatter the oats over/ and scatter the gluten-free oats over}.',
      'Top with the figs and the {2:chopped walnuts/sunflower seeds}{3:, and drizzle with the honey/, and drizzle with the maple syrup}.'] } },
  { id: 'spinach-feta-omelette', name: 'Spinach{ and feta} omelette with toast', slots: ['breakfast'], cuisine: 'international',
    items: [['M001', 150], ['C033', 60], ['feta|-', 25, 's', true], ['olive-oil', 5, 'f'], [BREAD, 40, 's'], ['salt', 0.7, 'n']],
    how: { prep: 5, cook: 10, serve: 'Serve hot with the toast.', steps: [
      'Wilt the spinach in the olive oil 1 minute; season.',
      'Pour in the beaten eggs and cook on medium until almost set.',
      '{2:Crumble the feta over, }fold and cook 1 more minute.',
      'Toast the {4:whole-grain/gluten-free} bread. {5:Season the dish with salt.}'] } },

  // Lunch and dinner
  { id: 'falafel-bowl', name: 'Baked falafel bowl with {tahini/lemon} dressing', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['B002', 60], ['A021|A009', 40], ['C025', 40], ['D075', 60], ['D043', 60], ['tahini|olive-oil', 15, 'f', true], ['G009', 5, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 20, cook: 25, serve: 'Serve the warm falafel on the {1:bulgur/quinoa} with the salad.', steps: [
      'Soak the chickpeas overnight (do not cook); blitz with onion, garlic, coriander, cumin{7: and salt} to a coarse paste.',
      'Shape into 8 small patties and bake at 200 °C for 20–25 minutes, turning once.',
      '{1:Pour boiling water over the bulgur and cover 15 minutes./Simmer the quinoa in twice its volume of water 15 minutes.}',
      'Chop the lettuce, tomato and cucumber and dress with the {5:tahini whisked with lemon and water/olive oil and lemon}.'] } },
  { id: 'chicken-shawarma', name: 'Chicken shawarma plate with hummus', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['chicken-thigh', 140], ['hummus', 40], [PITA, 60], ['D075', 50], ['D043', 50], ['olive-oil', 6, 'f'], ['yogurt|-', 30, 's'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 20, serve: 'Serve the sliced chicken with the hummus, salad and warm {2:pita/bread}.', steps: [
      'Rub the chicken with cumin, paprika, coriander, cinnamon, garlic, lemon{6:, the yogurt} and half the olive oil; marinate 30 minutes.',
      'Grill or roast at 220 °C for 18–20 minutes; rest and slice thinly.',
      'Dice the tomato and cucumber with the rest of the oil, lemon{7: and salt}.',
      'Warm the {2:pita/bread}.'] } },
  { id: 'mujaddara', name: 'Mujaddara with cucumber salad{ and yogurt/ and soy yogurt}', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['B014', 50], [RICE, 50], ['G017', 80], ['olive-oil', 10, 'f'], ['D043', 60], ['greek-yogurt|soy-yogurt|-', 80, 's', true], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 35, serve: 'Serve warm topped with the crisp onions, the salad beside{5: and a spoon of yogurt/ and a spoon of soy yogurt}.', steps: [
      'Simmer the lentils in water 15 minutes until half cooked.',
      'Add the {1:rice/brown rice}, cumin{6:, salt} and enough water to cover by 2 cm; cover and cook 15 minutes.',
      'Meanwhile fry the sliced onion slowly in the olive oil until deep brown and crisp.',
      'Dice the cucumber with lemon and mint.'] } },
  { id: 'tabbouleh-chicken', name: 'Tabbouleh with grilled chicken', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['chicken-breast', 120], ['A021|A009', 45], ['C028', 40], ['D075', 80], ['D043', 50], ['olive-oil', 10, 'f'], ['lemon-juice', 15, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 20, cook: 15, serve: 'Serve the chicken sliced over the tabbouleh; the salad keeps a day.', steps: [
      '{1:Soak the bulgur in boiling water 15 minutes and drain./Simmer the quinoa 15 minutes and cool.}',
      'Chop the parsley, tomato and cucumber finely; mix with the grain, the lemon juice, most of the olive oil, mint{7: and salt}.',
      'Season the chicken and grill or pan-fry in the rest of the oil 5–6 minutes a side.'] } },
  { id: 'greek-lemon-chicken', name: 'Greek lemon chicken with potatoes and green beans', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'roast',
    items: [['chicken-breast', 140], ['F006', 180], ['D050', 80], ['olive-oil', 10, 'f'], ['lemon-juice', 15, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 40, serve: 'Serve from the tray with the pan juices spooned over.', steps: [
      'Cut the potatoes into wedges and toss with most of the olive oil, oregano, garlic{5:, salt} and half the lemon juice.',
      'Roast at 200 °C for 20 minutes, add the seasoned chicken and roast 20 minutes more.',
      'Steam the green beans 5 minutes and dress with the rest of the oil and lemon.'] } },
  { id: 'chickpea-tagine', name: 'Chickpea and vegetable tagine with {couscous/quinoa}', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['B002', 50], ['F002', 60], ['D077', 80], ['F013', 80], ['D075', 80], ['olive-oil', 8, 'f'], ['couscous|A009', 50, 'm', true], ['E005', 15, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 45, serve: 'Serve the tagine over the {6:couscous/quinoa}.', steps: [
      'Soak the chickpeas overnight and boil 40 minutes (or use cooked).',
      'Soften onion and garlic in the olive oil with cumin, cinnamon, paprika and ginger.',
      'Add the carrot, sweet potato, courgette, tomato, chopped apricots, chickpeas and a cup of water; simmer covered 25 minutes.',
      '{6:Pour boiling water over the couscous, cover 5 minutes and fluff./Simmer the quinoa in twice its volume of water 15 minutes.} {8:Season the dish with salt.}'] } },
  { id: 'cod-souvlaki', name: 'Cod souvlaki with {tzatziki/soy-yogurt tzatziki} and pita', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['cod', 150], ['greek-yogurt|soy-yogurt', 80, 's', true], ['D043', 60], ['olive-oil', 8, 'f'], [PITA, 60], ['lemon-juice', 10, 'x'], ['salt', 1.0, 'n']],
    how: { prep: 15, cook: 10, serve: 'Serve the skewers with the tzatziki and warm {4:pita/bread}.', steps: [
      'Cube the cod and marinate in half the olive oil, the lemon juice, oregano and garlic for 15 minutes; thread onto skewers.',
      'Grill or pan-fry 3 minutes a side.',
      'Grate the cucumber, squeeze it and stir into the {1:Greek yogurt/soy yogurt} with garlic, dill and the rest of the oil. {6:Season the dish with salt.}'] } },
  { id: 'spanakorizo-eggs', name: 'Spanakorizo (spinach rice) with eggs', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['C033', 150], [RICE, 65], ['G017', 40], ['olive-oil', 10, 'f'], ['M001', 100], ['lemon-juice', 10, 'x'], ['feta|-', 20, 's'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve warm with the eggs on top{6: and the feta crumbled over}.', steps: [
      'Soften the onion in the olive oil, add the {1:rice/brown rice} and stir 1 minute.',
      'Add twice the rice\'s volume of water and simmer covered 12 minutes.',
      'Stir in the chopped spinach and dill and cook 5 minutes until the rice is tender; finish with the lemon juice.',
      'Boil or poach the eggs. {7:Season the dish with salt.}'] } },
  { id: 'mercimek-soup', name: 'Turkish red lentil soup with bread', slots: ['lunch', 'dinner'], cuisine: 'international',
    items: [['B013', 60], ['F002', 40], ['G017', 40], ['olive-oil', 8, 'f'], [BREAD, 60], ['lemon-juice', 10, 'x'], ['greek-yogurt|-', 60, 's'], ['salt', 1.0, 'n']],
    how: { prep: 10, cook: 30, serve: 'Serve hot with lemon and the bread{6:, yogurt on the side}; keeps 3 days.', steps: [
      'Soften the onion and carrot in the olive oil with cumin and paprika.',
      'Add the rinsed red lentils and 4 times their volume of water; simmer 20 minutes.',
      'Blend smooth, season and finish with the lemon juice and dried mint. {7:Season the dish with salt.}'] } },
  { id: 'turkey-stuffed-peppers', name: 'Peppers stuffed with turkey and rice', slots: ['lunch', 'dinner'], cuisine: 'international', method: 'roast',
    items: [['D033|D034', 200], ['turkey-mince', 100], [RICE, 40], ['D075', 60], ['olive-oil', 6, 'f'], ['yogurt|-', 60, 's'], ['salt', 1.0, 'n']],
    how: { prep: 20, cook: 45, serve: 'Serve hot{5: with the garlic yogurt}.', steps: [
      'Brown the turkey in the olive oil with onion, garlic, cumin and paprika; stir in the raw {2:rice/brown rice} and chopped tomato.',
      'Cut the tops off the peppers, scoop out the seeds and fill loosely.',
      'Stand them in a dish with a cup of water, cover and bake at 190 °C for 40 minutes until the rice is tender.',
      '{5:Stir crushed garlic{6: and salt} into the yogurt.}'] } },

  // Snacks
  { id: 'hummus-pita', name: 'Hummus with pita and cucumber', slots: ['snack'], cuisine: 'international',
    items: [['hummus', 50], [PITA, 30], ['D043', 60]],
    how: { prep: 5, cook: 2, serve: 'Serve the hummus with a drizzle of olive oil and paprika.', steps: [
      'Warm the {1:pita and cut it into wedges/bread and cut it into fingers}.',
      'Cut the cucumber into sticks.',
      'Serve with the hummus for dipping.'] } },
  { id: 'figs-walnuts', name: 'Fresh figs with {walnuts/sunflower seeds}', slots: ['snack'], cuisine: 'international',
    items: [['E020', 100], ['H021|H020', 15, 'm', true]],
    how: { prep: 3, cook: 0, serve: 'Eat fresh.', steps: [
      'Rinse and quarter the figs.',
      '{1:Roughly break the walnuts./Toast the sunflower seeds in a dry pan 2 minutes.}',
      'Serve together.'] } },
  { id: 'tzatziki-sticks', name: '{Tzatziki/Soy-yogurt tzatziki} with carrot sticks', slots: ['snack'], cuisine: 'international',
    items: [['greek-yogurt|soy-yogurt', 120, 'm', true], ['D043', 60], ['F002', 60], ['salt', 0.5, 'n']],
    how: { prep: 8, cook: 0, serve: 'Serve chilled.', steps: [
      'Grate half the cucumber and squeeze out the water.',
      'Stir it into the {0:Greek yogurt/soy yogurt} with garlic, dill, lemon{3: and salt}.',
      'Cut the carrot and the rest of the cucumber into sticks for dipping.'] } },
  { id: 'dates-tahini', name: 'Dates with tahini', slots: ['snack'], cuisine: 'international',
    items: [['E018', 30], ['tahini', 15]],
    how: { prep: 2, cook: 0, serve: 'Eat as is, the way it is served in Levantine homes.', steps: [
      'Slit the dates and remove the stones.',
      'Spoon the tahini into a small dish.',
      'Dip the dates into the tahini, or fill them with it.'] } },
];
