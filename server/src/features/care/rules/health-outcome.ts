/**
 * Health signs about an illness, a treatment or a person: how it turns out, whether someone
 * recovers or dies. Patterns are in the language of ../pattern.ts (README.md beside this file).
 */
import { ASK_ABOUT, MEDICAL } from './health-terms';
import type { CareRule } from './types';

/** The old of the family, whose passing a season or a birthday stands for (not a child's exam). */
const OLD =
  'grandpa/grandma/gran/granny/nan/nana/nanna/grandad/granddad/grandfather/grandmother/grandparents/grandparent/great+grandma/great+grandpa/great+gran/great+nan';

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
    patterns: [
      `^ @ask ..8 ${MEDICAL}`,
      `^ @ask ..2 @person ..12 ${MEDICAL}`,
      `^ @ask ..5 if/whether ..6 ${MEDICAL}`,
      '^ @ask ..5 if/whether ..3 it/the+cancer/the+tumour/the+lump/the+infection ..2 spread/spreading/gone ..3 @bodyPart/bones/bone/lymph+nodes',
    ],
    negatable: true,
    note: 'any question that names an illness, symptom, treatment, medicine or pregnancy: a prediction would be read as about it',
  },
  {
    id: 'health.it-after-illness',
    kind: 'health',
    patterns: [
      `^ ${ASK_ABOUT}/what/does+the+cup ..2 it/this/that/she/he/they ..3 @outcome/@treatmentSuccess`,
      '^ i? hope/hoping/pray/praying/wish/fingers+crossed/please/keeping+my+fingers+crossed/tell+me/promise+me/say/pls/plz ..2 it/this/that/she/he/they ..3 @outcome/@treatmentSuccess/@recoveryVerb/live/wake/wake+up/makes+it/pulls+through/survives/recovers/wakes+up/comes+through/gets+through/gets+better/lives/heals/beats+it/comes+home',
      `^ ${ASK_ABOUT}/what/does+the+cup ..2 it/this/that/they/the+results/the+scan/the+test/the+tests ..2 show/reveal/find/detect/come+back+as`,
      `^ ${ASK_ABOUT}/what/does+the+cup ..2 it/this/that ..3 the+same+for+me/the+same+for+us/happen+to+me/happen+to+us/happen+to+me+too/run+in+the+family/be+hereditary/be+genetic/be+passed+down`,
      `^ ${ASK_ABOUT} i/we ..3 @outcome/@wellbeing ..1 without/off it/them/this/that/my+meds/my+medication`,
      '^ please/pls/plz/just? say/tell+me/show+me ..2 positive/negative/clear/benign/normal/good+news/all+clear/clean',
      '^ @ask it/this/that/he/she/they ..2 show/show+up/be+there/be+visible',
      '^ @ask ..4 anything/something bad/serious/wrong/worrying/scary',
      `${ASK_ABOUT} ..3 grow/grown out of it/them/this/that`,
      `${ASK_ABOUT} there ..1 be ..1 lasting/permanent/long+term/any+lasting/any+permanent damage/effects/harm/problems/complications`,
      `${ASK_ABOUT} ..2 @person/i/he/she/we/they ..3 recognise/recognize/remember/walk/play/run/drive/dance/swim ..3 again`,
      `${ASK_ABOUT} i/we/he/she ..1 still @pregnancy`,
      'will/would/can/could/do i ..2 ever? be/become/get+to+be a mum/mom/mother/mommy/mummy/parent/dad/father',
      `${ASK_ABOUT} i/he/she/we/they ..2 ever? get/gets/getting @possessive? energy/strength/stamina/smell/sense+of+smell/taste/sense+of+taste/appetite/hair/voice/mobility/fertility/period/periods/life back`,
      `^ ${ASK_ABOUT} ..2 everything/things/it/this/all ..1 stay/keep/be/going+to+stay on track`,
      `^ ${ASK_ABOUT} he/she/they/i/we/baby/bub ..2 need/have/has/going ..1 to? stay/be+kept/be+admitted ..1 in/longer/overnight/in+hospital`,
      `^ ${ASK_ABOUT} ..2 it/one/a+donor/a+match/a+heart/a+kidney/a+liver/a+lung ..2 come/arrive/be+found/turn+up in+time/soon/on+time`,
      `^ ${ASK_ABOUT} ..2 get/receive/find/be+given one/a+donor/a+match/a+heart/a+kidney/a+liver/a+lung/an+organ in+time/soon/on+time`,
      // round fourteen: an illness named, then whether it will be fixed or corrected
      `^ ${ASK_ABOUT} ..2 it/this/that/they/he/she ..2 be? fixed/corrected/repaired/fixable/treatable/operable`,
      `^ ${ASK_ABOUT} ..3 clean+bill+of+health/the+all+clear/all+clear`,
      // an organ awaited; a pregnancy after a loss asked whether it will hold
      `^ ${ASK_ABOUT} ..3 get/receive/find ..1 a/the new/donor ..1 one/heart/kidney/liver/lung/lungs/organ in+time/soon/on+time`,
      `^ ${ASK_ABOUT} ..1 this/the/the+next/this+next one/baby/pregnancy/bean/bub ..1 stay/stick/last/hold/make+it $`,
      `${ASK_ABOUT} i/he/she/we/they ..3 need/needing/end+up+needing/have+to+have ..1 a/the bag/stoma/colostomy/ileostomy/wheelchair/walking+stick`,
      // round thirteen: a heartbeat awaited at the next scan; an illness asked whether it passes to a baby
      `^ ${ASK_ABOUT}/what/does+the+cup ..2 there/we/they/it ..2 be/see/hear/find/show/detect ..1 one/a+heartbeat/a+heart+beat/the+heartbeat/a+sac/a+baby $`,
      `^ ${ASK_ABOUT} ..3 baby/babies/bump/kids/son/daughter/husband/wife/partner/family ..2 catch/get/inherit/contract it/this/that/them/from+me`,
      `^ ${ASK_ABOUT} ..2 it/this/that/the+infection ..1 spread/spreads/go/get/reach ..2 to ..1 the/my/his/her? bone/bones/blood/brain/jaw/heart/lungs/lymph+nodes`,
    ],
    alsoNeeds: [`${MEDICAL}/remission`],
    notFollowedBy: 'out',
    note: 'an illness named in one clause and asked about in the next: my mum is in remission, will it stay that way? after his stroke will dad recognise us again, will he grow out of his asthma, I froze my eggs, will I ever be a mum',
  },
  {
    id: 'health.named-condition',
    kind: 'health',
    patterns: [
      `^ @possessive? @person? ${MEDICAL} $`,
      '^ @possessive? @person? @outcome/@recoveryVerb ..2 from/of/after/for ..2 @illness/@treatment',
      '^ @possessive? @person ..2 has/have/is+having/having/goes+in+for/going+in+for/booked+for/scheduled+for/getting ..1 @possessive? ..1 @treatment ..2 $',
      '^ @possessive? @person? @treatment is/are on/this/next/tomorrow/today/scheduled/booked ..2 $',
      '^ stage #/four/three/two/one ..4 oncologist/cancer/chemo/tumour/oncology/radiotherapy',
      '^ ..3 biopsy/biopsies ..2 $',
      '^ ..1 @treatment/@pregnancy today/tomorrow/tonight/this+morning/this+afternoon/next+week/this+week $',
      // round sixteen: a pregnancy's numbers rising, doubling or falling; a child's blood lead
      'hcg/betas/beta+hcg/hcg+levels/hcg+level ..4 drop/dropping/dropped/drops/fall/falling/fell/going+down/went+down/double/doubling/doubled/doubles/rise/rising/rose/go+up/going+up/went+up/came+back/come+back/low/slow/plateau*',
      'my/her/our/first/second/third/1st/2nd/3rd beta/betas came/come/were/was/is/are back? ..1 at? #',
      'beta/betas ..4 double/doubling/doubled/doubles',
      // a child's blood lead, and the harm it may do
      'lead levels/poisoning',
      'blood lead',
      'tested/testing/test/tests/came+back/come+back positive/high/raised/elevated for lead',
      'high/raised/elevated lead ..1 levels/level/result/results/count/test/in+his+blood/in+her+blood/in+the+blood',
    ],
    note: 'an intention that only names the illness: "my dad\'s surgery", "ivf", "recovery from cancer"; a pregnancy\'s numbers (my hcg is dropping); a child\'s blood lead',
  },
  {
    id: 'health.person-recovers',
    kind: 'health',
    patterns: [`${ASK_ABOUT} @possessive? ..2 @person ..3 @recoveryVerb`],
    notFollowedBy:
      'for/at/with/financially/to/from/over/after ..2 breakup/break+up/divorce/heartbreak/split/loss/redundancy/betrayal/cheating/affair/it+all/me/the+wedding/the+party/on+time/in+time+for+the+party/shock/news/argument/fight/row/embarrassment/falling+out/fallout/disagreement/rift/feud',
    note: 'will nan pull through, will my dad recover, will my friend come out of her coma',
  },
  {
    id: 'health.self-recovers',
    kind: 'health',
    patterns: [
      '@ask i/we ..2 be+cured/get+cured/go+into+remission/be+in+remission/recover+fully/make+a+full+recovery',
      '@ask i ..3 walk/see/hear/talk/run/move/dance/play/work/drive again/normally/properly',
      '@ask we ..3 walk/see/hear/run/move/dance/play/work/drive again/normally/properly',
      `${ASK_ABOUT} ..3 @person/he/she/they/i ..2 develop/catch+up/hit+milestones/hit+his+milestones/hit+her+milestones ..1 normally/properly/ok/okay/fine/on+track/like+other`,
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
      '^ @ask ..5 @person ..3 @deathVerb',
      'how long/much+time/many+years/many+months/many+weeks/many+days does/do/will/has/have ..3 @person ..1 have/has/got left?',
      'death/die/dies/dying/pass+away/passing/loss in/of @possessive family/household',
      'someone/anyone in @possessive family ..2 die/dying/pass+away',
      'i/he/she/they ..4 die/dying/pass+away from/of ..2 @illness',
      'how long/much+longer ..4 in/at the? hospital/hospice/icu/intensive+care/rehab/a&e/a+and+e/care+home/nicu',
      '@illness/@treatment ..2 kill me/him/her/them',
      'drinking/drugs/smoking/addiction/drug+use ..3 kill me/him/her/them',
      `${ASK_ABOUT} @possessive? ..2 @elder ..3 going+to/gonna/will pass soon/peacefully/tonight`,
      // round sixteen: an old relative's passing, or her living to a birthday, told by the season
      `${ASK_ABOUT} @possessive? ..1 ${OLD} ..3 pass this/before/by/over ..1 winter/christmas/xmas/spring/autumn/new+year`,
      `${OLD} ..3 make/making/makes/reach/reaching/see/seeing it? to ..1 her/his/their ..1 *th/next/hundredth birthday`,
      'whether/if @possessive? ..1 @elder ..2 will/is+going+to/might pass away/soon/peacefully/tonight/this+week/this+month/before',
      'save @possessive ..2 @person',
      '@person ..1 have/has/got ..2 time left',
      '@person chances $',
      'he/she/they/@person ..3 last/make+it+through the night/till+morning/until+morning',
      'how many more years/months/weeks/days ..6 live',
      // how the dying will go: in peace, or whether they rally
      `${ASK_ABOUT} he/she/they/@person ..2 pass/die/go/slip+away peacefully/in+peace/in+his+sleep/in+her+sleep/in+their+sleep/without+pain/comfortably/quickly`,
      `${ASK_ABOUT} he/she/they/@person ..2 rally/pull+round/perk+up $`,
      '@person/he/she/they ..3 on/in/receiving/getting/moved+to/started end+of+life/palliative/comfort/hospice care',
    ],
    notFollowedBy: 'alone/happy/with/for+me/without/together/abroad/in/to+have/money/marriage/relationship/friendship',
    note: 'is my grandmother going to die, how long has my nan got, will the doctors be able to save my brother',
  },
  {
    id: 'health.person-well-in-care',
    kind: 'health',
    patterns: [
      `${ASK_ABOUT} @possessive? ..2 @person ..4 @wellbeing/make+it/come+home/be+home/get+home/go+home/come+out/get+out/hang+on/hold+on/hang+in+there`,
      `${ASK_ABOUT} @possessive? ..2 @person ..3 come+round/come+around $`,
      `${ASK_ABOUT} @possessive? ..2 @bodyPart ..3 @wellbeing/@outcome`,
      `${ASK_ABOUT} ..4 bring/take ..2 her/him/them/@person home`,
    ],
    alsoNeeds: ['@illness/@treatment/@careSetting/@pregnancy/@symptom'],
    note: "will my husband be ok, he's in intensive care; is my dad going to make it, he's in the ICU",
  },
  {
    id: 'health.baby-well',
    kind: 'health',
    patterns: [
      // round seventeen: a baby before or just after birth asked bare whether it is healthy
      'is/will/are he/she/it/baby/the+baby/my+baby/bub/the+bub/they ..1 be? healthy/ok/okay/alright/all+right/fine/going+to+be+ok/going+to+be+okay/going+to+be+fine $',
      'baby/bub/bump/she/he ..1 stopped/stops/has+stopped/is+not/not/has+not+been ..1 moving/kicking ..2 as+much/so+much/much/today/since/less',
    ],
    alsoNeeds: [
      'gender+reveal/stopped+moving/newborn/murmur/@pregnancy/midwife/anomaly',
      '# weeks',
      // round twenty-one: twins asked of the cup ('twins? or just one? are they healthy')
      '^ twins/triplets $',
      'is it/are+they twins/triplets',
    ],
    note: 'gender reveal next week, I just want to know is he healthy; 39 weeks and the baby stopped moving as much, is she ok',
  },
  {
    id: 'health.person-is-ill',
    kind: 'health',
    patterns: [`^ ${ASK_ABOUT}/what/please+tell+me/tell+me/pls+tell+me ..6 @person/he/she/they`],
    alsoNeeds: [
      'his/her/their @illness',
      '@person/he/she/they has/have/had/got ..2 @graveIllness',
      '@person/he/she/they is/are/has+been/have+been/was/got/gets/getting/been/still ..2 ill/sick/unwell/poorly/dying/in+hospital/in+a+coma/on+a+ventilator/in+intensive+care/terminally+ill/on+life+support/unconscious/comatose/intubated/in+icu/in+the+icu/in+itu/in+critical+care/sedated+since',
      '@person/he/she/they ..2 fell/falls/fallen down/over/off/badly/and+hit/and+broke/down+the+stairs/in+the+shower/in+the+bath/on+the+ice/on+the+stairs',
      '@person/he/she/they ..2 hit/banged/bumped his/her/their head',
      '@person/he/she/they has/have not/never woken/woke/opened',
      '@person/he/she/they ..2 collapsed/fainted/had+a+fall/had+a+fit/had+an+accident/was+in+an+accident/was+hit+by+a+car',
      '@person/he/she/they has/have/had/got/is/at/reached ..1 stage #/four/three/two/4/3/2',
      'sick/ill/dying @person',
      // round thirteen: someone kept sedated, or in intensive care (not working there)
      'sedated/intubated/ventilated/induced+coma',
      'be/is/are/was/been/still/stay/stays/kept/put/went/taken/moved/admitted/rushed/out+of/into/leave/leaves/home+from/discharged+from/back+in the? icu/itu/intensive+care/critical+care/hdu/ccu',
    ],
    note: "a question about someone the member says is ill: will my grandad see his birthday, he's very ill",
  },
  {
    id: 'health.doctors-news',
    kind: 'health',
    patterns: [
      '^ @ask ..3 the/my/his/her/our? doctor(s)/consultant/surgeon(s)/oncologist/specialist/midwife/nurse(s)/gp/cardiologist/neurologist/paediatrician/pediatrician ..4 news/results/say/find/tell+us/tell+me/know/give',
      '@person/i/he/she ..4 get/gets/getting/regain/regains ..2 memory/sight/eyesight/hearing/speech/voice/mobility back?',
      '@person/he/she/i ..3 lose/losing/lost ..1 his/her/my/their/a/the @bodyPart/eye/sight/hand/kidney/breast',
      '@ask ..3 we/i/they/you ..3 lose/losing @possessive @elder',
      '@person ..1 is/are dying',
      'doctor(s)/surgeon(s)/consultant/specialist/hospital ..4 fix/save/cure/treat/repair ..1 @possessive',
      'doctor(s)/surgeon(s)/consultant/specialist ..4 get/take/remove ..1 all/everything ..2 out/it $',
      `${ASK_ABOUT} @possessive? ..2 @person ..3 wake+up/open+her+eyes/open+his+eyes $`,
      'baby/newborn/little+one ..3 gain/gaining/put+on/putting+on/feed/feeding/latch/latching',
      'doctor(s)/gp/consultant/specialist/oncologist/surgeon ..2 wants/want/wanted/asked/called/rang/phoned/needs+to/booked ..8 results/result/scan/scans/bloods/tests/biopsy/mammogram',
      'called/asked/want/wants/recalled me ..1 back/back+in ..3 scan/mammogram/test/tests/biopsy/more+tests',
      // round fourteen: a prognosis told as time given ('my dad's been given 6 months')
      '@person/he/she/i/they been/was/were/is/has+been/have+been/got given/gave ..1 #/a/few/weeks/months ..1 months/weeks/days/years/year/month ..1 to+live? $',
    ],
    notFollowedBy: 'to/for/of+laughter/of+embarrassment/over/in+love',
    note: "what the consultant will say, getting one's memory back, losing a leg, losing my aunt, my uncle is dying, a baby's weight",
  },
  {
    id: 'health.body-part',
    kind: 'health',
    patterns: [
      '@bodyPart ..3 @outcome/@recoveryVerb',
      '^ @ask @possessive ..2 baby/babies/twins/triplets/newborn/kids/children/child ..3 be? healthy/born+healthy',
    ],
    note: "will my liver recover, is my newborn's breathing normal",
  },
];
