/**
 * Health signs about an illness, a treatment or a person: how it turns out, whether someone
 * recovers or dies. Patterns are in the language of ../pattern.ts (README.md beside this file).
 */
import { ASK_ABOUT, MEDICAL } from './health-terms';
import type { CareRule } from './types';

export const OUTCOME_RULES: readonly CareRule[] = [
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
    patterns: ['@treatment/@medication/@pregnancy ..4 @treatmentSuccess'],
    negatable: true,
    note: 'will the IVF work, will my operation go well, will HRT help me',
  },
  {
    id: 'health.medical-question',
    kind: 'health',
    patterns: [`^ @ask ..8 ${MEDICAL}`, `^ @ask ..2 @person ..12 ${MEDICAL}`],
    negatable: true,
    note: 'any question that names an illness, symptom, treatment, medicine or pregnancy: a prediction would be read as about it',
  },
  {
    id: 'health.it-after-illness',
    kind: 'health',
    patterns: [
      `^ ${ASK_ABOUT}/what/does+the+cup ..2 it/this/that/she/he/they ..3 @outcome/@treatmentSuccess`,
      '^ i? hope/hoping/pray/praying/wish/fingers+crossed/please/keeping+my+fingers+crossed ..2 it/this/that/she/he/they ..3 @outcome/@treatmentSuccess',
    ],
    alsoNeeds: [`${MEDICAL}/remission`],
    notFollowedBy: 'out',
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
      'for/at/with/financially/to/from/over ..2 breakup/break+up/divorce/heartbreak/split/loss/redundancy/betrayal/cheating/affair/it+all/me/the+wedding/the+party/on+time/in+time+for+the+party/shock/news/argument/fight/row/embarrassment',
    note: 'will nan pull through, will my dad recover, will my friend come out of her coma',
  },
  {
    id: 'health.self-recovers',
    kind: 'health',
    patterns: [
      '@ask i/we ..2 be+cured/get+cured/go+into+remission/be+in+remission/recover+fully/make+a+full+recovery',
      '@ask i/we ..2 walk/see/hear/talk/run/move again/normally/properly',
      '^ will/am/can i ..2 survive this? $',
      '@ask i/we ..3 need/have+to+have/need+to+have ..2 @treatment',
    ],
    note: 'will I be cured, will I walk normally after the accident, will I need surgery',
  },
  {
    id: 'health.person-dies',
    kind: 'health',
    patterns: [
      `${ASK_ABOUT} @possessive? ..2 @person ..3 @deathVerb`,
      `${ASK_ABOUT} @possessive? ..2 @person ..3 live $`,
      `${ASK_ABOUT} @possessive? ..2 @person ..3 going+to/gonna pass $`,
      'how long/much+time/many+years/many+months/many+weeks/many+days does/do/will/has/have ..3 @person ..1 have/has/got left?',
      'death/die/dies/dying/pass+away/passing/loss in/of @possessive family/household',
      'someone/anyone in @possessive family ..2 die/dying/pass+away',
      'i/he/she/they ..4 die/dying/pass+away from/of ..2 @illness',
      'how long/much+longer ..4 in/at the? hospital/hospice/icu/intensive+care/rehab/a&e/a+and+e/care+home/nicu',
      '@illness/@treatment ..2 kill me/him/her/them',
      'drinking/drugs/smoking/addiction/drug+use ..3 kill me/him/her/them',
      `${ASK_ABOUT} @possessive? ..2 @elder ..3 going+to/gonna/will pass soon/peacefully/tonight`,
      'save @possessive ..2 @person',
      '@person ..1 have/has/got ..2 time left',
      '@person chances $',
    ],
    notFollowedBy: 'alone/happy/with/for+me/without/together/abroad/in/to+have/money/marriage/relationship/friendship',
    note: 'is my grandmother going to die, how long has my nan got, will the doctors be able to save my brother',
  },
  {
    id: 'health.person-well-in-care',
    kind: 'health',
    patterns: [
      `${ASK_ABOUT} @possessive? ..2 @person ..4 @wellbeing/make+it/come+home/be+home/get+home/go+home/come+out/get+out`,
      `${ASK_ABOUT} @possessive? ..2 @bodyPart ..3 @wellbeing/@outcome`,
    ],
    alsoNeeds: ['@illness/@treatment/@careSetting/@pregnancy/@symptom'],
    note: "will my husband be ok, he's in intensive care; is my dad going to make it, he's in the ICU",
  },
  {
    id: 'health.person-is-ill',
    kind: 'health',
    patterns: [`^ ${ASK_ABOUT}/what ..6 @person/he/she/they`],
    alsoNeeds: [
      'his/her/their @illness',
      '@person/he/she/they has/have/had/got ..2 @graveIllness',
      '@person/he/she/they is/are/has+been/have+been/was/got/gets/getting ..2 ill/sick/unwell/poorly/dying/in+hospital/in+a+coma/on+a+ventilator/in+intensive+care/terminally+ill',
      'sick/ill/dying @person',
    ],
    note: "a question about someone the member says is ill: will my grandad see his birthday, he's very ill",
  },
  {
    id: 'health.doctors-news',
    kind: 'health',
    patterns: [
      '^ @ask ..3 the/my/his/her/our? doctor(s)/consultant/surgeon(s)/oncologist/specialist/midwife/nurse(s)/gp/cardiologist/neurologist/paediatrician/pediatrician ..4 news/results/say/find/tell+us/tell+me/know/give',
      '@person/i/he/she ..4 get/gets/getting/regain/regains ..2 memory/sight/eyesight/hearing/speech/voice/mobility back?',
      '@person/he/she/i ..3 lose/losing/lost ..1 his/her/my/their/a/the leg/arm/foot/feet/hand/eye/sight/eyesight/hearing/kidney/breast/memory/speech',
      '@ask ..3 we/i/they/you ..3 lose/losing @possessive @elder',
      '@person ..1 is/are dying',
      'doctor(s)/surgeon(s)/consultant/specialist/hospital ..4 fix/save/cure/treat/repair ..1 @possessive',
      `${ASK_ABOUT} @possessive? ..2 @person ..3 wake+up/come+round/come+around/open+her+eyes/open+his+eyes $`,
      'baby/newborn/little+one ..3 gain/gaining/put+on/putting+on/feed/feeding/latch/latching',
    ],
    notFollowedBy: 'to/for/of+laughter/of+embarrassment/over/in+love',
    note: "what the consultant will say, getting one's memory back, losing a leg, losing my aunt, my uncle is dying, a baby's weight",
  },
  {
    id: 'health.body-part',
    kind: 'health',
    patterns: ['@bodyPart ..3 @outcome/@recoveryVerb'],
    note: "will my liver recover, is my newborn's breathing normal",
  },
];
