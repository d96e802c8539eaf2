/**
 * Round eighteen, by family: health questions told by a named condition's course (will it pass,
 * clear up, come back), a treatment decision, a screening result, benign or malignant, a baby's
 * movements (decision 0009). Patterns are in the language of ../pattern.ts (README.md beside this file).
 */
import { MEDICAL } from './health-terms';
import type { CareRule } from './types';

const CONDITION =
  'stone/kidney+stone/gallstone/gallstones/dengue/malaria/shingles/infection/cyst/cysts/polyp/polyps/lump/rash/ulcer/clot/virus/covid/flu/pneumonia/tonsillitis/sinusitis/eczema/psoriasis/hernia/fracture';

export const CHOICE_RULES: readonly CareRule[] = [
  {
    id: 'health.condition-clears',
    kind: 'health',
    patterns: [
      // a named condition that must pass, clear, heal or come back
      `${CONDITION} ..3 pass/clear/clear+up/go+away/heal/resolve/shrink/dissolve/come+back/return`,
      // round nineteen: a treatment that must clear it
      'will/would/can/does/do ..3 cream/creams/ointment/tablets/pills/meds/medicine/antibiotics/drops/steroids/treatment/injections/inhaler/laser clear/heal/fix/cure/shift/get+rid+of it/them/this/that/up',
      // a sense lost and hoped back
      'will/would/do/does/can ..1 i/he/she/they/my+son/my+daughter/my+mum/my+dad ..1 ever? get/regain/recover ..1 my/his/her/their sense+of ..1 smell/taste/hearing/sight/touch/balance ..1 back?',
      // walking without a stick, a frame, crutches
      'will/would/can ..3 ever? be+able+to? walk ..2 without/unaided/on+my+own/on+his+own/on+her+own',
    ],
    alsoNeeds: [
      `${CONDITION}/${MEDICAL}/accident/injury/surgery/operate/platelets/sense+of/stick/crutches/frame/walker`,
    ],
    note: 'will my kidney stone pass or will they operate; will my dengue clear up before the platelets drop; will I get my taste back; will I walk without crutches after the fall',
  },
  {
    id: 'health.treatment-choice',
    kind: 'health',
    patterns: [
      // a treatment decision: let them do it, or wait
      'should i/we/he/she ..1 let ..1 them/the+doctors/the+hospital/the+midwife ..1 induce/operate/amputate/ventilate/section/sedate',
      'should i/we/he/she ..3 induced/induction/c+section/caesarean/cesarean/epidural/chemo/radiotherapy/radiation/surgery/operation/op/transplant ..4 or',
      'should i/we/he/she ..4 or ..3 induced/induction/c+section/caesarean/cesarean/epidural/chemo/radiotherapy/radiation/surgery/operation/op/transplant',
      // a screening or a check and its verdict
      'will/would/is/does ..4 get/be/give ..1 the all+clear',
      'all+clear ..3 scan/check/check+up/checkup/screening/results/mammogram/colonoscopy/biopsy/bloods',
      'pap/smear/biopsy/mammogram/colonoscopy/scan/bloods/psa ..4 abnormal/irregular/unclear/positive/suspicious',
      'precancerous/pre+cancerous/cancerous/malignant/benign $',
      '^ benign or malignant/not/cancer/cancerous',
      // a baby's movements in the womb; eggs frozen
      'baby/babys/bump/little+one ..2 not/has+not/has+stopped/stopped/is+not moving/kicking/kicked/moved ..2 much/as+much/today/since/all+day',
    ],
    note: 'should we let them induce at 39 weeks or wait; chemo first or surgery; will dad get the all clear at his scan; smear came back abnormal; benign or not; the baby has not kicked all day',
  },
  {
    id: 'health.remission-graft',
    kind: 'health',
    patterns: [
      // round nineteen: remission, a graft that must take, a second stroke awaited
      'be/go/going/get/stay/still/stays ..1 in/into remission',
      'graft/grafts/transplant/implant/implants/stent/new+kidney/new+liver/new+heart/new+lung ..2 take/hold/work/succeed/fail/be+rejected/reject',
    ],
    note: 'will my partner be in remission after this round; will her skin grafts take',
  },
  {
    id: 'health.chances',
    kind: 'health',
    // round twenty: the odds asked, a shadow on a scan, the table, a reserve that is low, both twins
    patterns: [
      'chance/chances/odds of ..2 surviving/survival/recovery/recovering/making+it/pulling+through/beating+it/getting+pregnant/conceiving/walking',
      'shadow/spot/spots/mass/nodule/nodules/lesion/lesions/growth/lump on/in ..3 lung/lungs/liver/scan/xray/x+ray/brain/kidney/ovary/ovaries/breast/bowel/pancreas',
      'go/goes/going/went wrong on+the+table/during+the+op/during+the+operation/during+surgery/in+surgery/under+anaesthetic/under+anesthetic',
      'egg+reserve/ovarian+reserve/amh ..8 can/will/could/would/is',
      'twins/triplets/babies ..4 both/all? healthy/ok/okay/alright/fine',
      'are they both/all healthy',
    ],
    note: "what are my dad's chances of surviving this op; a shadow on his lung; will something go wrong on the table; egg reserve low, can I still be a mum; twins, are they both healthy",
  },
  {
    id: 'health.another-one',
    kind: 'health',
    // round nineteen: after a stroke or a seizure, whether a bigger one will follow
    patterns: [
      'is/will/could/would/might ..1 a? big/bigger/another/second/worse/major/proper/full one ..1 coming/next/come/on+the+way/happen/follow',
    ],
    alsoNeeds: ['stroke/mini+stroke/tia/heart+attack/seizure/bleed/clot'],
    note: 'dad had a mini stroke last night, is a big one coming',
  },
  {
    id: 'health.eggs-enough',
    kind: 'health',
    patterns: [
      'enough good/healthy/viable? eggs/embryos/follicles',
      'how many ..3 will they get/collect/retrieve/find',
    ],
    alsoNeeds: ['freezing/frozen/freeze/ivf/retrieval/collection/fertility/clinic/transfer/egg+count'],
    note: 'egg freezing next month, will there be enough healthy eggs',
  },
  {
    id: 'health.test-line',
    kind: 'health',
    // round twenty-one: a pregnancy test read by its lines
    patterns: [
      '#/two/second/2nd/double/faint/fainter/a/one line/lines on/in the/my/a/this test/tests/stick/hpt/frer/clearblue/pregnancy+test',
      'test/tests/hpt/frer/clearblue ..3 faint/fainter/faintest/squinter/darker/darkening/evap',
      'faint/fainter/faintest/squinter/evap ..2 line/lines/positive/bfp',
      'will/does/did/is it/the+line/the+lines/the+test ..1 stay/get/go/turn/remain positive/darker/stronger',
    ],
    alsoNeeds: ['test/tests/hpt/frer/clearblue/pregnan*/bfp/dpo/period/pee/peed/ttc'],
    note: 'two lines on the test but so faint, is it real; the line is getting darker, will it stay positive',
  },
  {
    id: 'health.prognosis-given',
    kind: 'health',
    // round twenty-one: the time a doctor gave, told bare
    patterns: [
      '@careSetting/consultant/oncologist/specialist/surgeon/consultants/specialists/surgeons ..1 said/says/told+us/told+me/told+him/told+her/reckons/thinks ..3 has/have/got/had #/a+few/six/three/two/four/five/twelve/eighteen/a+couple+of months/weeks/years/days left/to+live/at+most/tops/max? $',
      '@careSetting/consultant/oncologist/specialist/surgeon/consultants/specialists/surgeons ..1 gave/give/gives/given ..2 #/a+few/six/three/two/four/five/twelve/eighteen/a+couple+of months/weeks/years/days left/to+live/at+most/tops/max? $',
    ],
    note: 'the doctor said my dad has 3 months; the consultant gave her a few weeks, is that true',
  },
];
