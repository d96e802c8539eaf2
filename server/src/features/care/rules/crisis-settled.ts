/**
 * Round twenty-one, by family (decision 0009): a crisis told as things settled and said: a funeral
 * hoped to be hers, a love passed on to whoever finds the message, whether to leave a note; weak
 * signs: a day told bare, a family that will get over it, debts paid and borrowed things returned,
 * everything tidy, things given to keep whatever happens, a morning she asks not to wake to.
 * Patterns are in the language of ../pattern.ts (README.md beside this file).
 */
import type { CareRule } from './types';

const DAY =
  'monday/tuesday/wednesday/thursday/friday/saturday/sunday/tomorrow/tonight/this+weekend/the+weekend/next+week';

export const SETTLED_RULES: readonly CareRule[] = [
  {
    id: 'crisis.settled',
    kind: 'crisis',
    patterns: [
      // the funeral hoped to be hers
      'hope/hoping/wish/pray/praying ..1 the/that/this funeral/grave/coffin/death/burial ..3 is/will+be/was mine/for+me $',
      // a love or an apology passed on by whoever finds the message, or after she is gone
      'tell ..1 @person/everyone/everybody/them i+love+her/i+love+him/i+love+them/i+love+you/i+loved+her/i+loved+him/i+loved+them/i+am+sorry ..2 if/when/once you/anyone/someone/somebody/they/she/he ..1 see/read/find/sees/reads/finds/get/gets this/these/my+message',
      'tell ..1 @person/everyone/everybody/them i+love+her/i+love+him/i+love+them/i+love+you/i+am+sorry ..2 when/once/after/if i am+gone/go/am+not+here/do+not+make+it',
      // a morning asked not to come
      '^ universe/god/lord/jesus/please ..2 do not/never let me wake up tomorrow/again/ever/anymore/any+more? universe/god/lord/please? $',
      // whether to leave a note at all
      'leave/leaving/write/writing a/the note/letter or not/no+note/is+it+better+not/would+it+be+better+not/better+not/is+it+kinder/would+it+be+kinder',
      'is/would it be? kinder/better/fairer/crueler/crueller/selfish ..1 to leave/to+write a/the note/letter or not/no+note/nothing $',
      'is/would it be? kinder/better/fairer/crueler/crueller/selfish ..1 not+to+leave/to+not+leave/not+to+write a/the note/letter $',
      '^ note or no note $',
    ],
    note: 'I hope the funeral is mine; god, do not let me wake up; tell my brother I love him if anyone reads this; should I leave a note or not',
  },
  {
    id: 'crisis.hoped-mine',
    kind: 'crisis',
    // a death or funeral asked of the cup, then hoped to be hers
    patterns: [
      '^ i? hope/hoping/wish/pray/praying it+is/its/it+will+be/it+was/it+would+be mine/me tbh/honestly/ngl/really/actually? $',
    ],
    alsoNeeds: ['funeral/funerals/grave/graves/coffin/death/dying/die/dies/burial/hearse/headstone/cemetery/obituary'],
    note: 'does my cup show a death? I hope it is mine',
  },
  {
    id: 'crisis.weak.settled',
    kind: 'crisis',
    weight: 'weak',
    patterns: [
      // the day told bare, after a decision (told bare too)
      '^ decided/decision+made/mind+made+up $',
      `^ it is/will+be going+to+be/gonna+be? on? ${DAY} $`,
      `^ it will/has+to/must/should be on? ${DAY} $`,
      `^ the/my day is/will+be ${DAY} $`,
      'can not keep doing/going+on/living/pretending ..1 this/like+this $',
      // those left behind will get over it
      'my? family/kids/children/parents/mum/mom/dad/husband/wife/partner/everyone/everybody/people/they will/would/can get+over it/me/my+death ..1 eventually/soon/quickly/fast/in+time? $',
      // loose ends: what she owes paid, what she borrowed returned, everything tidy
      'paid/paid+back/paid+off/repaid/settled/cleared what/everything/all/everyone/the+money i owe/owed/borrowed $',
      'returned/return/returning/gave+back/given+back/giving+back/took+back/taken+back ..2 library+books/everything+i+borrowed/what+i+borrowed/all+the+things+i+borrowed',
      'everything/it+all/all/my+affairs/my+things/my+stuff is/are tidy/in+order/settled/squared+away/taken+care+of/put+away now? $',
      // things handed on to keep whatever happens
      'keep/keeping/have/look+after/hold+on+to it/them/him/her/these/those ..2 no+matter+what/whatever+happens/if+anything+happens/if+something+happens/when+i+am+gone',
      // a morning she asks not to wake to
      'do not/never wake me up? tomorrow/again/ever/anymore/any+more universe/god/lord/please? $',
      'do not/never let me wake up ..1 tomorrow/again/ever/anymore/any+more',
    ],
    note: 'I have decided, it is going to be Friday; they will get over it; debts paid and library books returned, everything tidy; keep them whatever happens; do not wake me up tomorrow: signs only with another',
  },
];
