/**
 * Round fifteen, by family: a crisis told by its preparations and its timing rather than its words
 * (decision 0009). Patterns are in the language of ../pattern.ts (README.md beside this file).
 */
import type { CareRule } from './types';

const DEPENDANT = 'kids/children/son/daughter/baby/babies/boys/girls/little+one/dog/cat';
const KEPT_THINGS =
  'ring/rings/jewellery/jewelry/keys/key/house+key/car+keys/spare+key/watch/savings/bank+cards/passwords/documents/papers';

export const PREPARATION_RULES: readonly CareRule[] = [
  {
    id: 'crisis.farewell-message',
    kind: 'crisis',
    patterns: [
      // round eighteen: a last message, a goodbye to everyone, all the pills tonight
      'last/final message/messages/text/post/words before i go/leave/die/am+gone/disappear $',
      'tonight/now/today ..4 going+to/gonna/will take/swallow/down all+of+them/all+of+it/the+lot/all+of+my+pills/all+my+pills $',
      'take/swallow/down all+of+them/the+lot/all+my+pills/all+of+my+pills ..1 tonight/now $',
    ],
    note: 'my last words before I leave, look after each other; tonight I will swallow the lot',
  },
  {
    id: 'crisis.weak.goodbye-to-all',
    kind: 'crisis',
    weight: 'weak',
    patterns: [
      '^ forgive me everyone/everybody/all+of+you/all $',
      '^ this is ..1 goodbye $',
      // round twenty-two: the goodbye said to the circle by a name for them
      '^ this is ..1 goodbye babes/babe/guys/everyone/everybody/all/lovelies/ladies/girls/hun/friends/loves/my+loves/my+lovelies/x/xx/xxx/then/now ..1 $',
    ],
    note: 'forgive me all of you | this is my goodbye, this is goodbye babes (two weak signs together)',
  },
  {
    id: 'crisis.child-bruised',
    kind: 'crisis',
    topic: 'abuse',
    patterns: [
      'little+boy/little+girl/boy/girl/child/kid/kids/children/son/daughter/toddler/baby ..3 covered+in/full+of/always+has/has+new/keeps+getting bruises/marks/welts',
    ],
    alsoNeeds: [
      'screaming/scream/screams/crying/cries/every+week/every+day/all+the+time/again/at+night/hit/hits/hitting',
    ],
    note: 'the boy next door has new bruises every week and I hear him cry at night',
  },
  {
    id: 'crisis.weak.arranged-for-after',
    kind: 'crisis',
    weight: 'weak',
    patterns: [
      // dependants sent away, valuables and keys left with someone
      `sent/send/sending/dropped/taken/took my/the ${DEPENDANT} ..1 to ..2 @person/mother/mum/mom/sister/brother/nan/gran/grandma/dad/father/ex`,
      `left/leaving/gave/given/giving/handed/handing my ..4 ${KEPT_THINGS} ..4 with/to ..1 my/the? @person/neighbour/neighbor/landlord`,
      // the arrangement told as lasting, easier, not yet understood
      '^ it+is? easier/better/best this/that way $',
      'it is/it+will+be/this+is for good/forever/for+ever/permanent/permanently $',
      'she/he/they/@person does/do/did not know ..1 why/what+for yet/still $',
      // the hour chosen before anyone wakes; never to be waited for
      'before anyone/everyone/everybody/the+kids/they wakes/wake/is+up/are+up/gets+up/get+up/finds+out',
      '^ not ever/ever+again $',
      '^ do not wait up',
      'everything/all/it is ready $',
      // ties cut: accounts deleted, the phone off, this place the last one
      'switched/turned/turning/switching/switch/turn my phone off',
      'switched/turned/turning/switching off my phone',
      'deleted/deleting/delete/wiped ..2 all? my socials/accounts/account/instagram/facebook/tiktok/profiles/profile',
      'this app/account/reading/cup/place/group is the last one/thing ..1 left? $',
      'it is/has been/was ..1 a nice/good/lovely/great/safe/sweet/cosy ..2 corner/place/community/space/ride',
      // a means acquired and measured; a funeral planned and meant
      'bought/buying/got/picked+up ..2 rope/a+rope/some+rope/charcoal/a+hose/razor+blades/blades',
      'collecting/saving/saved/stockpiling/stockpiled/hoarding/hoarded/stashing/stashed/gathering/gathered ..2 my/his/her/the? @medication/pills/tablets/insulin',
      'know/knowing/worked+out/calculated/figured+out ..1 how much/many ..2 it+takes/would+take/i+need/i+would+need/to+take/is+enough/is+lethal',
      'plan/plans/planning/planned ..1 my/their/her/his/your own? funeral',
      'and/i/i+really/really mean it $',
      // wanting out, meant; a disappearance nobody would notice
      'want/wants/wanted out ..2 actually/literally/for+real/permanently/of+everything/of+life',
      '^ like? actually/literally/for+real/permanently out $',
      '^ nobody/no+one would/will even? notice/care/miss+me $',
      // round sixteen: the time told bare, after what she has gathered or done ('been hoarding my pills. tonight')
      '^ tonight/tonite $',
      '^ it is/will+be tonight/tonite $',
      // round sixteen: a date picked, told bare; a plan months old; affairs put in order and
      // passwords left where they will be found; a gun bought; lighter for giving things away;
      // the people here thanked as the only kind ones
      '^ i? picked/chose/chosen/set/have+picked/have+chosen/have+set a/the date $',
      'been planning/planned/preparing it/this for ..1 months/weeks/years/ages/a+while/a+long+time/so+long $',
      'made+sure/put/putting/got/getting/sorted/sorting/have/left ..1 my/all+my affairs ..1 in? order',
      'my affairs are/is in order',
      'passwords/password/logins/login/pins/pin ..2 are/is in/under/behind/inside ..1 the/my ..2 folder/drawer/envelope/notebook/desk/box/book/safe',
      '^ i/just/finally/so? bought/got/picked+up ..1 a/the? gun/pistol/handgun/firearm/revolver/shotgun',
      '^ i/it? feel/feels/felt/feeling so/much/a+lot/weirdly/strangely? lighter/weightless $',
      'you/you+guys/you+all/everyone+here were/are/have+been the only ..1 nice/kind/good/decent/real/sweet ..1 people/ones/friends',
      // round seventeen: things left with a flatmate, a password and who to call left to someone, a
      // ring sealed for a child who will understand one day; peace made with everything, the plan
      // set; one last card or coffee, the circle told bye first; what waits after; a body of use to
      // someone, a donor card signed; the means both at hand
      `left/leaving/gave/given/giving/handed/handing my ..4 ${KEPT_THINGS} ..4 with/to ..1 my/the? roommate/flatmate/housemate/roomie/neighbour/neighbor/landlord/landlady/friend/best+friend/coworker/colleague`,
      `left/leaving/gave/giving/handed/handing ..1 my/the? @person/roommate/flatmate/friend/best+friend ..1 the/my ..2 ${KEPT_THINGS}/password/passcode/pin/code`,
      'list of who/whom/people to call/ring/contact/tell',
      `put/sealed/left/placed ..1 my ..2 ${KEPT_THINGS}/wedding+ring/engagement+ring/necklace in ..1 a/an/the envelope/box ..2 for`,
      'he/she/they/you will/would/should understand ..1 someday/one+day/some+day/eventually/later/when+he+is+older/when+she+is+older/when+they+are+older $',
      'made/make/making/at peace with everything/everyone/everybody/it+all/all+of+it/the+world/life/my+life $',
      '^ the/my plan is set/in+place/ready/made/final/decided/sorted $',
      'one last card/coffee/cup/cigarette/smoke/drink/walk/reading/pull',
      'say/said/saying bye/goodbye ..1 to the/this circle/group/community/app/everyone/you+all ..1 first $',
      'anything/something/anyone/someone waiting for me after/afterwards/on+the+other+side/over+there/out+there+after $',
      'someone/somebody/they/people should/might/could/may+as+well/can/will get ..1 some/good/any? use out of me',
      'signed/signing/sign/filled+out/got my? ..1 organ? donor card/form',
      '^ i? have/got/have+got both/them/it/everything/all+of+it here/right+here/with+me/in+front+of+me/next+to+me $',
      'mix/mixing/mixed/take/taking/combine/combining @medication ..1 and/with vodka/alcohol/wine/booze/whiskey/whisky/gin/rum/beer/drink/drinks/tequila',
    ],
    note: 'the kids sent to my mother, easier this way; my rings left with my sister, she does not know why yet; before anyone wakes up; my socials deleted, this app the last one; rope bought; my own funeral planned, and I mean it: signs only with another',
  },
  {
    id: 'crisis.last-look',
    kind: 'crisis',
    patterns: [
      `i am/am+going+to/will/just/am+just ..1 watching/watch/hugging/hug/holding/hold/kissing/kiss/tucking/tuck/seeing/see/looking+at ..1 my/the ${DEPENDANT}/family/husband/wife/mum/mom ..3 for the last time`,
      // round twenty-one: the children kissed or tucked in at bedtime, for the last time
      'kissed/kiss/kissing/hugged/hug/hugging/tucked/tuck/tucking/cuddled/cuddle/cuddling them/my+kids/the+kids/my+children/the+children/my+babies/my+boys/my+girls/my+little+ones goodnight/good+night/night+night/in/to+sleep/to+bed for the last time',
    ],
    notFollowedBy: 'before/this/until/till/in/at/of/today',
    note: 'watching my kids sleep for the last time; kissed them goodnight for the last time',
  },
  {
    id: 'crisis.woke-disappointed',
    kind: 'crisis',
    patterns: [
      'disappointed/gutted/upset/sad/devastated/sorry ..2 that? i? ..1 woke/wake/keep+waking/still+wake/still+woke up $',
      'every/each ..1 morning/day ..3 woke/wake/waking up ..1 disappointed/gutted/upset/sad',
    ],
    note: 'every morning I am disappointed that I woke up',
  },
  {
    id: 'crisis.high-enough',
    kind: 'crisis',
    patterns: [
      'looking+up/looked+up/googling/googled/searching/searched/researching/researched/checking/checked/wondering/working+out ..3 which/what/how+high ..2 floor/height/bridge/building/storey/story/balcony/roof/window ..3 high/tall enough',
      'floor/height/bridge/building/storey/balcony/roof/window is/would+be high/tall enough $',
      // round seventeen: the tallest building looked up
      'looking+up/looked+up/googling/googled/searching/searched/researching/researched/look+up ..1 the tallest/highest building/buildings/bridge/bridges/tower/towers/cliff/cliffs/car+park/parking+garage/rooftop/rooftops',
    ],
    note: 'been looking up which floor is high enough',
  },
  {
    id: 'crisis.planning-mine',
    kind: 'crisis',
    patterns: ['planning/planned/plan/arranging/arranged/organising/organizing/picked/chosen/choosing mine $'],
    alsoNeeds: ['ending/end/death/funeral/grave/exit/goodbye/last/final/die/dying/suicide'],
    note: 'does the cup show an ending? because I am planning mine',
  },
  {
    id: 'crisis.reopen-scars',
    kind: 'crisis',
    patterns: [
      'scars/scar/cuts/cut ..8 open/reopen/cut/pick/rip ..1 them/it/into+them/open again/back+open',
      'reopen/re+open/open+up/cut+open my scars/cuts',
    ],
    note: 'my scars are healing and I want to open them again',
  },
  {
    id: 'crisis.child-harmed',
    kind: 'crisis',
    topic: 'abuse',
    patterns: [
      '@person/man/guy/neighbour/neighbor/stranger/teacher/coach/stepdad/step+dad has+been/been/keeps/kept/is/was touching/groping/fondling/grabbing my/her/his/our ..1 cousin/sister/daughter/niece/son/brother/nephew/child/kid/kids/girl/boy/granddaughter/grandson/little',
      'man/guy/neighbour/neighbor/stranger/teacher/coach/someone/somebody ..6 follows/following/followed/grabbed/touched/cornered/groped/flashed my/our daughter/son/girl/boy/kid/kids/child/children/niece/nephew',
      'shook/shaken/shaking/shakes ..1 him/her/the+baby/my+baby/the+kid/my+son/my+daughter ..2 so+hard/hard/violently/until/till/he+went/she+went',
      // round sixteen: made to sleep in a relative's bed, told bare or with when and how often (not with a reason: 'because the guest room was full')
      '@relative ..3 makes/made/forces/forced/making/forcing me ..1 sleep/lie/get/stay in/into his/her/their bed $',
      '@relative ..3 makes/made/forces/forced/making/forcing me ..1 sleep/lie/get/stay in/into his/her/their bed again/when/while/whenever/every/most/some/at/last/on/tonight/with/and',
    ],
    note: 'a grandfather touching a cousin of 8; a man in the building who follows a daughter and grabbed her; a toddler shaken until he went limp',
  },
  {
    id: 'crisis.next-time-threat',
    kind: 'crisis',
    topic: 'abuse',
    patterns: [
      'next time he/she/they will/is+going+to/are+going+to/gonna/says+he+will/said+he+will/said+she+will ..1 finish/kill/hurt/end/break/really',
    ],
    note: 'he said next time he will finish the job',
  },
];
