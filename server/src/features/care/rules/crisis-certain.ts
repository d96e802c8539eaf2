/**
 * Round twenty-two, by family (decision 0009): a crisis told as a death already certain: a reading
 * asked for after she is gone, whether readings still count once she is dead, whether those she
 * leaves will be all right after she is gone, the other side she will be on soon, people who will
 * not see their next birthday, the life insurance that pays out either way, whether anything says
 * she should stay; weak signs: an ending shown in the cup, pills counted and found enough, whether
 * it will be quick, asking for herself, the night that feels like the one, one more reading,
 * thanks for all the readings, an arrangement told as indefinite, cards written for every birthday
 * to come. Patterns are in the language of ../pattern.ts (README.md beside this file).
 */
import type { CareRule } from './types';

/** Her own death, after 'after/when/once i'. */
const GONE = 'am+gone/die/am+dead/pass/pass+away/have+gone/am+not+here/am+not+around';
/** A future day someone will not live to see. */
const NEXT_DAY = 'birthday/birthdays/christmas/xmas/year/summer/new+year/anniversary/easter';

export const CERTAIN_RULES: readonly CareRule[] = [
  {
    id: 'crisis.certain',
    kind: 'crisis',
    patterns: [
      // a reading asked for after she is gone
      `reading/readings/cup/question/message/one/fortune for after/when/once i ${GONE}`,
      // whether a reading still counts once she (or 'you') is dead
      'reading/readings/cup/cups/prediction/predictions/fortune/fortunes/it/they ..3 count/work/come+true/apply/matter/happen ..2 if/when/after/once you/i ..2 dead/gone/die/died/passed',
      // those she leaves, and whether they will be all right after she is gone
      `@ask ..1 @possessive? @person/@pet/family/kids/children/everyone/everybody ..3 be/cope/manage ok/okay/alright/all+right/fine/looked+after/cared+for/happy/without+me ..3 after/when/once i ${GONE}`,
      `after/when/once i ${GONE} ..2 will/would ..1 @possessive? @person/@pet/family/kids/children/everyone/everybody ..3 be/cope/manage ok/okay/alright/all+right/fine/looked+after/cared+for/happy`,
      // people who will not live to see a day ahead
      `people/someone/somebody/those/anyone/anybody/women/men/girls/someone+like+me who/that will not be here/around/alive for/to+see/by ..2 next/another/the+next ..1 ${NEXT_DAY}`,
      `people/someone/somebody/those/anyone/anybody/women/men/girls/someone+like+me who/that will not see/make+it+to ..2 next/another/the+next ..1 ${NEXT_DAY}`,
      // the life insurance that pays out whatever the cause
      'life insurance/cover/policy ..4 pays/pay/paid/will+pay/would+pay/covers/cover/will+cover out? ..2 either+way/no+matter+what/whatever+happens/regardless/even+if/in+any+case/however+it+happens/however+i+go',
    ],
    notFollowedBy: 'on/for/to/away/abroad/travelling/traveling/at/during/over/in/into/with/back/out',
    note: 'a reading for after I am gone; do readings count if you are dead by then; will my family be okay after I am gone; a reading for people who will not be around for their next birthday; the life insurance pays out either way',
  },
  {
    id: 'crisis.other-side-soon',
    kind: 'crisis',
    patterns: [
      'i will/shall/am+going+to/am+gonna be over+there/there/on+the+other+side/with+them/with+him/with+her/joining+them/up+there ..1 soon/soon+enough/shortly/before+long/myself/too/myself+soon $',
    ],
    alsoNeeds: ['other+side/afterlife/heaven/the+beyond/spirit+world/the+dead/passed+over/crossed+over/spirits'],
    note: 'do you do readings for the other side? I will be over there soon enough',
  },
  {
    id: 'crisis.reason-to-stay',
    kind: 'crisis',
    patterns: [
      // whether anything says she should stay, with nothing to stay in or for
      'anything/something/a+sign/a+reason/one+reason/any+reason ..5 says/tells+me/shows/means/saying i should/must/need+to/ought+to stay $',
      'give/show/tell me ..1 one/a/any reason/sign ..1 to stay $',
    ],
    weakWhen: '@relationship/job/marriage/course/uni/city/country/team/house/flat/town/club/company/firm',
    note: 'is there anything in my cup that says I should stay; give me one reason to stay (weak beside a partner, a job or a place)',
  },
  {
    id: 'crisis.weak.certain',
    kind: 'crisis',
    weight: 'weak',
    patterns: [
      // pills counted, and found enough
      'counted/recounted/counting/count them/mine/it/out/up again/twice/out/up? $',
      'that/this/it/they/those should/will/would/must be/do enough ..1 right/now/surely/yeah/hopefully/then? $',
      '^ is/will/would that/this/it ..1 be? enough ..1 right/now/then/yet/though? $',
      // whether it will be quick, asked for herself
      'will/would/is it be? quick/painless/fast/peaceful/over+quickly/over+fast $',
      '^ i+am? asking for me/myself ..1 this+time/though/tho/really? $',
      // the night that feels like the one; one more reading wanted first
      'tonight/today feels/seems/looks/is like? the night/day/one to ..1 stop/go/do+it/end+it/let+go/rest/leave',
      'tonight/today feels/seems/looks like the night/day/one $',
      '^ just? wanted/want/needed/need ..1 one more reading/cup/chat/card/look $',
      // thanks for all of it, as a goodbye
      'thank+you/thanks/thankyou/ty for all the readings/chats/cups/support/kindness/laughs/love/advice ..1 x/xx/xxx/babes/guys/everyone/all? $',
      // an arrangement told as having no end
      'it+is/its/it+will+be/it+is+going+to+be/it+is+now/this+is indefinite/indefinitely/open+ended/for+the+foreseeable $',
      // cards or letters written ahead for every birthday to come
      'card/cards/letter/letters/note/notes/message/messages/video/videos ..2 for every/each ..1 birthday/year/christmas/milestone ..4 till/until/up+to/to',
    ],
    note: 'counted them again, that should be enough; will it be quick? asking for me; tonight feels like the night; one more reading; thank you for all the readings; it is indefinite; a card for every birthday till they are 18: signs only with another',
  },
  {
    id: 'crisis.weak.ending-shown',
    kind: 'crisis',
    weight: 'weak',
    patterns: [
      // an ending asked of the cup: beside a mind made up ('because I have already decided'), a crisis
      'cup/reading/leaves/grounds/it ..3 show/shows/showing/mean/means/say/says/see ..2 a/an/the door+closing/closing+door/door+closed/closed+door/door+shutting/ending/end/death/funeral/coffin/grave',
    ],
    notFollowedBy: 'with/of/to/for/between/in/at/on/and',
    note: 'what does it mean if the cup shows a door closing (not an ending with him, of a job): a sign only with another',
  },
];
