/**
 * Foods by every name they go by, for rules that must hold in the words a member reads: dish names, method steps
 * and food names. A tag on a food row is not enough — a method can say "a dash of fish sauce" or "temper in
 * gingelly oil" for an ingredient the recipe never listed. A word list per tag or rule; plant "milks" and
 * "gluten-free" versions are not the allergen.
 */
import type { ContainsTag } from '@common/plan';

const words = (list: string, not = ''): RegExp => new RegExp(`${not}\\b(?:${list})(?:e?s)?\\b`, 'i');

/** Plant milks, nut butters and the like carry the word but not the allergen. */
const PLANT =
  '(?<!(?:coconut|almond|soy|soya|oat|rice|cashew|peanut|nut|vegan|plant|cocoa|shea|seed|apple) )';
/** "Jowar roti", "rice noodles", "gluten-free pasta": named after a gluten-free grain, not wheat. */
const GLUTEN_FREE =
  '(?<!(?:gluten-free|gluten free|gf|jowar|bajra|ragi|nachni|makki|maize|corn|rice|millet|amaranth|rajgira|kuttu|buckwheat|singhara|quinoa|lentil|chickpea|besan|glass|kelp|sweet potato) )';

/** Allergen and intolerance names, Indian usage included (FSSAI labelling 2020; EU FIC Annex II; FDA FALCPA). */
export const TAG_WORDS: Partial<Record<ContainsTag, RegExp>> = {
  // Coeliac: every gluten cereal and product. Coeliac UK; AOECS; FSSAI "gluten-free" standard 2020
  gluten: words(
    'wheat|atta|maida|sooji|suji|rava|semolina|seitan|barley|jau|rye|bulgur|bulgar|dalia|daliya|couscous|malt|spelt|farro|triticale|freekeh|vermicelli|sevai|semiya|seviyan|pasta|spaghetti|penne|macaroni|noodle|bread|roti|chapati|chapatti|phulka|paratha|naan|kulcha|puri|poori|bhatura|pita|tortilla|cracker|biscuit|rusk|panko|breadcrumb|soy sauce|shoyu|hing|asafoetida',
    GLUTEN_FREE,
  ),
  sesame: words('sesame|gingelly|til|teel|tahini|tahina|gomasio|benne|ellu|nuvvulu'),
  peanut: words('peanut|groundnut|moongphali|mungfali|shengdana|kadalai|satay|monkey nut'),
  dairy: words(
    'milk|ghee|paneer|curd|dahi|khoa|khoya|mawa|whey|casein|butter|buttermilk|chaas|cheese|cream|yogh?urt|lassi|raita|shrikhand|kheer|malai|rabri|kulfi|chhena|custard',
    PLANT,
  ),
  shellfish: words('prawn|shrimp|crab|lobster|crayfish|jhinga|chingri|scampi|krill|langoustine'),
  fish: words(
    'fish|salmon|tuna|sardine|mackerel|anchov(?:y|ie)|cod|rohu|hilsa|pomfret|surmai|bangda|tilapia|basa|katla',
  ),
  egg: words('egg|omelette|omelet|mayonnaise|mayo|meringue|frittata|bhurji'),
  soy: words('soy|soya|tofu|tempeh|edamame|miso|tamari|shoyu'),
  nuts: words(
    'almond|badam|cashew|kaju|walnut|akhrot|pistachio|pista|hazelnut|pecan|macadamia|brazil nut|pine nut|chilgoza|coconut|nariyal|praline|marzipan',
  ),
};

/**
 * Tyramine with an MAO inhibitor: aged cheese, fermented soy and fish sauces and pastes, yeast extract, cured
 * meat, sauerkraut and kimchi, tap beer and red wine. Phenelzine (Nardil) FDA label; BNF phenelzine; Gillman 2018
 */
export const TYRAMINE_WORDS = words(
  'fish sauce|nam pla|soy sauce|shoyu|tamari|miso|gochujang|doenjang|chilli bean paste|chili bean paste|doubanjiang|black bean sauce|fermented bean|shrimp paste|belacan|oyster sauce|yeast extract|marmite|vegemite|parmesan|cheddar|gouda|gruyere|blue cheese|stilton|camembert|brie|feta|aged cheese|salami|pepperoni|chorizo|prosciutto|sauerkraut|kimchi|tempeh|natto|red wine|beer|toddy',
);

/** Low-residue diet (stricturing Crohn's): no nuts, seeds, raw salads, skins or whole pulses. ESPEN 2023 IBD guideline */
export const LOW_RESIDUE_WORDS = words(
  'salad|slaw|coleslaw|kachumber|sprout|sprouted|chia|flax|flaxseed|alsi|linseed|sunflower seed|pumpkin seed|seed|nut|almond|walnut|cashew|peanut|popcorn|bran|dried fruit|raisin|kishmish|date|prune|fig|anjeer|corn|makai|bhutta|rajma|kidney bean|chole|chana|chickpea|whole moong|husk|isabgol|psyllium' +
    // Every whole pulse (issue 30: a black bean feijoada and steamed edamame were served with a stricture).
    '|black bean|pinto bean|cannellini|navy bean|borlotti|lima bean|white bean|lobia|black-eyed pea|cowpea|edamame|soya bean|soybean|horse gram|kulthi|moth bean|matki|whole green gram|green gram, whole|whole urad|whole masoor|lentil whole|peas, dry|dry peas',
);

/** Iron overload: iron-fortified foods and red meat, organ meats. EASL 2022 haemochromatosis guideline */
export const IRON_OVERLOAD_WORDS = words(
  'iron-fortified|fortified cereal|fortified flour|fortified atta|bran cereal|breakfast cereal|liver|kaleji|mutton|lamb|goat|beef|pork|venison|black pudding|keema',
);

/** The words of a forbidden-tag mask, one pattern for all: name and method text of every dish and food. */
export function forbiddenWordsFor(tags: readonly ContainsTag[], extra: readonly RegExp[]): RegExp | null {
  const parts = [...tags.flatMap((t) => (TAG_WORDS[t] ? [TAG_WORDS[t]] : [])), ...extra].map((r) => r.source);
  return parts.length === 0 ? null : new RegExp(parts.map((p) => `(?:${p})`).join('|'), 'i');
}
