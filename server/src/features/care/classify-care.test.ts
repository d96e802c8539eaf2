import { describe, expect, it, vi } from 'vitest';
import { classifyCare, classifyCareByRules, classifyCareWithout, prepareForRules } from './classify-care';

const kind = (text: string) => classifyCare(text).kind;

describe('prepareForRules: reading text as the rules are written', () => {
  it.each([
    ['I’m SO tired, I don’t know', ' i am so tired | i do not know '],
    ['Fiancé’s café, naïve', ' fiance cafe | naive '],
    ['my mum’s boyfriend', ' my mum boyfriend '],
    ['dont cant wont im ive', ' do not can not will not i am i have '],
    ['i wanna b gone 2nite', ' i want to be gone tonight '],
    ['kms', ' kill myself '],
    ['want 2 kms so bad', ' want to kill myself so bad '],
    ['I walked five kms today', ' i walked five kms today '],
    ['i want to unalive myself', ' i want to kill myself '],
    ['i want to unalive', ' i want to die '],
    ['sucidal, suicidle, suiside', ' suicidal | suicide | suicide '],
    ['wanna d!e, su1c1de', ' want to die | suicide '],
    ['is my dads leukemia curable', ' is my dad leukaemia curable '],
    ['will i get pregant', ' will i get pregnant '],
    ['Should I cancel my trip?', ' should i cancel my trip '],
    ['this job is killing me', ' this _ _ _ _ '],
    ["I'm dying to see him", ' i am _ _ see him '],
  ])('%j -> %j', (text, prepared) => {
    expect(prepareForRules(text)).toBe(prepared);
  });

  it('reads an empty or punctuation-only text as nothing', () => {
    expect(prepareForRules('')).toBe(' ');
    expect(prepareForRules('?!...')).toBe(' ');
    expect(kind('')).toBe('ordinary');
  });
});

describe('classifyCare: crisis', () => {
  it.each([
    // Direct, indirect, misspelled and text-speak; in questions and statements.
    'I want to kill myself',
    'everyone would be better off without me',
    'i wanna kms',
    'thinking of unaliving myself',
    'im suicidle',
    'I took all my sleeping pills',
    'My husband hits me when he drinks',
    'He threatened to kill me if I leave, should I stay?',
    "I'm not safe at home",
  ])('reads %j as a crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it('weighs weak signs together: one is not enough, two are', () => {
    expect(classifyCareByRules("I've decided").kind).toBe('ordinary');
    expect(classifyCareByRules('no way out').kind).toBe('ordinary');
    expect(classifyCareByRules("no way out, I've decided").kind).toBe('crisis');
    expect(classifyCare("no way out, I've decided").signs).toEqual(['crisis.weak.resolve', 'crisis.weak.not-here']);
  });

  it('reads "end it" as a break-up when a partner is near, and alone as a crisis', () => {
    expect(kind('Should I end it with him?')).toBe('ordinary');
    expect(kind('should I end it, my boyfriend is distant')).toBe('ordinary');
    expect(kind("I'm going to end it tonight")).toBe('crisis');
  });

  it('marks a crisis in which someone else is hurting the member as abuse', () => {
    expect(classifyCare('my boyfriend choked me last night').abuse).toBe(true);
    expect(classifyCare('I want to die').abuse).toBe(false);
  });

  it('takes a denial as a denial, but not an infinitive, a condition or a question', () => {
    expect(kind('I would never kill myself, will I get the job?')).toBe('ordinary');
    expect(kind("I'm not suicidal, just sad about him")).toBe('ordinary');
    expect(kind('trying not to hurt myself tonight')).toBe('crisis');
    expect(kind('if not I will kill myself')).toBe('crisis');
    expect(kind('tell me why i should not kill myself')).toBe('crisis');
  });
});

describe('classifyCare: health', () => {
  it.each([
    'Will my son recover from leukaemia?',
    'Is the lump in my breast cancer?',
    'will the IVF work this time',
    'Should I stop taking my antidepressants?',
    'Will my mum get better from her cancer?',
    'will nan pull through',
    'how long does my grandad have left',
    'am i preggo',
  ])('reads %j as a health question', (text) => {
    expect(kind(text)).toBe('health');
  });

  it('needs the combination, not a health word alone', () => {
    expect(kind('I had covid last year, will I travel this year?')).toBe('ordinary');
    expect(kind('My sister recovered from her breakup, will I?')).toBe('ordinary');
    expect(kind('will the economy recover')).toBe('ordinary');
    expect(kind('will my dad recover from his stroke')).toBe('health');
  });

  it('lets a crisis win over health', () => {
    expect(kind('I swallowed all my antidepressants, will I recover?')).toBe('crisis');
  });
});

describe('classifyCare: idioms keep ordinary questions ordinary', () => {
  it.each([
    'this job is killing me',
    "I'm dying to see him",
    'my plants are sick',
    'I could kill for a coffee',
    'my phone died, is it a sign?',
    "I'm sick of waiting for him",
    'he hit me up on instagram',
    'I want to cut my hair short',
    'I overdosed on chocolate lol',
    "I'm a Cancer, is this my lucky month?",
    'will I get the job at the hospital',
    'my mum will kill me if I fail',
    'I could die of embarrassment',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('warmCareRulesInBackground and classifyCareWithout', () => {
  it('warms in the background without holding the event loop, and changes no decision', async () => {
    // Another task counts the turns of the event loop it gets while the warm-up runs.
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    // A module of its own: the test before this one (and, in one worker, any file before it) warmed this one.
    vi.resetModules();
    const fresh = await import('./classify-care');
    await fresh.warmCareRulesInBackground();
    running = false;
    // At least one turn after the English rules and after each of the seven nets.
    expect(turns).toBeGreaterThanOrEqual(8);
    expect(kind('the train tracks keep calling me')).toBe('crisis');
  });

  it('waits for the pause it is given before each step: the rules, idioms and words, each net and its model, the care model', async () => {
    vi.resetModules();
    const fresh = await import('./classify-care');
    const pause = vi.fn(() => new Promise<void>((resolve) => setImmediate(resolve)));
    await fresh.warmCareRulesInBackground(pause);
    // The English rules, idioms and their words, two steps for each of the seven nets, the care model.
    expect(pause).toHaveBeenCalledTimes(3 + 2 * 7 + 1);
  });

  it('leaves out only the rule it names', () => {
    expect(classifyCare('the train tracks keep calling me').signs).toEqual(['crisis.means-intent']);
    expect(classifyCareWithout('the train tracks keep calling me', 'crisis.means-intent').kind).toBe('ordinary');
    expect(classifyCareWithout('the train tracks keep calling me', 'crisis.suicide-word').kind).toBe('crisis');
  });
});

describe('weak signs', () => {
  it('counts words read by two weak rules as one sign: "if I am gone" alone is not a crisis, with insurance money it is', () => {
    const alone = classifyCare('who will feed my cat if i am gone');
    expect(alone.signs).toEqual(['crisis.weak.self-death', 'crisis.weak.not-here']);
    expect(alone.kind).toBe('ordinary');
    expect(kind('my family will get the insurance money if i am gone')).toBe('crisis');
  });
});

describe('crisis and health told by their frame', () => {
  it.each([
    'i sit and stare at the razors thinking about it',
    'everyone would be relieved if i was gone',
    'it would be easier if i just stopped existing',
    "i'm not scared of dying anymore",
    'the police came because of my boyfriend',
    'my dad gets violent, can I stay at a friend’s?',
  ])('reads %j as a crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it.each([
    'will the surgeon have good news about my mum',
    'will my grandad get his speech back',
    'are we going to lose my gran this year',
    'my uncle is dying, will it be soon',
  ])('reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });

  it.each([
    "I'm not scared of dying my hair pink",
    'will the surgery on my car be expensive',
    'is my boyfriend going to lose his job',
    'I volunteer at a women’s shelter, will I get the charity job?',
    'will he pull through for me when I need him',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

// Round thirteen: the families of held-out-19's misses and refusals, written in other words than
// its own (decision 0009), so that each family, not each text, is what the rules read.
describe('classifyCare: round thirteen families', () => {
  it.each([
    'no point texting me after the weekend, nobody will be able to reach me',
    'looked up how much of it would be lethal. now i know how',
    'how many of my sleeping pills would it take to not wake up',
    'settled all my credit cards and sorted the will, they will be free of me at last',
    'handed my cat to the neighbours, gave away all my clothes, its all over now',
    'bought my burial plot today. no turning back',
    'there is a letter under my pillow for whoever finds me',
    'since mum passed there is no reason to stay, i might as well join her',
    'if i ever disappeared would anyone even come to the funeral',
    'heading down to the viaduct tonight. one last walk',
    'im going for good, forgive me for it all',
    'he pressed a cushion over my mouth until i blacked out',
    'locked in my bedroom and he keeps trying to kick the door in, i am terrified',
  ])('reads %j as a crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it.each([
    'my dad had a cardiac arrest last month, will he be his old self again',
    'waiting on the cvs results, please let them come back clear',
    'is my laser eye surgery going to go ok next week',
    'i have hep c, will my partner catch it from me',
    'will my uncle be out of intensive care before the wedding',
    '10 weeks and still no heartbeat on the scan, will we see one next time',
    'mum has been intubated since sunday, when will she wake up',
  ])('reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });

  it.each([
    'my ex texted me at the party and honestly i wished the floor would open up and swallow me',
    'this new series is my latest obsession, will he text me back though',
    'nobody has time for this drama at work, will i get the promotion',
    'had covid in march but i am totally fine now, will the move to leeds go well',
    'my daughter works in intensive care and never gets a weekend off, will she find love',
    'will my sister come round to my new boyfriend',
    'went to family mediation with my ex, will it help us co-parent',
    'my contact lens prescription changed again, will i see my future more clearly lol',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('classifyCare: round fifteen families (preparations, an illness told by its course)', () => {
  it.each([
    'i dropped the kids at my mums for the weekend. better this way',
    'gave my grandmothers ring and my car keys to my brother, he doesnt know why yet',
    'i am holding my baby for the last time tonight',
    'every single morning i wake up disappointed',
    'googled what floor is high enough in my building',
    'my stepdad keeps touching my little sister and mum wont listen',
    'she said next time she is going to really hurt me',
  ])('reads %j as crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it.each([
    'my daughter has had a temperature of 39 since friday, when will it come down',
    'will my grandads kidneys hold out till spring',
    'after his stroke will my husband walk again',
    'will the bone graft take this time',
  ])('reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });

  it.each([
    "i'd rather die than go back to that restaurant, where should we book for her birthday",
    'my boss is a walking headache, will i get the new job',
    'took paracetamol for my hangover, will he text me today',
    'hurt my knee at football, will i see him at the party',
    'i sent the kids to my mum for the week so i can study',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('classifyCare: round sixteen families (a date chosen, affairs left in order, numbers that must rise)', () => {
  it.each([
    'chose the date. sunday. i feel at peace',
    "i'm sitting on the bridge right now",
    'keep thinking about swerving into a tree on the way home',
    'swallowed a bottle of drain cleaner',
    'my stepdad forces me to sleep in his bed when mum is at work',
    'i feel like a waste of oxygen',
    'cancelled my appointments and my lease, no need for them',
    "tonight's the night. thank you for everything",
  ])('reads %j as crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it.each([
    'second beta is 210, will it double by friday',
    'my son tested high for lead, will it affect his brain',
    'will my granny pass before christmas',
  ])('reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });

  it.each([
    'picked a date for the wedding, will it rain',
    'been planning it for months, the surprise party for my mum, will she like it',
    'my brother made me sleep in his bed because the guest room was full',
    'my dad bought a gun for hunting season, will he have luck',
    'i die a little inside every time he texts',
    'my business is bleeding money, will it recover',
    'they killed off my favourite character in the finale, i am devastated',
    "tonight's the night! first date with him, what does my cup say",
    'the beta test came back with 3 bugs',
    'will grandma pass her driving test before christmas',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('classifyCare: round seventeen families (things handed on, the means at hand, a baby asked about bare)', () => {
  it.each([
    'gave my flatmate my car keys, i wont be needing them after this week',
    'left my brother the pin to my bank card and a list of people to ring',
    'sealed my necklace in an envelope for my daughter, she will understand one day',
    'there is a shotgun in my lap',
    'bought a length of hose for the exhaust',
    'i am on the railway bridge right now',
    'went up to the roof again, nearer to the edge every night',
    'just want to sleep and not come back',
    'everyone would be better off and i would be happier dead',
    'googled the highest bridges near me',
    "nobody visits, they'll find me after a couple of weeks",
    'my stepdad throws my little brother against the wall when he drinks',
    'he locks the door from the outside when he goes out so i cant leave',
    'my ex filmed me undressing and says he will post it',
    'can the cards say whether death hurts',
  ])('reads %j as crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it.each([
    'should i come off my wegovy before surgery',
    'will her body accept the new liver',
    'cardiac ablation next month, will it work this time',
    '38 weeks and she has not been kicking today, is she ok',
    'baby shower next month, we just want to know, will she be healthy at the anomaly scan',
    'gran is in hospital, will she make it to her 90th birthday party',
  ])('reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });

  it.each([
    'will my grandad make it to his 70th birthday dinner, his train is delayed',
    'what is my ascendant if i was born at 11pm',
    'left my keys with my neighbour while i am on holiday, will the trip go well',
    'one last coffee before the exam, wish me luck',
    'made peace with my sister after the wedding drama',
    'gender reveal party on saturday, what colour should i wear',
    'we mixed vodka and cranberry at the party lol',
    'the plan is set: paris in may with the girls',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('classifyCare: round eighteen families (a condition that must clear, a treatment choice, a screening result, a farewell)', () => {
  it.each([
    'these are my final words before i leave, look after each other',
    'i will swallow the lot tonight',
    'forgive me all of you. this is my goodbye',
    'the girl upstairs is full of bruises again and cries every night',
  ])('reads %j as crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it.each([
    'will the shingles go away before the wedding',
    'is my gallstone going to pass or do they need to take it out',
    'will my dad ever get his sense of taste back after covid',
    'should we go for chemo first or surgery',
    'will mum get the all clear at her mammogram',
    'smear test came back abnormal, what now',
    'the baby has not kicked all day, should i worry',
    'ivf retrieval on monday, will there be enough healthy eggs',
  ])('reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });

  it.each([
    'i have a headache from revising, will i pass the exam',
    'do we have enough eggs for the pancakes',
    'tonight i am going to take all of them to the cinema',
    'forgive me everyone, i am running late',
    'this is goodbye to my old flat',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('classifyCare: round nineteen families (a home made a cell, a weapon kept for her, the body let give out, the edge)', () => {
  it.each([
    'my stepfather locks my little sister in her room for days',
    'he screwed the windows shut so i cannot get out',
    'he only allows me outside if he comes too',
    'i saw hand marks on my nephew after his weekend at his dads',
    'my foster mum waits till the others go out and hits me',
    'she keeps a knife in the kitchen drawer and says it is for me if i ever tell',
    'i swallowed a handful of my nans sleeping tablets an hour ago',
    'not eating or drinking anymore so my body just shuts down',
    'every night i pray my heart stops before morning',
    'sometimes i wish i had never existed',
    'finally found the nerve to jump tonight',
    'sitting in the car at beachy head staring over the edge',
  ])('reads %j as crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it.each([
    'is she going to stay in remission this time',
    'will the new kidney take or will her body reject it',
    'grandad had a tia, could a bigger one follow',
    'will these steroid tablets clear up my psoriasis',
  ])('reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });

  it.each([
    'i hope my heart stops racing before the interview',
    'took the nerve to jump into a new job, will it pay off',
    'we went to the golden gate on holiday, what does the cup say about travel',
    'thanks for everything ladies, see you at the meetup',
    'the kids locked themselves in the bathroom giggling',
    'he said that parcel is for me if i get home first',
    'will the face cream clear my spots before the wedding, i hope so',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('classifyCare: round twenty families (a departure, the odds asked, a shadow on a scan)', () => {
  it.each([
    'my priest says it is a sin to take your own life, is that true',
    'this is my last cup ever so read it well',
    'my ex ran at me with a knife last night',
    'not eating, just waiting for my body to shut down',
    'was on the bridge last night and almost let go',
    'my family would be better off without someone like me',
    'handed my cat to my brother, told him i am going away and not coming back',
    'wrote letters to all of my nieces, hope they understand one day',
  ])('reads %j as crisis', (text) => {
    expect(kind(text)).toBe('crisis');
  });

  it.each([
    'what are the odds of my mum pulling through',
    'they found a spot on her liver, is it bad',
    'scared it will go wrong during the operation tomorrow',
    'my amh came back low, is ivf still worth it',
    'should i stop my prednisolone now the flare is gone',
  ])('reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });

  it.each([
    'we sat on the edge of the pier eating chips, will he call me',
    'ready to go to the party, what does my cup say',
    'sorting out my wardrobe this weekend, will i find love',
    'my kitten goes to my neighbour when i travel, will the trip go well',
    'what are my chances of getting the job',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('classifyCare: round twenty-one families (things settled and said, a test read by its lines, a prognosis given)', () => {
  const byRules = (text: string) => classifyCareByRules(text).kind;

  it.each([
    'i cant keep going like this. decided. it will be friday',
    'saw a coffin in my cup, hoping it is mine tbh',
    'i really hope the funeral in my cup is mine',
    'god dont let me wake up again',
    'please tell my mum i love her when i am gone',
    'tell everyone im sorry if anyone reads this',
    'write a note or not, i keep going back and forth',
    'is it kinder not to leave a note',
    'tucked my babies in for the last time. love them so much',
    'im exhausted of trying. they will get over it eventually',
    'paid back everything i owe. gave back what i borrowed. all in order now',
    'gave my watch to my brother and said keep it whatever happens',
    'the little girl next door turns up with new bruises every weekend and i hear shouting through the wall',
  ])('reads %j as crisis by the rules', (text) => {
    expect(byRules(text)).toBe('crisis');
  });

  it.each([
    'is it twins? will they be healthy',
    'faint line on my frer this morning, is it real',
    'the line on the test is getting darker, will it stay positive?',
    'the oncologist said he has a few weeks left',
    'the consultant gave grandad a few months, is it true',
  ])('reads %j as health by the rules', (text) => {
    expect(byRules(text)).toBe('health');
  });

  it.each([
    'what day is the wedding? it is going to be saturday',
    'i have decided on the venue, it will be friday',
    'im moving to london, my family will get over it',
    'cancelled my gym membership and paid off what i owe on my card, will i save for the trip',
    'cleaned all day, everything is tidy now, will he visit',
    'my nan gave me her ring and said keep it no matter what happens with the divorce',
    'dont wake me up tomorrow, its my day off',
    'my son gets bruises every week from rugby, will he make the team',
    'a wedding in my cup? i hope its mine',
    'should i leave a note on his car or not',
    'is it better to leave a note or knock on her door',
    'tell my mum i love her if you see her at church',
    'kissed the kids goodnight for the last time before my night shifts start',
    'tucked the kids in for the last time in the old house, moving tomorrow',
    'faint line in my cup, what does it mean',
    'my mood lately, will it stay positive',
    'the landlord said we have 3 months',
    'my twins start school, will they be ok',
    'my sister ate my chips, im gonna kill her',
    'im going to kill my flatmate, she used all the hot water',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });
});

describe('classifyCare: round twenty-two families (a death told as certain, a goodbye said plainly, a pet at the vet)', () => {
  const byRules = (text: string) => classifyCareByRules(text).kind;

  it.each([
    'counted them twice. 60. is that enough',
    'just need a reading for after i die',
    'will my kids b ok wen im gone',
    'after im gone will my cat be looked after',
    'do predictions still come true if i am dead by then',
    'any readings for people who wont see next christmas',
    'will it be painless? askin for myself',
    'tonight feels like the one. wanted one last look',
    'thx for all the readings xx. this is goodbye',
    'this is goodbye guys. thank you for all the chats',
    'made sure my life insurance covers it either way',
    "i'll be on the other side soon enough, can you read for my nan up there",
    'left the dog with my neighbour. told her its indefinite',
    'recorded videos for each birthday until she is 21. just in case',
    'im not gonna be a burden to anyone much longer',
    'tell my brother i love him if he ever sees this',
    'my stepdad held my brothers head under the water in the bath',
    'mums partner left marks on my little sister',
    'her boyfriend leaves bruises on my son and he wont tell anyone',
    'does the cup show the end? because ive already decided',
    'give me one reason to stay',
  ])('reads %j as crisis by the rules', (text) => {
    expect(byRules(text)).toBe('crisis');
  });

  it.each([
    'will the baby arrive on time, due 12 april',
    'will my bubba come early',
    'am i up the duff',
    'sick every morning, do i have a bun in the oven',
  ])('reads %j as health by the rules', (text) => {
    expect(byRules(text)).toBe('health');
  });

  it.each([
    // a pet's illness, operation or recovery is ordinary
    'my dog is having an operation tomorrow, will he be alright',
    'our parrot has an infection, will she be ok',
    'my kitten is going in to be neutered tomorrow, will it go ok',
    'the vet ran more tests on my rabbit, will the bill be huge',
    'will my dog survive the operation',
    'is my cat going to be ok after her op',
    'will my dog recover from his surgery',
    'will my old dogs arthritis get better',
    'will my horses leg heal in time for the competition',
    'my dog is on antibiotics for his ear, will he like the new house',
    // the same words about something else
    'counted the votes again. is that enough for the council',
    'will the interview be quick',
    'tonight feels like the night he proposes!',
    'just wanted one more reading before my exam',
    'i have been made redundant, contract is indefinite now',
    'wrote my nephew a card for every birthday, is that weird',
    'will my kids be ok when i go back to work',
    'will my dog be ok when im gone on holiday',
    'ill be over there soon enough, moving to sydney in may',
    'my boyfriend cheated, is there anything in my cup that says i should stay',
    'is there anything that says i should stay in this job',
    'the life insurance pays out to my kids, is that normal',
    'will my sister and i talk again after the falling out',
    'our cat is at the vet after being hit by a car, will she be ok',
    'will my baby come home on time from school',
  ])('reads %j as ordinary', (text) => {
    expect(kind(text)).toBe('ordinary');
  });

  it.each([
    // a person's health beside a pet is still read
    'will my dog bite heal without infection',
    'my dog is fine, will my dad be ok after his surgery',
    'my dog had a tumour removed and now my mum has cancer, will she beat it',
    'will my mum recover after her fight with cancer',
  ])('still reads %j as health', (text) => {
    expect(kind(text)).toBe('health');
  });
});
