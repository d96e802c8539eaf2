/**
 * Round twenty, by family (decision 0009): a crisis told as a departure: a trip with no return, a
 * pet handed on with a reason, letters to each child, the edge sat on, a future not seen, a favour
 * done by going, a body left to give up. Patterns are in the language of ../pattern.ts (README.md
 * beside this file).
 */
import type { CareRule } from './types';

export const DEPARTURE_RULES: readonly CareRule[] = [
  {
    id: 'crisis.departure',
    kind: 'crisis',
    patterns: [
      // the fate of those who end their lives, asked in the second person
      'sin/hell/heaven/forgiven/forgive/god ..6 end/ending/take/taking your/one/ones own? life',
      'end/ending/take/taking your/ones own? life ..6 sin/hell/heaven/forgiven/forgive',
      // the last reading, made final
      'last reading/cup/post/question ever',
      // violence with a weapon, happening now
      '@abuser? came/comes/coming/went/goes/ran/run at me with a/the/his/her ..1 hammer/knife/bat/axe/bottle/belt/gun/machete/screwdriver/iron',
      // a body left to give up
      'waiting/hoping/wait/praying for my body to give+up/give+out/shut+down/fail/stop/quit',
      // near an edge, and nearly
      'nearly/almost did/done it ..2 $',
      'nearly/almost jumped/stepped/went+over/let+go',
      // everyone better off without the likes of her
      'better off without people/someone/anyone like me',
      'do/doing them/everyone/you+all/everybody/the+world a favour and go/leave/disappear/vanish/end+it',
    ],
    negatable: true,
    note: 'is it a sin to end your own life; my last reading ever; he came at me with a hammer; waiting for my body to give up; stood at the edge and nearly did it; better off without people like me; do them a favour and go',
  },
  {
    id: 'crisis.weak.departure',
    kind: 'crisis',
    weight: 'weak',
    patterns: [
      'not coming back $',
      'going travelling/traveling/away ..3 not coming back',
      'gave/given/giving/handed my/the @pet to',
      '@pet goes/going/moves/moving to my/her/his/the ..1 @person/neighbour/neighbor',
      'look/looks/care/cares after him/her/them better than i could/can/ever+could',
      'wrote/written/writing/write letters/notes/a+letter to each/all/every/both of? my',
      'hope/hoping they/he/she will? understand one day/someday/some+day',
      'ready to go $',
      'sorting/sort/sorted/making/made/writing/wrote/doing/did ..1 out? my will',
      'can not see myself in any/a future',
      'not even next week/tomorrow/tonight $',
      'will not be a future ..2 to read/for+me',
      'will not be a future $',
      'see ..3 again on the other side',
      '@want to go/be to/with her/him/them $',
      'sat/sit/sitting/stood/standing on/at the edge',
      'edge of the platform/bridge/roof/cliff/cliffs/tracks',
      'will not be needing another/any+more/anymore',
      'i/i+will do them/everyone a favour',
    ],
    note: 'gave my dog away, not coming back; letters to each of my kids; sorting out my will, ready to go; the other side; sat on the edge: signs only with another',
  },
];
