/**
 * What a food costs, roughly: a price level per food (cheap / moderate / premium) and a retail price per kg per
 * food group and level, so a plan's grocery list carries an estimated weekly cost and an economical budget can
 * keep premium foods out. Estimates for comparing plans, not a shopping bill (prices vary by city and season).
 *
 * Levels, per food group (the reasoning):
 * - grains: cheap (rice, wheat flour, millets, oats are staples sold loose); premium: quinoa (imported).
 * - pulses: cheap (dal, chana, rajma: the cheapest protein per gram in India and the US).
 * - vegetables: cheap (seasonal and storing vegetables: onion, potato, cabbage, gourds, greens); moderate: those
 *   sold by the piece or out of season (capsicum, mushrooms, sweet corn); premium: imported or specialty produce
 *   (broccoli, zucchini, asparagus, kale, brussels sprouts).
 * - fruits: moderate; cheap: banana, papaya, guava (year-round, local); premium: berries, kiwi, avocado, dried
 *   berries (imported, perishable).
 * - dairy: cheap (milk, curd, buttermilk); moderate: paneer, yogurt; premium: cottage cheese, Greek yogurt and
 *   hard cheeses (a kilo takes 5–10 litres of milk).
 * - eggs: cheap (the cheapest animal protein in both markets).
 * - meat: moderate (chicken); premium: mutton, lamb, beef, pork, duck.
 * - fish: moderate (local catch); cheap: sardines, mackerel; premium: salmon, tuna, prawns, shellfish.
 * - nuts and seeds: moderate; cheap: peanuts, sesame; premium: almonds, cashews, walnuts, pistachios, pine nuts,
 *   hemp seeds.
 * - protein: moderate (tofu, seitan); premium: whey and soy protein powder, tempeh.
 * - oils: cheap (mustard, groundnut, sunflower, rice bran); premium: olive and avocado oil.
 * - spices and condiments: cheap (used by the gram); premium: saffron, maple syrup.
 *
 * Prices per kg (rounded): India from the Department of Consumer Affairs Price Monitoring Division's daily retail
 * prices (2024 averages) for staples and city retail for the rest; USD from the BLS Average Price Data (CPI, 2024)
 * and USDA ERS Fruit and Vegetable Prices (2023). EUR and GBP are the USD prices converted at the ECB's 2024
 * average reference rates (1 EUR = 1.082 USD, 1 GBP = 1.181 EUR → 0.924 EUR and 0.783 GBP per USD): a stated
 * approximation, as European shelf prices differ by country.
 */
import type { PriceLevel } from '@common/plan';
import type { Currency } from '@common/pricing';
import type { Food } from './food-table';

type Prices = Record<PriceLevel, number>;

/** Retail price per kg, by food group and level: INR (India) and USD (United States). */
const PRICE_PER_KG: Record<string, { INR: Prices; USD: Prices }> = {
  grains: { INR: { cheap: 45, moderate: 120, premium: 600 }, USD: { cheap: 2, moderate: 4, premium: 10 } },
  pulses: { INR: { cheap: 120, moderate: 170, premium: 300 }, USD: { cheap: 3, moderate: 5, premium: 9 } },
  vegetables: {
    INR: { cheap: 40, moderate: 90, premium: 250 },
    USD: { cheap: 2.5, moderate: 5, premium: 9 },
  },
  fruits: { INR: { cheap: 60, moderate: 150, premium: 900 }, USD: { cheap: 1.6, moderate: 4, premium: 15 } },
  dairy: { INR: { cheap: 60, moderate: 400, premium: 900 }, USD: { cheap: 1.1, moderate: 6, premium: 14 } },
  eggs: { INR: { cheap: 130, moderate: 250, premium: 400 }, USD: { cheap: 5, moderate: 8, premium: 14 } },
  meat: { INR: { cheap: 220, moderate: 300, premium: 800 }, USD: { cheap: 7, moderate: 11, premium: 20 } },
  fish: { INR: { cheap: 200, moderate: 400, premium: 1500 }, USD: { cheap: 8, moderate: 15, premium: 30 } },
  nuts: { INR: { cheap: 180, moderate: 600, premium: 1200 }, USD: { cheap: 6, moderate: 14, premium: 24 } },
  protein: { INR: { cheap: 250, moderate: 350, premium: 2500 }, USD: { cheap: 5, moderate: 7, premium: 35 } },
  oils: { INR: { cheap: 150, moderate: 250, premium: 900 }, USD: { cheap: 4, moderate: 8, premium: 16 } },
  spices: { INR: { cheap: 200, moderate: 600, premium: 3000 }, USD: { cheap: 10, moderate: 30, premium: 100 } },
  condiments: {
    INR: { cheap: 40, moderate: 150, premium: 600 },
    USD: { cheap: 1.5, moderate: 6, premium: 20 },
  },
  other: { INR: { cheap: 60, moderate: 300, premium: 1500 }, USD: { cheap: 3, moderate: 8, premium: 25 } },
};

/** ECB 2024 average reference rates (see above): USD prices converted. */
const PER_USD: Record<'EUR' | 'GBP', number> = { EUR: 0.924, GBP: 0.783 };

const DEFAULT_LEVEL: Record<string, PriceLevel> = {
  grains: 'cheap',
  pulses: 'cheap',
  vegetables: 'cheap',
  fruits: 'moderate',
  dairy: 'moderate',
  eggs: 'cheap',
  meat: 'moderate',
  fish: 'moderate',
  nuts: 'moderate',
  protein: 'moderate',
  oils: 'cheap',
  spices: 'cheap',
  condiments: 'cheap',
  other: 'moderate',
};

/** Foods priced away from their group's default, by name (first match wins). */
const LEVEL_BY_NAME: readonly [RegExp, PriceLevel][] = [
  [/whey|protein (isolate )?powder|soy protein|tempeh/i, 'premium'],
  [/quinoa|saffron|maple syrup|dark chocolate|red wine/i, 'premium'],
  [/broccoli|zucchini|courgette|asparagus|\bkale\b|brussels|cherry tomato|rocket|arugula|bok choy/i, 'premium'],
  [/raspberr|blueberr|strawberr|blackberr|cranberr|kiwi|avocado|pomegranate/i, 'premium'],
  [/cottage cheese|greek yog|parmesan|cheddar|feta|mozzarella|gruyere|emmental|ricotta|cheese/i, 'premium'],
  [/salmon|tuna|prawn|shrimp|lobster|crab|oyster|mussel|clam|scallop|squid/i, 'premium'],
  [/mutton|lamb|goat|beef|pork|bacon|ham\b|duck|turkey/i, 'premium'],
  [/almond|cashew|walnut|pistachio|pine nut|pecan|macadamia|hazelnut|hemp|chia|brazil/i, 'premium'],
  [/olive oil|avocado oil/i, 'premium'],
  [/mushroom|capsicum|bell pepper|sweet corn|baby corn|lettuce|celery/i, 'moderate'],
  [/banana|papaya|guava|lemon|lime|watermelon/i, 'cheap'],
  [/\bmilk\b|curd|buttermilk|chaas|\bdahi\b/i, 'cheap'],
  [/sardine|mackerel|anchov|bombay duck/i, 'cheap'],
  [/peanut|groundnut|sesame|gingelly/i, 'cheap'],
  [/egg white|duck egg|egg, duck/i, 'moderate'],
  [/paneer|yog(h)?urt|tofu|seitan/i, 'moderate'],
];

const levelCache = new Map<string, PriceLevel>();

/** The price level of a food: by name where it differs from its group, else the group's. */
export function priceLevel(food: Pick<Food, 'id' | 'name' | 'category'>): PriceLevel {
  const cached = levelCache.get(food.id);
  if (cached) return cached;
  const match = LEVEL_BY_NAME.find(([re]) => re.test(food.name));
  const level = match ? match[1] : (DEFAULT_LEVEL[food.category] ?? 'moderate');
  levelCache.set(food.id, level);
  return level;
}

/** Estimated cost of `grams` of a food in each currency (unrounded). */
export function foodCost(food: Pick<Food, 'id' | 'name' | 'category'>, grams: number): Record<Currency, number> {
  const table = PRICE_PER_KG[food.category] ?? PRICE_PER_KG.other;
  const level = priceLevel(food);
  const kg = grams / 1000;
  const usd = (table?.USD[level] ?? 0) * kg;
  return {
    INR: (table?.INR[level] ?? 0) * kg,
    USD: usd,
    EUR: usd * PER_USD.EUR,
    GBP: usd * PER_USD.GBP,
  };
}
