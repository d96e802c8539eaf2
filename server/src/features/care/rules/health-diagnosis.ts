/**
 * Health signs about diagnosis, pregnancy and fertility, and decisions about medicine or care.
 * Patterns are in the language of ../pattern.ts (README.md beside this file).
 */
import { MEDICAL } from './health-terms';
import type { CareRule } from './types';

export const DIAGNOSIS_RULES: readonly CareRule[] = [
  {
    id: 'health.diagnosis',
    kind: 'health',
    patterns: [
      `do/does/did/could/might/may @possessive? ..2 @person/i/he/she/we/they/you ..1 have/has/got ..2 ${MEDICAL}`,
      `have/has i/he/she ..1 got ..2 ${MEDICAL}`,
      'am i ..1 @illnessAdjective/dying',
      `am i ..2 having/going+through ..2 ${MEDICAL}`,
      'is/are @possessive? ..2 @person ..1 @illnessAdjective',
      'is/are it/this/that/the/my ..4 @illness',
      'is/are @possessive ..3 @symptom',
      'what is causing/behind ..2 @symptom',
      'wrong with my @bodyPart/heart/baby/pregnancy/son/daughter/body',
      'diagnos*',
      'prognosis',
      'test/tested/tests/testing positive/negative',
      'blood/biopsy/scan/smear/mammogram/mri/ultrasound/xray/lab/pregnancy/covid/hiv test/tests/results/work',
      'symptoms of',
      'test/tests/results/result/scan/smear ..3 clear/normal/abnormal/positive/negative/benign/malignant',
    ],
    negatable: true,
    note: 'do I have cancer, am I pregnant, is my son autistic, is the lump cancer, what is causing my chest pains',
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
      'baby/pregnancy/child ..6 after ..2 loss/losses/miscarriages',
      '^ @ask ..3 the/my/our baby ..1 come/arrive/be+born early/late/on+time/soon',
      '^ @ask ..3 the/my/our baby ..1 come/arrive/be+born $',
    ],
    negatable: true,
    note: 'am I pregnant, will I get pregnant this month, will we conceive, is it twins, will I miscarry again, will the baby come early',
  },
  {
    id: 'health.baby-on-the-way',
    kind: 'health',
    patterns: ['^ @ask ..4 the/my/our baby/bump'],
    alsoNeeds: ['@pregnancy', 'i am # weeks $', '# weeks pregnant/along/gone'],
    note: "a question about the baby from someone expecting: will the baby be ok, I'm 30 weeks",
  },
  {
    id: 'health.medical-decision',
    kind: 'health',
    patterns: [
      'should/can/could/do/shall/must i/we/he/she ..1 @medicalDecision ..3 @medication/@treatment',
      'should/can/could/do/shall/must i/we take ..3 off ..2 @medication/@treatment',
      'is it safe/ok/okay/alright/bad/dangerous/wise/fine to ..3 @medication/@treatment/@pregnancy/pregnant',
      'should/can/could/do/shall i/we ..3 @seekCare',
      'do/should i/we need ..2 @seekCare',
      'do/should i/we need to see a/the? @careSetting',
      'should i take ..4 to the? hospital/a&e/a+and+e/er/doctor/doctors/gp/emergency',
      'second opinion',
      '@medicalDecision ..3 @medication ..2 or not $',
    ],
    negatable: true,
    note: 'should I stop taking my antidepressants, should I get my son vaccinated, should I see a doctor',
  },
];
