/**
 * Words around a match that change what it means: negation ("no diabetes", "thyroid normal", "TB ruled out"),
 * family history ("mother has diabetes", "FH of heart disease"), past history ("h/o", "ex-smoker"), doubt
 * ("suspected"), and the filler words a line may hold besides what it names ("k/c/o", "since", "hai").
 * All words are stored folded, as the matcher sees them.
 */
import { normaliseWord } from './tokens';

const fold = (phrases: string): string[][] =>
  phrases.split('|').map((p) => p.split(' ').map(normaliseWord).filter(Boolean));
const foldSet = (words: string): Set<string> => new Set(words.split('|').map(normaliseWord));

/** Before the match, within a few words. */
export const NEGATION_BEFORE = fold(
  'no|not|never|without|deny|denies|denied|negative for|non|nil|free of|nahi|nahin|nhi|no history of|no h o|no known',
);
/** After the match. */
export const NEGATION_AFTER = fold(
  'ruled out|rule out|negative|nahi|nahin|nhi|nahi hai|absent|excluded|not present',
);
/** After the match, but not for life stages ("pregnancy normal" is still a pregnancy). */
export const NORMAL_AFTER = fold('normal|is normal|are normal|within normal limits|wnl|fine|ok|okay');
/** Keeps a negation going to the next match: "no diabetes or hypertension". */
export const NEGATION_CONTINUES = foldSet('or|nor');

/** Stated family history: these words are never read as part of a condition's name. */
export const FAMILY_PHRASES = fold(
  'family history of|family history|family h o|family hx|fhx|fh of|f h o|family history positive for|family me|family mein|in family|runs in family|runs in the family|in the family',
);
/** A relative named before the match. */
export const RELATIVES = foldSet(
  'father|dad|daddy|papa|mother|mom|mum|mummy|maa|mata|pita|parent|parents|brother|sister|sibling|siblings|grandfather|grandmother|grandpa|grandma|nana|nani|dada|dadi|uncle|aunt|aunty|maternal|paternal|cousin|son|daughter|bhai|behen',
);
/** Words before "mother" that make it the member ("new mother", "nursing mother"). */
export const SELF_BEFORE_RELATIVE = foldSet(
  'new|a|am|im|i|working|single|young|nursing|breastfeeding|lactating|expecting|first|time|feeding|formula|bottle',
);

export const HISTORY_BEFORE = fold(
  'history of|h o|past|previous|previously|prior|had|ex|former|recovered from|quit|stopped|was on|used to have|earlier|old case of|discontinued',
);
export const HISTORY_AFTER = fold(
  'in the past|resolved|cured|recovered|quit|stopped|discontinued|in past|earlier|completed|finished|healed|reversed|repaired',
);
export const UNCERTAIN_BEFORE = fold('suspected|possible|probable|query|maybe|might have|may have|likely|?');

/** Whole entries that mean "nothing to declare". */
export const NONE_LINES = new Set(
  fold(
    'none|no|nil|na|n a|nothing|no disease|no diseases|no medical condition|no medical conditions|no condition|no conditions|no known condition|no known conditions|no medicine|no medicines|no medication|no medications|no meds|not applicable|healthy|no problem|no problems|koi nahi|kuch nahi|koi bimari nahi|no supplement|no supplements|nope|nil significant|none known|no health issues|no health problems|no issues|fit and healthy|not taking any|not on any medication|no regular medication|no regular medicines',
  ).map((w) => w.join(' ')),
);

/** Words a line may carry besides what it names; left over beside a match they are not "unmatched". */
export const FILLER = foldSet(
  [
    'a|an|the|and|or|with|of|in|on|at|to|for|from|since|by|as|my|me|i|im|am|is|are|was|were|be|been|have|has|had|having|got|get|also|both|very|bit|little|slightly|some|mild|chronic|acute|known|case|k|c|o|h|s|p|r|diagnosed|diagnosis|dx|detected|found|told|doctor|dr|problem|issue|condition|disease|disorder|syndrome|level|levels|test|tests|report|reports|result|value|values|reading|readings|patient|sufferer|suffering|suffer|treatment|treated|medication|medicine|medicines|tablet|tablets|taking|take|takes|currently|current|recently|recent|now|still|ago|back|year|years|month|months|week|weeks|day|days|old|new|last|past|hai|hu|hoon|hun|ka|ki|ke|me|mein|mujhe|se|aur|bhi|thoda|bahut|left|right|side|sided|bilateral|both|since|approx|about|around|due|because|after|before|during|while|yes|y|n|x|stable|ongoing|present|positive|confirmed|history|hx|h|o|but|so|this|that|which|who|also|plus|etc|type|only|just|pm|on|off|under|good|bad|high|low|borderline|slight|mine|its|it|doctors|advised|prescribed|regularly|regular|sometimes|occasionally|often|frequent|frequently|always|every|each|per|when|needed|lifelong|long|term|short|course|episode|episodes|attack|attacks|flare|flares|flareup|flareups|spell|spells|bout|bouts|symptom|symptoms|complaint|complaints',
  ].join('|'),
);

/** Medicine lines: dose, form and schedule words, stripped before matching. */
export const DOSE_WORDS = foldSet(
  'mg|mcg|ug|µg|g|gm|gms|gram|grams|iu|unit|units|u|ml|mls|tab|tabs|tablet|tablets|cap|caps|capsule|capsules|inj|injection|injections|syrup|susp|suspension|drops|sachet|sachets|sr|er|xr|cr|mr|od|bd|bid|tds|tid|qid|qds|hs|sos|prn|stat|daily|once|twice|thrice|weekly|monthly|fortnightly|morning|night|noon|evening|bedtime|before|after|food|meal|meals|breakfast|lunch|dinner|empty|stomach|x|times|day|days|week|weeks|month|months|per|alternate|every|each|with|half|quarter|one|two|three|dose|dosage|puff|puffs|spray|sprays|strip|strips',
);

export function phraseAt(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  if (at < 0 || at + phrase.length > words.length) return false;
  return phrase.every((w, i) => words[at + i] === w);
}

/** A phrase ending exactly before `end` (exclusive). */
export function phraseEndingAt(
  words: readonly string[],
  end: number,
  phrases: readonly string[][],
): string[] | null {
  for (const p of phrases) if (phraseAt(words, end - p.length, p)) return p;
  return null;
}
