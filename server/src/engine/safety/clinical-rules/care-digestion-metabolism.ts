/**
 * Care for conditions of the gut, glands, blood and nerves that change what a member eats or how they take their
 * medicines (issue 30, the dietitian-physician's reading: each was "known, but this plan has no specific rules for
 * it yet"). Each says what the menu does for it and what the member should do, with its guideline. G6PD deficiency
 * also leaves out broad beans through its catalogue entry's restriction, and gastroparesis gets the low-fibre menu
 * (clinical-rules/index.ts activeRules).
 */
import type { CareEntryBase } from './care-entries';

const PANCREATITIS: CareEntryBase = {
  severity: 'caution',
  message:
    'Pancreatitis: no alcohol at all (the plan has none), and stop smoking. Eat regular, moderate meals rather than large fatty ones; with chronic pancreatitis take the enzyme capsules prescribed with every meal and snack, and do not cut fat out unless your team advises (fat-soluble vitamins need it). Pale, oily stools, weight loss, or new thirst and passing urine often: tell your doctor. Severe upper belly pain going to the back: seek urgent care.',
  source:
    'ESPEN guideline on clinical nutrition in acute and chronic pancreatitis (Arvanitakis et al., Clin Nutr 2020); UEG evidence-based guideline for chronic pancreatitis (Löhr et al., UEG J 2017)',
  evenIfPast: true,
};

/** Keyed by catalogue entry id (common/clinical/conditions.ts). */
export const DIGESTION_METABOLISM_CARE: Readonly<Record<string, CareEntryBase>> = {
  'g6pd-deficiency': {
    severity: 'caution',
    message:
      'G6PD deficiency: the menu leaves out broad (fava) beans, which can break down red blood cells. Check every new medicine or remedy with your pharmacist (some antibiotics, antimalarials and mothballs also trigger it), and seek care for dark urine, yellow eyes or sudden tiredness.',
    source:
      'WHO Working Group, glucose-6-phosphate dehydrogenase deficiency (Bull World Health Organ 1989;67:601); Luzzatto, Ally & Notaro, Blood 2020 (G6PD deficiency)',
  },
  'parkinsons-disease': {
    severity: 'caution',
    message:
      'Parkinson’s disease: take levodopa 30–60 minutes before meals, since protein eaten with it can blunt it; if it wears off after protein-rich meals, ask your team about moving most of the day’s protein to the evening meal rather than eating less. Constipation is common: fibre and plenty of fluids help. Exercise helps movement and balance: do the strength and aerobic sessions regularly, with balance work next to something to hold.',
    source:
      'NICE NG71 Parkinson’s disease in adults (2017); Cereda et al., Mov Disord 2010 (protein redistribution for motor fluctuations on levodopa); Grimes et al., CMAJ 2019 (Canadian guideline for Parkinson disease, exercise)',
  },
  'addisons-disease': {
    severity: 'caution',
    message:
      'Addison’s disease (adrenal insufficiency): do not cut down on salt. The menu is moderate in salt (sodium about 2,000 mg a day, the everyday limit for adults), so add salt to taste, and more in hot weather or after heavy sweating. Carry your steroid emergency card and injection kit, follow the sick-day rules, and ask your endocrinologist whether you need an extra dose before long or hard exercise.',
    source:
      'Endocrine Society clinical practice guideline: diagnosis and treatment of primary adrenal insufficiency (Bornstein et al., J Clin Endocrinol Metab 2016)',
  },
  tuberculosis: {
    severity: 'caution',
    message:
      'Tuberculosis: take the whole course of treatment exactly as prescribed. While TB is active, eat regular meals with enough energy and protein, and do not aim to lose weight until treatment is done: the plan holds your weight (no calorie deficit). No alcohol while on TB medicines (they strain the liver), and take the vitamin B6 prescribed with isoniazid. Yellow eyes, dark urine or vomiting on treatment: see your doctor that day.',
    source:
      'WHO 2013 guideline: nutritional care and support for patients with tuberculosis; NICE NG33 tuberculosis (2016)',
  },
  gastroparesis: {
    severity: 'caution',
    message:
      'Gastroparesis: the menu is low in fibre, with no nuts, seeds, raw salads or whole pulses, which empty from the stomach more easily. Eat slowly, split the plan’s meals into smaller ones if you fill up quickly (smaller, more frequent meals help), choose the lower-fat dishes, and stay upright for 2 hours after eating. Keep your blood glucose steady if you have diabetes. Ongoing vomiting or weight loss: ask for a dietitian.',
    source: 'ACG clinical guideline: gastroparesis (Camilleri et al., Am J Gastroenterol 2022)',
  },
  'peptic-ulcer': {
    severity: 'caution',
    message:
      'Stomach or duodenal ulcer: no particular food causes or heals an ulcer, so eat what suits you; avoid alcohol, smoking and anti-inflammatory painkillers (ibuprofen, aspirin) unless your doctor prescribes them, and finish any H. pylori treatment. Black stools or vomiting blood: seek urgent care.',
    source:
      'ACG clinical guideline: treatment of Helicobacter pylori infection (Chey et al., Am J Gastroenterol 2017); NICE CG184 dyspepsia and GORD (2019)',
  },
  'diverticular-disease': {
    severity: 'info',
    message:
      'Diverticular disease: a fibre-rich menu with plenty of fluids helps, and nuts, seeds and popcorn need not be avoided. During a flare (diverticulitis) your doctor may advise a short spell of low-fibre food; return to the usual menu as it settles. Fever with left-sided belly pain: see your doctor.',
    source:
      'AGA clinical practice update on medical management of colonic diverticulitis (Peery et al., Gastroenterology 2021); NICE NG147 diverticular disease (2019)',
  },
  pancreatitis: PANCREATITIS,
  'acute-pancreatitis': PANCREATITIS,
  'chronic-pancreatitis': PANCREATITIS,
  'alcohol-use-disorder': {
    severity: 'caution',
    message:
      'Alcohol: the plan has no alcohol and gives no drinking limits. If you are cutting down or stopping after heavy drinking, do it with your doctor (stopping suddenly can be dangerous), and ask about thiamine (vitamin B1). Regular meals help recovery.',
    source:
      'NICE CG115 alcohol-use disorders: diagnosis, assessment and management of harmful drinking and alcohol dependence (2011); NICE CG100 (thiamine)',
    evenIfPast: true,
  },
  hyperparathyroidism: {
    severity: 'info',
    message:
      'Hyperparathyroidism: do not cut out calcium (a normal intake of about 1,000 mg a day is advised; low-calcium diets can make it worse), drink plenty of fluids to protect the kidneys, and keep active to protect your bones.',
    whenKidneyDisease:
      'High PTH with kidney disease (secondary hyperparathyroidism): calcium, phosphate, vitamin D and fluid are set by your kidney team from your blood results: follow their limits rather than general advice, and take phosphate binders or cinacalcet as prescribed.',
    source:
      'Fifth International Workshop on primary hyperparathyroidism: guidelines (Bilezikian et al., J Bone Miner Res 2022); KDIGO 2017 CKD-MBD guideline update (secondary hyperparathyroidism)',
  },
  fibromyalgia: {
    severity: 'info',
    message:
      'Fibromyalgia: exercise is the treatment with the strongest evidence. Start with short, easy aerobic sessions and gentle strength work and build up slowly; some soreness is expected, so on flare days do less rather than stop. No special diet is proven.',
    source:
      'EULAR revised recommendations for the management of fibromyalgia (Macfarlane et al., Ann Rheum Dis 2017)',
  },
  sibo: {
    severity: 'caution',
    message:
      'Small intestinal bacterial overgrowth (SIBO): it is treated with antibiotics after a breath test, not by diet alone; this menu is not a low-FODMAP or elemental diet. If beans, onion, garlic or wheat bring on symptoms, swap those meals and ask for a dietitian rather than cutting foods out for good.',
    source:
      'ACG clinical guideline: small intestinal bacterial overgrowth (Pimentel et al., Am J Gastroenterol 2020)',
  },
  'histamine-intolerance': {
    severity: 'info',
    message:
      'Histamine intolerance: it is hard to diagnose and no test confirms it, so avoid long restrictive diets. If aged cheese, cured meat, wine, fermented or leftover foods clearly bring on symptoms, swap those meals, and ask a dietitian or allergist for a short, guided elimination and re-introduction.',
    source:
      'Reese et al., guideline on management of suspected adverse reactions to ingested histamine (DGAKI, SGAI, ÖGAI; Allergo J Int 2017)',
  },
  'fructose-malabsorption': {
    severity: 'caution',
    message:
      'Fructose malabsorption: this menu is not low in fructose (it has fruit, honey and some sugar). Fruit in small portions spread through the day is usually better tolerated; swap meals with apples, pears, mango, honey or dried fruit if they bring on symptoms, and ask a dietitian. If you have hereditary fructose intolerance (a genetic condition found in childhood), do not follow this menu: list it as “hereditary fructose intolerance”.',
    source:
      'Fedewa & Rao, Curr Gastroenterol Rep 2014 (dietary fructose intolerance, fructan intolerance and FODMAPs); BSG IBS guideline (Vasant et al., Gut 2021)',
  },
};
