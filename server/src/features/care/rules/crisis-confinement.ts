/**
 * Round nineteen, by family (decision 0009): a crisis told by its circumstances: a home made a
 * cell, a weapon kept "for" her, a body let give out, the edge looked at, the heart hoped to
 * stop, a thank-you that closes. Patterns are in the language of ../pattern.ts (README.md beside this file).
 */
import type { CareRule } from './types';

const WEAPON = 'hammer/knife/knives/gun/guns/rifle/shotgun/axe/machete/bat/baseball+bat/crowbar/blade/razor';

export const CONFINEMENT_RULES: readonly CareRule[] = [
  {
    id: 'crisis.kept-in',
    kind: 'crisis',
    topic: 'abuse',
    patterns: [
      // children or the member locked in, windows nailed shut, let out only with him
      '@abuser ..5 locks/locked/lock/locking @victim/them in/up/inside',
      'nailed/nails/boarded/boards/screwed/screws/bolted/bolts/sealed/seals ..1 the/all/my? windows/doors/door/window shut/closed',
      'only lets/let/allows/allowed me out/leave/outside/go+out ..3 when/if/with/once',
      'not/never let/lets/allow/allows me out/leave/outside ..2 without him/her/them/permission',
      // a child's body told by its marks, and a child who flinches at one of the household
      'found/saw/noticed/spotted/see/seen ..1 belt/strap/whip/cane/hand/handprint/finger/fingertip/bite/burn/cigarette/rope marks/welts/bruises/prints',
      'flinches/flinched/cowers/cowered/freezes/froze/hides ..3 every+time/whenever/when ..2 @abuser walks/comes/gets/raises/shouts/moves',
    ],
    negatable: true,
    note: 'he locks our kids in the basement; he nailed the windows shut and only lets me out with him; belt marks on her legs; she flinches whenever her stepdad walks in',
  },
  {
    id: 'crisis.weapon-for-me',
    kind: 'crisis',
    topic: 'abuse',
    patterns: [
      'is/was/will+be/s for me/you/us if/when/the+day/once ..2 i/you/we ever?',
      `keeps/kept/keeping/sleeps+with/put/puts ..1 a/the/his/her ${WEAPON} ..4 for me/you/us`,
    ],
    alsoNeeds: [WEAPON],
    note: "he keeps a hammer by the bed and said that's for me if I ever cheat",
  },
  {
    id: 'crisis.body-gives-out',
    kind: 'crisis',
    patterns: [
      'so/until/till/hoping my body ..1 gives+out/gives+up/shuts+down/stops/fails/packs+in/packs+up/just+stops',
      'stopped/stop/not/quit eating and/or/or+even ..1 drinking ..6 day ..1 one/two/three/four/five/2/3/4/5/6/7',
      'hoping/hope/praying/pray/wishing/wish my heart ..1 stops/stop/will+stop/would+stop/gives+out/gives+up',
      'wish/wished/wishing ..12 never have/had existed',
      'wish/wished/wishing ..12 have/had never existed',
      // courage gathered to jump, not into a new job or out of a plane
      'nerve/courage/guts/balls to jump $',
      'nerve/courage/guts/balls to jump off/from/over/now/tonight',
    ],
    notFollowedBy: 'racing/pounding/beating+so/hurting/aching/fluttering/skipping/from+racing',
    note: 'stopped eating and drinking so my body gives out; hoping my heart just stops in my sleep; wish I had never existed; working up the nerve to jump',
  },
  {
    id: 'crisis.weak.at-the-edge',
    kind: 'crisis',
    weight: 'weak',
    patterns: [
      // a place known for it, and the edge looked at
      'at/on/to/near/up+at/parked+at/over beachy+head/golden+gate/clifton+suspension+bridge/the+cliff+edge/the+cliffs',
      'looking/staring/peering/sitting/standing ..1 at/over/down/on ..1 the edge/drop/water+below',
      // a pet left for good with its things, now someone else's
      'she/he/it/they is/are theirs/hers/his/yours now',
      // a thank-you that closes, for all of it
      'thanks/thank+you/thankyou for all/everything ..4 ladies/girls/everyone/all+of+you/guys/x/xx',
      'thanks/thank+you/thankyou for everything $',
    ],
    note: 'parked at Beachy Head looking at the edge; the dog is theirs now; last reading from me, thanks for all the lovely chats: signs only with another',
  },
];
