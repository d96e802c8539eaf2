/**
 * Round fifteen, by family: health questions told by an illness's course rather than its outcome
 * words (a fever that must break, an organ that must hold out, a graft that must take, walking or
 * talking after an injury or with a condition, coming home from the ward). Patterns are in the
 * language of ../pattern.ts (README.md beside this file).
 */
import { MEDICAL } from './health-terms';
import type { CareRule } from './types';

const CONDITION =
  'autistic/autism/nonverbal/non+verbal/deaf/speech+delay/delayed/cerebral+palsy/down+syndrome/disabled/disability/stroke/paralysed/paralyzed/spine/spinal/wheelchair';

export const COURSE_RULES: readonly CareRule[] = [
  {
    id: 'health.course',
    kind: 'health',
    patterns: [
      // a fever or temperature that must break
      'when/will/if ..1 it/the+fever/the+temperature/the+temp/his+fever/her+fever ..1 break/go+down/come+down/drop/settle',
      // a genetic test with the family's history
      'brca/brca1/brca2/genetic/gene/genetics test/testing/screening/results/result/panel',
      // home from the ward
      'when/will do/will/can we/they/he/she/i go/come/get/be+allowed/be+sent home/out $',
      // stable after coming off a medicine
      'will i/he/she/they stay/be/remain/keep stable/well/sane/level',
      // a medicine taken or the illness left to run its course
      'should i ..1 take/start/try/finish ..2 @medication',
      'let/letting it run its course',
    ],
    alsoNeeds: [
      `${MEDICAL}/fever/temperature/temp/kept+him+in/kept+her+in/kept+them+in/admitted/nicu/ward/mum+and+aunt/family+history`,
    ],
    note: "a fever of 40 for three days, when will it break; will my dad's liver hold out; will the skin graft take; BRCA test with the family's history; jaundice, kept in, when do we go home; coming off lithium, will I stay stable; antibiotics or let it run its course",
  },
  {
    id: 'health.organ-holds',
    kind: 'health',
    patterns: [
      // an organ that must hold out, an organ to be found in time
      'liver/kidney/kidneys/lungs/lung ..1 will/going+to/gonna/can/could hold+out/hold+up/give+out/pack+up/last',
      'get/receive/find/getting/gets a/the/new? liver/kidney/lung/lungs/donor/transplant/match ..2 before/in+time/soon',
      // a graft, a transplant, an implant that must take
      'graft/skin+graft/bone+graft/transplant/implant/implants/stent ..1 take/hold/work/heal this+time/properly/well? $',
    ],
    note: "will my dad's liver hold out; will my uncle get a liver before it's too late; will the skin graft take",
  },
  {
    id: 'health.walk-talk-again',
    kind: 'health',
    patterns: [
      'will/can/would ..1 he/she/they/i/my+son/my+daughter ..2 ever? walk/stand/see/hear/talk/speak/start+talking/start+walking/start+speaking again?',
      'will ..4 start/begin talking/speaking/walking/crawling/reading',
    ],
    notFollowedBy: 'away/out/me/home/back/into/over/down/to/with/it/in/on/up/him/her/them/you/my/his/the/a/us',
    alsoNeeds: [`${CONDITION}/crash/accident/fall/fell/injury/injured/can+not+feel/@illness/@careSetting/surgery`],
    note: 'after the crash my brother cannot feel his legs, will he walk; will my autistic son start talking',
  },
  {
    id: 'health.time-left',
    kind: 'health',
    patterns: [
      'how much/long time ..1 left/does+she+have/does+he+have/do+they+have/is+left $',
      '^ how much/long time $',
    ],
    alsoNeeds: ['stage/terminal/palliative/hospice/@graveIllness'],
    note: 'my mother has stage 4, how much time',
  },
];
