/**
 * Signs of a health-outcome question: illness, diagnosis, surgery, pregnancy and fertility,
 * medication, a person's recovery or death. Any one of them and the reading makes no prediction
 * about health. Most are combinations (a person, an outcome, an illness), so a health word alone
 * ("I had covid last year, will I travel?") is not enough. Patterns are in the language of
 * ../pattern.ts, over normalised text (README.md beside this file).
 */
import type { CareRule } from './types';

/** Anything medical a question can be about. */
const MEDICAL = '@illness/@symptom/@treatment/@medication/@pregnancy';
/** Yes-no and when questions about a person (not 'where will she live'). */
const ASK_ABOUT = 'will/would/is/are/am/does/do/did/can/could/has/when/how+long/how+much+longer/how+soon';

export const HEALTH_RULES: readonly CareRule[] = [
  {
    id: 'health.condition-outcome',
    kind: 'health',
    patterns: [`${MEDICAL} ..5 @outcome`, `@outcome ..5 ${MEDICAL}`],
    negatable: true,
    note: 'an illness, symptom, treatment or pregnancy and how it turns out: will the chemo work, is the lump serious',
  },
  {
    id: 'health.treatment-success',
    kind: 'health',
    patterns: [`@treatment/@medication/@pregnancy ..4 @treatmentSuccess`],
    negatable: true,
    note: 'will the IVF work, will my operation go well, will HRT help me',
  },
  {
    id: 'health.it-after-illness',
    kind: 'health',
    patterns: [`^ ${ASK_ABOUT}/what/does+the+cup ..2 it/this/that/she/he/they ..3 @outcome/@treatmentSuccess`],
    alsoNeeds: [`${MEDICAL}/remission`],
    note: 'an illness named in one clause and asked about in the next: my mum is in remission, will it stay that way?',
  },
  {
    id: 'health.named-condition',
    kind: 'health',
    patterns: [
      `^ @possessive? @person? ${MEDICAL} $`,
      '^ @possessive? @person? @outcome/@recoveryVerb ..2 from/of/after/for ..2 @illness/@treatment',
    ],
    note: 'an intention that only names the illness: "my dad\'s surgery", "ivf", "recovery from cancer"',
  },
  {
    id: 'health.person-recovers',
    kind: 'health',
    patterns: [`${ASK_ABOUT} @possessive? ..2 @person ..3 @recoveryVerb`],
    notFollowedBy:
      'at/with/financially/from/over ..1 breakup/break+up/divorce/heartbreak/split/loss/redundancy/betrayal/cheating/affair/it+all/me',
    note: 'will nan pull through, will my dad recover, will my son ever walk again',
  },
  {
    id: 'health.self-cured',
    kind: 'health',
    patterns: [
      '@ask i/we ..2 be+cured/get+cured/go+into+remission/be+in+remission/recover+fully/make+a+full+recovery',
      '^ will/am/can i ..2 survive this? $',
    ],
    note: 'will I be cured; will I survive this (a member who names no illness is still asking about her health)',
  },
  {
    id: 'health.person-dies',
    kind: 'health',
    patterns: [
      `${ASK_ABOUT} @possessive? ..2 @person ..3 @deathVerb`,
      `${ASK_ABOUT} @possessive? ..2 @person ..3 live $`,
      'how long/much+time/many+years/many+months/many+weeks/many+days does/do/will/has/have ..3 @person ..1 have/has/got left? $',
      'how long/much+time/many+years/many+months/many+weeks/many+days does/do/will/has/have ..3 @person ..1 have/has/got left',
      'death/die/dies/dying/pass+away/passing/loss in/of @possessive family/household',
      'someone/anyone in @possessive family ..2 die/dying/pass+away',
      `i/he/she/they ..4 die/dying/pass+away from/of ..2 @illness`,
      'how long/much+longer ..4 in/at the? hospital/hospice/icu/intensive+care/rehab/a&e/a+and+e/care+home/nicu',
      '@illness/@treatment ..2 kill me/him/her/them',
    ],
    notFollowedBy: 'alone/happy/with/for+me/without/together/abroad/in/to+have',
    note: 'is my grandmother going to die, how long does my nan have left, a death in my family',
  },
  {
    id: 'health.diagnosis',
    kind: 'health',
    patterns: [
      `do/does/did/could/might/may i/he/she/we/they/you ..1 have/has/got ${MEDICAL}`,
      `have/has i/he/she ..1 got ${MEDICAL}`,
      'am i pregnant/sick/ill/unwell/infertile/dying/diabetic/anaemic/anemic',
      `am i ..2 having ..2 ${MEDICAL}`,
      'is/are it/this/that/the/my ..4 @illness',
      'is/are @possessive ..3 @symptom',
      'wrong with my @bodyPart/heart/baby/pregnancy/son/daughter/body',
      'diagnos*',
      'prognosis',
      'test/tested/tests/testing positive/negative',
      'blood/biopsy/scan/smear/mammogram/mri/ultrasound/xray/lab/pregnancy/covid/hiv test/tests/results/work',
      'symptoms of',
    ],
    negatable: true,
    note: 'do I have cancer, am I pregnant, is the lump cancer, is my chest pain my heart, my diagnosis',
  },
  {
    id: 'health.what-is-wrong',
    kind: 'health',
    patterns: ['what/something/anything is? wrong with me'],
    alsoNeeds: ['@careSetting/@symptom/@treatment/@illness'],
    note: 'will the doctors find out what is wrong with me',
  },
  {
    id: 'health.pregnancy-question',
    kind: 'health',
    patterns: [
      '^ @ask ..6 @pregnancy',
      '^ @ask ..6 # weeks pregnant/along/gone',
      '@want/hope/hoping/pray/praying/wish to? get/fall/be pregnant',
      'get/fall/getting/falling pregnant',
      'healthy/safe/easy/smooth pregnancy/birth/delivery/labour',
    ],
    negatable: true,
    note: 'am I pregnant, will I get pregnant this month, will we conceive, is it twins, will I miscarry again',
  },
  {
    id: 'health.baby-on-the-way',
    kind: 'health',
    patterns: ['^ @ask ..4 the/my/our baby/bump'],
    alsoNeeds: ['@pregnancy', 'i am # weeks $', '# weeks pregnant/along/gone'],
    note: "a question about the baby from someone expecting: will the baby come on time, I'm 39 weeks",
  },
  {
    id: 'health.medical-decision',
    kind: 'health',
    patterns: [
      'should/can/could/do/shall/must i/we/he/she ..1 @medicalDecision ..3 @medication/@treatment',
      'is it safe/ok/okay/alright/bad/dangerous/wise/fine to ..3 @medication/@treatment/@pregnancy/pregnant',
      `should/can/could/do/shall i/we ..3 @seekCare`,
      'do/should i/we need ..2 @seekCare',
      'do/should i/we need to see a/the? @careSetting',
      'should i take ..4 to the? hospital/a&e/a+and+e/er/doctor/doctors/gp/emergency',
      'second opinion',
      '@medicalDecision ..3 @medication ..2 or not $',
    ],
    negatable: true,
    note: 'should I stop taking my antidepressants, is it safe to take ibuprofen while pregnant, should I see a doctor',
  },
  {
    id: 'health.person-well-in-care',
    kind: 'health',
    patterns: [
      `${ASK_ABOUT} @possessive? ..2 @person ..4 @wellbeing`,
      `${ASK_ABOUT} @possessive? ..2 @bodyPart ..3 @wellbeing/@outcome`,
    ],
    alsoNeeds: ['@illness/@treatment/@careSetting/@pregnancy/@symptom'],
    note: "will my husband be ok, he's in intensive care; is my baby okay after the surgery",
  },
  {
    id: 'health.body-part',
    kind: 'health',
    patterns: ['@bodyPart ..3 @outcome/@recoveryVerb'],
    note: "will my liver recover, is my baby's heart ok",
  },
];
