/**
 * Care for conditions that change what exercise is safe (issue 30, the dietitian-physician's reading: each was
 * "known, but this plan has no specific rules for it yet"): eye disease, nerve damage and foot wounds, bleeding
 * risk, sickle cell, a new hip, a stoma, dizziness, postural tachycardia, limb loss and sight loss. Each says what
 * the plan leaves out and what the member should do, with its guideline; `training` changes the plan itself
 * (care-constraints.ts applies it).
 */
import { MODERATE_RPE, type CareEntryBase, type CareTraining } from './care-entries';

/** The menu's everyday sodium ceiling, said where a condition needs more salt than the menu serves. */
const MENU_SALT =
  'the menu itself is moderate in salt (sodium about 2,000 mg a day, the everyday limit for adults), so add the salt your doctor advises on top';

const RETINOPATHY: CareEntryBase = {
  severity: 'caution',
  message: `Retinopathy (eye disease from diabetes or blood pressure): with proliferative or severe retinopathy, vigorous effort, heavy lifts with breath-holding and head-down positions can cause bleeding inside the eye or a detached retina, so the plan keeps to moderate effort (RPE up to ${MODERATE_RPE}) without them until your eye specialist clears you. Keep your eye checks and your blood glucose and blood pressure on target. Sudden floaters, flashes or a shadow over your vision: get urgent eye care.`,
  source:
    'ADA Standards of Care in Diabetes 2024, section 5 (physical activity) and section 12 (retinopathy); Colberg et al., Diabetes Care 2016 (ADA position statement on physical activity and diabetes)',
  training: {
    exclude: [
      ['heavy-valsalva', 'retinopathy: no heavy breath-holding lifts (pressure in the eye)'],
      ['high-intensity', 'retinopathy: moderate effort until your eye specialist clears you'],
      ['inversion', 'retinopathy: no head-down positions'],
    ],
    rpeMax: MODERATE_RPE,
  },
};

const FOOT_CARE =
  'check both feet every day (a mirror helps) for blisters, cuts or redness, wear well-fitting cushioned shoes and socks for every session, never walk barefoot, and see your foot team within a day about any wound';

const NEUROPATHY: CareEntryBase = {
  severity: 'caution',
  message: `Nerve damage (neuropathy): numb feet can hide injuries, so ${FOOT_CARE}. Moderate walking is safe without an open wound; the plan leaves out running and jumping, and balance exercises are done next to something to hold.`,
  source:
    'ADA Standards of Care in Diabetes 2024, sections 5 and 12 (moderate walking does not raise foot-ulcer risk in peripheral neuropathy without an active ulcer); IWGDF 2023 guidelines on the prevention of diabetes-related foot ulcers (Bus et al., Diabetes Metab Res Rev 2024)',
  training: { exclude: [['high-impact', 'neuropathy: no running or jumping on numb feet']] },
};

const FOOT_ULCER: CareEntryBase = {
  severity: 'caution',
  message: `Foot ulcer (an open wound on the foot): keep weight off the foot as your foot team advises. Until it has healed, the plan's training is all seated (upper body, core and seated arm cardio, no walks), and it goes back on its feet once you list the ulcer as healed. Otherwise ${FOOT_CARE}; go at once for redness, swelling, warmth, a smell or a fever. Healing needs enough protein: keep to the menu's protein every day, and tell your foot team if you are losing weight quickly.`,
  source:
    'IWGDF 2023 guidelines on offloading foot ulcers in persons with diabetes (Bus et al., Diabetes Metab Res Rev 2024); ADA Standards of Care in Diabetes 2024, sections 5 and 12 (no weight-bearing exercise with an active foot ulcer)',
  // The seated training itself: training-seated.ts offFeet.
  training: { exclude: [['high-impact', 'foot ulcer: no running or jumping while the wound heals']] },
};

const LOW_PLATELETS: CareEntryBase = {
  severity: 'caution',
  message:
    'Low platelets: falls and knocks bleed more easily, so the plan leaves out running, jumping and heavy breath-holding lifts; avoid contact sports. Ask your haematologist what activity your platelet count allows (very low counts need more limits). A head injury, black stools, or bleeding that will not stop: seek urgent care.',
  source:
    'Provan et al., updated international consensus report on the investigation and management of primary immune thrombocytopenia (Blood Adv 2019): activity restrictions set by platelet count and bleeding',
  training: {
    exclude: [
      ['high-impact', 'low platelets: no running or jumping (falls and bleeding)'],
      ['heavy-valsalva', 'low platelets: no heavy breath-holding lifts'],
    ],
  },
};

const BLEEDING_DISORDER: CareEntryBase = {
  severity: 'caution',
  message:
    'Bleeding disorder (haemophilia, von Willebrand disease): regular exercise strengthens the muscles that protect your joints, so keep it up. The plan builds strength gradually and leaves out running and jumping; avoid contact sports. Plan activity with your haemophilia centre (including any factor treatment before exercise), and stop at any sign of a joint or muscle bleed (tingling, warmth, swelling, pain).',
  source:
    'WFH Guidelines for the Management of Hemophilia, 3rd edition (Srivastava et al., Haemophilia 2020): physical activity and sport',
  training: { exclude: [['high-impact', 'bleeding disorder: no running or jumping (joint bleeds)']] },
};

const SICKLE_CELL: CareEntryBase = {
  severity: 'caution',
  message: `Sickle cell disease: drink plenty (about 2–3 litres a day, more in heat and during exercise), avoid getting very cold or overheated, and build exercise up gradually at moderate effort (RPE up to ${MODERATE_RPE}) with rests: very hard efforts, dehydration and high altitude can bring on a crisis. Take your medicines as prescribed, and seek urgent care for severe pain, chest pain or breathlessness, or a fever.`,
  source:
    'NHLBI 2014 expert panel report on the evidence-based management of sickle cell disease (Yawn et al., JAMA 2014)',
  training: {
    exclude: [['high-intensity', 'sickle cell disease: no exhausting efforts (crisis risk)']],
    rpeMax: MODERATE_RPE,
  },
};

const SICKLE_TRAIT: CareEntryBase = {
  severity: 'info',
  message:
    'Sickle cell trait: it usually causes no illness, but very hard, sustained exertion in heat, dehydration or at altitude can rarely cause collapse. Build fitness up gradually, drink regularly, rest when you need to, and stop and get help if you feel unusually weak, cramped or breathless during exercise.',
  source:
    'NATA consensus statement: sickle cell trait and the athlete (National Athletic Trainers’ Association, 2007)',
};

const HIP_REPLACEMENT: CareEntryBase = {
  severity: 'caution',
  message:
    'Hip replacement: for the first 3 months the plan leaves out deep squats and lunges, running and jumping; follow the precautions your surgeon or physiotherapist gave you (some approaches ask you not to bend the hip past 90° or cross your legs). After that, low-impact activity (walking, cycling, swimming, strength work) suits a new hip for good; ask your surgeon before running or jumping sports.',
  source:
    'NICE NG157 joint replacement (primary): hip, knee and shoulder (2020); Klein et al., J Arthroplasty 2007 (Hip Society and AAHKS consensus on return to sport after hip arthroplasty)',
  training: {
    exclude: [
      ['deep-knee-flexion', 'hip replacement: no deep squats or lunges in the first 3 months'],
      ['high-impact', 'hip replacement: no running or jumping while the new hip settles'],
    ],
    withinMonths: 3,
  },
};

const PELVIC_FLOOR: CareEntryBase = {
  severity: 'caution',
  message:
    'Bladder leaks or a weak pelvic floor: pelvic floor exercises work (at least 3 months, 3 times a day: slow squeezes held up to 10 seconds and quick ones), ideally taught by a women’s or pelvic health physiotherapist. Until you have no leaking or heaviness, the plan leaves out running, jumping and heavy breath-holding lifts; breathe out as you lift.',
  source:
    'NICE NG210 pelvic floor dysfunction: prevention and non-surgical management (2021); NICE NG123 urinary incontinence and pelvic organ prolapse in women (2019)',
  training: {
    exclude: [
      ['high-impact', 'weak pelvic floor: no running or jumping until there is no leaking or heaviness'],
      ['heavy-valsalva', 'weak pelvic floor: no heavy breath-holding lifts'],
    ],
  },
};

const DIASTASIS: CareEntryBase = {
  severity: 'caution',
  message:
    'Abdominal separation (diastasis recti): while the gap is wide the plan leaves out sit-up-type exercises and heavy breath-holding lifts; start with deep core (transversus) and pelvic floor exercises, best guided by a women’s health physiotherapist, and add harder core work as the gap firms up. The evidence on which exercises close the gap is still limited.',
  source:
    'NICE NG210 pelvic floor dysfunction (2021); Benjamin et al., Physiotherapy 2014 (systematic review: limited evidence on exercise for diastasis recti); Gluppe et al., Phys Ther 2018 (pelvic floor training after birth)',
  training: {
    exclude: [
      ['spinal-flexion', 'abdominal separation: no sit-ups or crunches'],
      ['heavy-valsalva', 'abdominal separation: no heavy breath-holding lifts'],
    ],
  },
};

const STOMA_TRAINING: CareTraining = {
  exclude: [['heavy-valsalva', 'stoma: no heavy breath-holding lifts (hernia beside the stoma)']],
};
const STOMA_CORE =
  'Wear a support belt for lifting and build core exercise up gradually with your stoma nurse (a hernia beside the stoma is common); the plan leaves out heavy breath-holding lifts.';
const STOMA_SOURCE =
  'ASCRS clinical practice guidelines for ostomy surgery (Hendren et al., Dis Colon Rectum 2015); ASCN UK clinical guidelines for stoma care (2016)';

const ILEOSTOMY: CareEntryBase = {
  severity: 'caution',
  message: `Ileostomy: you lose more water and salt through the stoma, so drink regularly (an oral rehydration solution if the output is high) and, unless your heart or kidney team has set a salt or fluid limit, do not limit salt: ${MENU_SALT}. Chew well; fibrous skins, nuts, sweetcorn, mushrooms and dried fruit can block the stoma early on, so add them slowly. ${STOMA_CORE}`,
  source: STOMA_SOURCE,
  training: STOMA_TRAINING,
};

const STOMA: CareEntryBase = {
  severity: 'caution',
  message: `Stoma: drink regularly, chew well and add high-fibre foods back slowly after surgery. ${STOMA_CORE}`,
  source: STOMA_SOURCE,
  training: STOMA_TRAINING,
};

const VERTIGO: CareEntryBase = {
  severity: 'caution',
  message:
    'Dizziness or vertigo: the plan leaves out head-down positions, and balance exercises are done next to something to hold; get up slowly from the floor. Ask your doctor about the cause: positional vertigo (BPPV) is treated with a simple head manoeuvre, and vestibular exercises from a physiotherapist help most other kinds. Sudden severe dizziness with a headache, double vision, slurred speech or weakness: call an ambulance.',
  source:
    'AAO-HNS clinical practice guideline: benign paroxysmal positional vertigo (Bhattacharyya et al., Otolaryngol Head Neck Surg 2017); APTA vestibular rehabilitation guideline (Hall et al., J Neurol Phys Ther 2022)',
  training: { exclude: [['inversion', 'dizziness: no head-down positions']] },
};

const POTS: CareEntryBase = {
  severity: 'caution',
  message: `Postural tachycardia syndrome (POTS): your care usually includes 2–3 litres of fluid a day and often extra salt: ${MENU_SALT}. If you also have high blood pressure or heart or kidney disease, ask before adding salt. Start exercise lying or seated: for the first weeks do the plan's seated and lying exercises, swap its walks and standing exercises for a recumbent bike, rowing machine or swimming, and move to upright exercise as you tolerate it; the plan keeps effort moderate (RPE up to ${MODERATE_RPE}). If you feel faint, stop, sit or lie down with your legs raised.`,
  source:
    'HRS 2015 expert consensus statement on POTS, inappropriate sinus tachycardia and vasovagal syncope (Sheldon et al., Heart Rhythm 2015); Fu & Levine, Auton Neurosci 2018 (exercise training in POTS)',
  training: {
    exclude: [['high-intensity', 'POTS: moderate effort while your tolerance builds']],
    rpeMax: MODERATE_RPE,
  },
};

const LOW_BLOOD_PRESSURE: CareEntryBase = {
  severity: 'info',
  message:
    'Low blood pressure: if it makes you dizzy, stand up slowly, drink regularly through the day and end sessions with a cool-down instead of stopping suddenly. Ask your doctor whether more salt suits you before adding it. Fainting or new dizziness: see your doctor.',
  source:
    'ESC 2018 guidelines for the diagnosis and management of syncope (Brignole et al., Eur Heart J 2018): fluids, salt, slow rising and counter-pressure for orthostatic hypotension',
};

const GLAUCOMA: CareEntryBase = {
  severity: 'caution',
  message:
    'Glaucoma: head-down positions and heavy lifts with breath-holding raise the pressure in the eye, so the plan leaves them out; regular moderate aerobic exercise is good for you. Use your eye drops as prescribed and keep your eye checks.',
  source:
    'Jasien et al., PLoS One 2015 (eye pressure rises in head-down yoga positions in glaucoma); Vieira et al., Arch Ophthalmol 2006 (eye pressure rises during weight lifting, more with breath-holding); European Glaucoma Society Terminology and Guidelines, 5th edition (2020)',
  training: {
    exclude: [
      ['inversion', 'glaucoma: no head-down positions (eye pressure)'],
      ['heavy-valsalva', 'glaucoma: no heavy breath-holding lifts (eye pressure)'],
    ],
  },
};

const LIMB_LOSS: CareEntryBase = {
  severity: 'caution',
  message:
    'Leg or foot amputation: this plan’s standing and lower-body exercises (squats, lunges, step-ups, walks) are not adapted to a limb loss: ask your physiotherapist or prosthetist to adapt them (seated and upper-body work needs no change); the plan leaves out running and jumping unless your rehabilitation team adds them. Check the skin of the residual limb every day; weight changes alter how the socket fits, so lose weight gradually, as the plan does, and have the fit checked.',
  source:
    'BACPAR evidence-based clinical guidelines for the physiotherapy management of adults with lower limb prostheses, 2nd edition (2012); VA/DoD clinical practice guideline for rehabilitation of individuals with lower limb amputation (2017)',
  training: {
    exclude: [['high-impact', 'limb loss: no running or jumping unless your rehabilitation team adds them']],
  },
};

const SIGHT_LOSS: CareEntryBase = {
  severity: 'info',
  message:
    'Sight loss: fixed equipment (exercise bike, treadmill with a rail) or a guide or tandem partner makes aerobic exercise safe; clear the floor around you before a session, do balance exercises next to something to hold, and ask a sight-loss charity or physiotherapist about adapted classes.',
  source: 'WHO 2020 guidelines on physical activity and sedentary behaviour (adults living with disability)',
};

/** Keyed by catalogue entry id (common/clinical/conditions.ts). */
export const MOVEMENT_CARE: Readonly<Record<string, CareEntryBase>> = {
  retinopathy: RETINOPATHY,
  neuropathy: NEUROPATHY,
  'foot-ulcer': FOOT_ULCER,
  'diabetic-foot-ulcer': FOOT_ULCER,
  'low-platelets': LOW_PLATELETS,
  'bleeding-disorder': BLEEDING_DISORDER,
  'sickle-cell-disease': SICKLE_CELL,
  'sickle-cell-trait': SICKLE_TRAIT,
  'hip-replacement': HIP_REPLACEMENT,
  'pelvic-floor-weakness': PELVIC_FLOOR,
  'diastasis-recti': DIASTASIS,
  ileostomy: ILEOSTOMY,
  ostomy: STOMA,
  colostomy: STOMA,
  vertigo: VERTIGO,
  pots: POTS,
  hypotension: LOW_BLOOD_PRESSURE,
  glaucoma: GLAUCOMA,
  'limb-amputation': LIMB_LOSS,
  'sight-loss': SIGHT_LOSS,
};
