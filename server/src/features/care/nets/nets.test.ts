/**
 * Cases for the nets' families, each written apart from the evaluation sets' wording: the sets are
 * measured as wholes (languages.slow.test.ts), these pin what a round's rule and idiom families read.
 * Through readCare, as members' texts are read: an idiom blanked also quiets the language's model.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageDetector } from '../language/detect-language';
import { readCare } from '../read-care';
import { ARABIC_NET } from './ar';
import { GERMAN_NET } from './de';
import { SPANISH_NET } from './es';
import { FRENCH_NET } from './fr';
import { ITALIAN_NET } from './it';
import { classifyWithNet, type LanguageNetData } from './net';
import { RUSSIAN_NET } from './ru';
import { TURKISH_NET } from './tr';

beforeAll(() => loadLanguageDetector());

describe('care nets, round nineteen', () => {
  it.each([
    // German: the verb put first.
    'nächstes Jahr bring ich mich um',
    // Spanish: 'when I'm no longer here', and a pet handed on.
    'cuando yo falte, denle mi gato a mi hermana',
    'cuando yo no esté, cuida a mi perrito',
    // Russian: pills in hand.
    'в руке пачка таблеток',
    // Italian, named Italian by its own small words ('siete', 'tutte').
    'siete state le mie sorelle, addio a tutte',
  ])('reads a crisis: %s', (text) => {
    expect(readCare(text).kind).toBe('crisis');
  });

  it.each([
    // Turkish: acid threatened at her face.
    'eski kocam yüzüme asit dökeceğini söyledi',
    'kezzap atacağını söyleyip duruyor eski kocam',
    // French: her neck squeezed, a hand under her clothes.
    'mon copain me serre le cou quand il est en colère',
    'mon beau-père glisse sa main dans ma culotte la nuit',
    'il met sa main sous ma jupe au travail',
    // Russian: thrown against the wall, a threat on her life.
    'отчим кидал меня об стену',
    'отчим швыряет сестренку об пол',
    'сказал: уйдёшь от меня, живой не останешься',
    'заберешь сына — живым не уйдешь, сказал он',
  ])('reads abuse: %s', (text) => {
    const reading = readCare(text);
    expect(reading.kind).toBe('crisis');
    expect(reading.abuse).toBe(true);
  });

  it.each([
    // French: a sense hoped back.
    'je vais retrouver l odorat un jour ?',
    // Italian, named Italian by its own small words ('andranno', 'prossime').
    'transaminasi alte, andranno meglio le prossime analisi?',
  ])('reads a health question: %s', (text) => {
    expect(readCare(text).kind).toBe('health');
  });

  it.each([
    // Turkish: an addictive series; a teacher's appointment; feathers shed.
    'bu dizi resmen bağımlılık yaptı, sezon finali ne zaman 😂',
    'uygulamanın bağımlılık yapması normal mi 😂 sürekli açıyorum',
    'papağanım tüy döküyor, içim rahat değil',
    // German: longing and nerves that 'kill', a heart attack 'nearly had', found out.
    'Liebeskummer bringt mich um, meldet er sich wieder?',
    'Eifersucht bringt mich um, ist er treu?',
    'hab fast nen Herzinfarkt gekriegt als ich die Rechnung sah, wird es mit dem Geld besser?',
    'fliegt ihre Lüge irgendwann auf?',
    // French: bills that bleed her, a hoarse voice after a concert, a wedding asked about, a scrape.
    'les factures nous saignent à blanc, ça va s arranger ?',
    'le proprio nous saigne, je déménage ?',
    "j'ai tellement hurlé au concert que j'ai plus de voix, il me rappelle ?",
    'ma grand-mère me demande sans arrêt quand je me marie, c est pour bientôt ?',
    'petit accrochage en reculant, rien de grave, la semaine sera bonne ?',
    // Italian: medicine as a degree.
    'mia sorella supererà il test di medicina a settembre?',
  ])('leaves an ordinary text ordinary: %s', (text) => {
    expect(readCare(text).kind).toBe('ordinary');
  });

  // Read by the net's rules alone, not left to its model.
  it.each([
    [TURKISH_NET, 'arabamı kamyona sürmek istiyorum artık'],
    [TURKISH_NET, 'hiç var olmamış olmak isterdim'],
    [RUSSIAN_NET, 'на столе упаковка феназепама и бутылка водки'],
    [RUSSIAN_NET, 'допишу расклад, а дальше меня не будет'],
  ])('%#: its net reads a crisis by its rules', (net, text) => {
    expect(classifyWithNet(text, net).kind).toBe('crisis');
  });
});

describe('care nets, round twenty (Turkish)', () => {
  it.each([
    // A handful of pills, to swallow or not.
    'avucumda onlarca uyku hapı var, yutsam mı',
    'avuç dolusu ilaç elimde, içsem mi bilmiyorum',
    // Rest on the other side, asked for herself; the fate of those who end their lives.
    'oteki dunyada rahat eder miyim sizce',
    'kendini öldürenlerin ruhu cennete gider mi',
    // Whether dying hurts.
    'ölmek acıtır mı acaba, çok merak ediyorum',
    // A plan long made, its day chosen; never again a reading, so read this one well.
    'haftalardır hazırlanıyorum, günü seçtim',
    'kim bilir belki bi daha fal baktıramam, bu yüzden dikkatli bakın',
  ])('reads a crisis: %s', (text) => {
    expect(readCare(text).kind).toBe('crisis');
  });

  it.each([
    // An organ given, and whether the body takes it.
    'vücudum yeni böbreği kabul eder mi',
  ])('reads a health question: %s', (text) => {
    expect(readCare(text).kind).toBe('health');
  });

  it.each([
    // Bursting with boredom; love's blind eye, and a boy who does not notice her.
    'bu evde sıkıntıdan patlıyorum, her şey bitsin artık',
    'aşkın gözü kör derler, kocam da kör mü ki',
    'erkek arkadaşım kör mü ne, yeni saçımı fark etmedi',
    // An operation come through well, told with thanks.
    'babam operasyondan sağ salim çıktı şükürler olsun, şimdi tatil planı yapıyoruz',
    // A grandmother's warning of a cold.
    'hasta olursun diye babaannem hep hırka giydirir, erasmusa gidebilir miyim',
    // A pregnancy in passing: a baby shower, a nursery.
    'hamile arkadaşımın baby showerı ne zaman olsa iyi, fincan söylesin',
    'hamileyim, bebek odasi mavi mi olsun pembe mi',
    'hamile yengeme hediye alacağım, ne önerirsiniz',
    // Her own fall, not his hand.
    'bisikletten düşüp kolumu kırdım, tatile gidebilir miyim',
    // A wedding planned for months, its date set.
    'düğünü aylardır planlıyorum, tarihini belirledim, hava güzel olur mu',
  ])('leaves an ordinary text ordinary: %s', (text) => {
    expect(readCare(text).kind).toBe('ordinary');
  });
  // Read by the net's rules alone, not left to its model.
  it('reads a kidney given and the body asked to take it by its rules', () => {
    expect(classifyWithNet('abimin böbreğini bana takacaklar, vücudum reddeder mi acaba', TURKISH_NET).kind).toBe(
      'health',
    );
  });
});

describe('care nets, round twenty-one', () => {
  // Each of these read otherwise before this round.
  it.each([
    // Turkish: her own death planned, and given as the reason for asking the cup; veins stared at.
    'kendi ölümümü planladım, falda görünüyor mu',
    'fincanımda ölüm var mı? zaten ben planladım',
    'saatlerdir damarlarıma bakıyorum',
    // Arabic: no way out but death; God asked to take her.
    'ما في حل غير الموت، تعبت',
    'mafi 7al gher el mout',
    'يا رب خذني عندك',
    // Russian: pills one after another; the earth to rest from her.
    'закидываюсь таблетками одну за другой',
    'пусть земля отдохнёт от меня',
    // Italian: hurting herself in secret.
    'mi faccio male di nascosto ogni sera',
  ])('reads a crisis: %s', (text) => {
    expect(readCare(text).kind).toBe('crisis');
  });

  it.each([
    // Arabic: chemo in Arabizi; Italian: the baby after a scan.
    'baba bye5od kemo, hay5ef?',
    'eco fatta oggi, tutto ok col bambino?',
  ])('reads a health question: %s', (text) => {
    expect(readCare(text).kind).toBe('health');
  });

  it.each([
    // Turkish: how many children the cup shows.
    'kaç tane çocuğumuz olacak acaba 😊',
    // Arabic: 'take me' to Mecca.
    'يا رب خدني لمكة السنة الجاية',
    // Spanish: a plague called cancer, a kidney's price, a heart attack if he calls.
    'la corrupcion de este pais es un cancer, cambiara algo?',
    'el alquiler en Barcelona cuesta un riñon, me mudo?',
    'me da un infarto si me llama otra vez, que hago?',
    // Italian: a course by its number; slapping herself, in the conditional.
    "analisi 1 mi sta uccidendo, passerò l'esame?",
    'mi prenderei a sberle, gli ho scritto di nuovo, risponderà?',
  ])('leaves an ordinary text ordinary: %s', (text) => {
    expect(readCare(text).kind).toBe('ordinary');
  });

  // Read by the net's rules alone, not left to its model.
  it.each([
    [TURKISH_NET, 'kardeşime mesaj attım "elveda" diye'],
    [TURKISH_NET, 'bütün gece banyoda oturup bileğime bakakaldım'],
    [ARABIC_NET, 'الله ياخد روحي وارتاح من هالدنيا'],
    [RUSSIAN_NET, 'наглоталась нурофена, скорую вызывать не стану'],
  ])('%#: its net reads a crisis by its rules', (net, text) => {
    expect(classifyWithNet(text, net).kind).toBe('crisis');
  });
  it.each([
    [ARABIC_NET, 'ابني عنده انيميا، هيخف امتى؟'],
    [ITALIAN_NET, 'eco fatta oggi, tutto ok col bambino?'],
  ])('%#: its net reads a health question by its rules', (net, text) => {
    expect(classifyWithNet(text, net).kind).toBe('health');
  });

  // The new families stay narrow: one weak sign alone, the everyday sense, an illness named.
  it.each([
    ['ordinary', 'işten ayrılıyorum, veda postu hazırladım, beğenilir mi'],
    ['ordinary', 'instagram postum saat 9da paylaşılacak, çok beğeni alır mı'],
    ['ordinary', 'bileğime yeni saat aldım, sürekli bakıyorum 😄'],
    ['ordinary', 'düğünü ben planladım, falımda ne görünüyor'],
    ['ordinary', 'ilk adımı attım gerisi kolay, iş bulur muyum'],
    ['ordinary', 'ما في حل غير الصبر، هيرجعلي؟'],
    ['ordinary', 'بدي حط حد لهالعلاقة، شو بيقول الفنجان'],
    ['ordinary', 'глотаю таблетки от горла по одной утром, к выходным пройдет и поеду на море?'],
    ['ordinary', 'mi sono fatta male al polso in palestra, lui mi scrive?'],
    ['health', 'hiç çocuğum olacak mı, fincanda çocuk var mı'],
    ['health', 'глотаю таблетки от давления по одной в день, можно бросить?'],
    ['health', 'el medico dice que es un cancer, se curara mi padre?'],
    ['health', 'le dio un infarto a mi padre, se recuperara?'],
    ['health', 'ho fatto le analisi 2 settimane fa, il ferro è basso, guarirò?'],
    ['crisis', 'mi prende a schiaffi quando beve'],
  ])('%s: %s', (kind, text) => {
    expect(readCare(text).kind).toBe(kind);
  });
});

describe('care nets, round twenty-two', () => {
  // Each of these read otherwise before this round.
  it.each([
    // Turkish: sorrow at still breathing; a pain to end at any price.
    'her sabah hala nefes aldığımı görmek beni kahrediyor',
    'içimdeki acı dinsin, ne pahasına olursa olsun',
    // Arabic: done with herself (Darija); pushed into the wall (Gulf Arabizi); will anyone miss her.
    'gha nsali m3a rasi',
    'abouya dafa3ni 3al 7eet',
    'هل حدا رح يفتقدني اذا مت؟',
    '3am ekteb wasiyte, ma 7ada ra7 yez3al ktir',
    'kaydkhol skran w kaygowwet 3lina, lwlad kaykhafo',
    // Russian: if anything happens to her, someone to look after her son.
    'Если со мной что-нибудь случится, присмотрите за моим сыном',
  ])('reads a crisis: %s', (text) => {
    expect(readCare(text).kind).toBe('crisis');
  });

  it.each([
    // Turkish: stopping a medicine and being well ('iyi olur muyum'), not dying of pills.
    'ilacımı bırakırsam iyi olur muyum',
    'tansiyon ilacımı kesersem iyi olur muyum',
    // Arabic: a treatment written with a g (Egyptian Arabizi).
    'el 3ilag da hayenfa3 ma3 mama wala la2?',
  ])('reads a health question: %s', (text) => {
    expect(readCare(text).kind).toBe('health');
  });

  // A pet's illness, operation or recovery is ordinary (the brief speaks of a person's health).
  it.each([
    'kedimin dişleri çekilecek, iyileşir mi',
    'köpeğimiz ameliyat oldu, çabuk iyileşir mi',
    'papağanım hasta, veteriner ilaç verdi, düzelir mi',
    'قطوتي عندها عملية بكرة، ادعولها',
    'كلبي مريض وما بياكل، رح يتحسن؟',
    'кошку кастрировали, когда она отойдёт от наркоза?',
    'у собаки воспаление уха, ветеринар дал капли, пройдёт?',
  ])("leaves a pet's health ordinary: %s", (text) => {
    expect(readCare(text).kind).toBe('ordinary');
  });

  // Unless a person is asked after too, she may catch something from it, or the animal may not live.
  it.each([
    'kedim de annem de hasta, iyileşirler mi',
    'kedim ısırdı, kuduz olur muyum',
    'yaşlı kedimin tümörü var, kurtulur mu',
    'قطتي مريضة وامي كمان مريضة، رح يتحسنوا؟',
    'قطتي مريضة وعمرها ١٥ سنة، بتعيش؟',
    'кот заболел и мама заболела, поправятся?',
    'у пса опухоль, переживёт ли он операцию?',
  ])('still reads a health question beside a pet: %s', (text) => {
    expect(readCare(text).kind).toBe('health');
  });

  it.each([
    // Turkish: an operation come through with thanks; out of hospital, the question moved on.
    'babam ameliyattan çıktı şükürler olsun, şimdi tatile gidebilir miyiz',
    'bademcik ameliyatı oldum, yeni çıktım hastaneden, iş görüşmem nasıl geçer',
    // Arabic: a mother who 'gives her a stroke'; a Leo, never again in her life.
    'امي تسويلي جلطة بأسئلتها، بس هل رح انجح؟',
    'صاحبت واحد برج الاسد بحياتي اخر مرة',
  ])('leaves an ordinary text ordinary: %s', (text) => {
    expect(readCare(text).kind).toBe('ordinary');
  });

  // A Turkish sample community's plain sentences, and near variants: ordinary as written and with a
  // Turkish browser (the model alone read some as crisis: a letter to oneself, 'I'll try too',
  // sitting doing nothing, coming to oneself). The colleague's fifth already read ordinary.
  it.each([
    'Kendine Mektup Atölyesi',
    'Yarın ben de deneyeceğim.',
    'Beş dakika pencerenin önünde oturdum, hiçbir şey yapmadım.',
    'Kendime gelmek için bazen çok şey gerekmiyor.',
    "Arkadaşım hiç alınmadı, 'tamam, başka zaman' dedi.",
    'Kendime bir mektup yazdım bugün',
    'Kendinize Mektup Atölyesi',
    'ben de bi deneyeyim',
    'Bugün hiçbir şey yapmadım, sadece dinlendim.',
    'Kendine gelmek için bazen bir çay yeter.',
    "Kız kardeşim hiç alınmadı, 'olur, sonra' dedi.",
  ])('leaves a Turkish community sentence ordinary: %s', (text) => {
    expect(readCare(text).kind).toBe('ordinary');
    expect(readCare(text, { locale: 'tr-TR' }).kind).toBe('ordinary');
  });

  // The crises near those words are still read.
  it.each(['Yarın tekrar deneyeceğim, bu sefer başaracağım', 'hiçbir şey yapmadım ama kocam beni dövdü'])(
    'still reads a crisis: %s',
    (text) => {
      expect(readCare(text, { locale: 'tr-TR' }).kind).toBe('crisis');
    },
  );

  // Read by the net's rules alone, not left to its model.
  it.each([
    [TURKISH_NET, 'artık yeterince savaştım, her şeyi bırakmak istiyorum'],
    [TURKISH_NET, 'hayatımın hiçbir anlamı kalmadı'],
    [TURKISH_NET, 'hala yaşıyorum diye üzülüyorum'],
    [ARABIC_NET, 'ما عاد في شي يخليني كمل، كل شي اسود متلي'],
    [RUSSIAN_NET, 'сын вернулся от отца с синяками на руках, говорит это папа'],
  ])('%#: its net reads a crisis by its rules', (net, text) => {
    expect(classifyWithNet(text, net).kind).toBe('crisis');
  });

  it('reads no health sign for a pet alone, and the sign for a person beside it', () => {
    const net: LanguageNetData = {
      language: 'tr',
      script: /[a-z]/,
      fold: (text) => text.toLowerCase(),
      families: {},
      idioms: [],
      rules: [{ id: 'test.health', kind: 'health', patterns: ['hasta'] }],
      pets: { animals: ['kedim'], stillHealth: ['annem'] },
    };
    expect(classifyWithNet('kedim hasta', net).kind).toBe('ordinary');
    expect(classifyWithNet('kedim ve annem hasta', net).kind).toBe('health');
    expect(classifyWithNet('annem hasta', net).kind).toBe('health');
  });
});

describe('care nets, round twenty-two (German, French, Spanish, Italian)', () => {
  // Each of these read otherwise before this round.
  it.each([
    // German: locked in by family; made to marry, or never let out.
    'meine Eltern schließen mich seit Tagen in meinem Zimmer ein',
    'er schließt mich jeden Abend ein, bevor er zur Arbeit geht',
    'mein Onkel sagt ich muss den Cousin heiraten, sonst darf ich nie wieder vor die Tür',
    // French: thinking of dying ('à mourir' is an idiom's words), a threat in slang.
    "j'arrête pas de penser à mourir",
    "son frère a dit qu'il allait venir me flinguer",
    'il va me flinguer si je le quitte',
    // Spanish: no reading ever again, this one to be read with care.
    'léanme con calma la taza, no voy a necesitar otra jamás',
    // Italian: the blade again, a goodbye to the group, leaving without weighing on those who stay,
    // pinned against a door.
    'ci sono ricascata con il taglierino dopo sei mesi',
    'è stato un piacere conoscervi ragazze, vi porterò nel cuore per sempre',
    'come si fa ad andarsene senza pesare su chi resta',
    'mio zio mi schiaccia contro la porta quando siamo soli',
  ])('reads a crisis: %s', (text) => {
    expect(readCare(text).kind).toBe('crisis');
  });

  it.each([
    'meine Eltern schließen mich seit Tagen in meinem Zimmer ein',
    'mein Onkel sagt ich muss den Cousin heiraten, sonst darf ich nie wieder vor die Tür',
    'il va me flinguer si je le quitte',
    'mio zio mi schiaccia contro la porta quando siamo soli',
  ])('reads abuse: %s', (text) => {
    expect(readCare(text).abuse).toBe(true);
  });

  it.each([
    // French: 'vraiment malade' said of an aunt; a check-up's scan, named French by 'ou' and 'truc'.
    "ma tante est vraiment malade, elle va tenir jusqu'à Noël ?",
    'écho de contrôle lundi, y a un truc ou pas ?',
  ])('reads a health question: %s', (text) => {
    expect(readCare(text).kind).toBe('health');
  });

  it.each([
    // German 'als er' is not ALS to the English rules; a French overdose of chocolate is not one of pills.
    'Als er mich angelächelt hat, war ich hin und weg. Mag er mich?',
    'overdose de chocolat ce week-end, je vais rentrer dans mon jean ?',
    // French: ghosted after a compliment ('une tuerie'); a day at the hospital for a neighbour's papers.
    "il m'a dit que j'étais une tuerie et depuis plus rien, il reviendra ?",
    "passé l'aprèm à l'hôpital pour les papiers de ma voisine, c'est quoi mon tirage du jour ?",
    // Spanish: a fringe to cut; the cup that does not lie, and who is right; cleared and back at work.
    'quiero cortarme el flequillo yo sola, ¿me animo?',
    'mi abuela dice que el café no miente, ¿tiene razón?',
    'me dieron el alta ayer, vuelvo a la oficina el lunes, ¿me ascienden?',
    // Italian: legs of jelly after a class; a fever gone; an ankle, a boy and the emergency room;
    // a mother-in-law who 'gives her diabetes'.
    "ho le gambe di gelatina dopo lo squat, com'è messa la mia vita sentimentale?",
    'non ho più la febbre, la settimana prossima riesco a partire per Londra?',
    'mi sono storta la caviglia a una festa e un bel ragazzo mi ha portata al pronto soccorso, mi scriverà?',
    'mia suocera mi fa venire il diabete con i suoi dolci, quando si trasferisce?',
  ])('leaves an ordinary text ordinary: %s', (text) => {
    expect(readCare(text).kind).toBe('ordinary');
  });

  // Read by the net's rules alone, not left to its model.
  it.each([
    // Keepsakes given away and a goodbye told as advice (two weak signs); marriage under a threat
    // and never let out (two weak signs).
    [
      GERMAN_NET,
      'hab meiner Schwester meine Uhr und meine Ketten geschenkt und ihr gesagt, sie soll immer gut auf sich achten',
    ],
    [GERMAN_NET, 'ich muss ihn heiraten, sonst lassen sie mich nie mehr aus dem Haus'],
    [FRENCH_NET, "j'ai fait la liste de qui garde quoi, mes plantes pour ma voisine"],
    // Children better off with another mother and broken like her (two weak signs).
    [ITALIAN_NET, "i miei figli starebbero meglio con un'altra mamma, non una sbagliata come me"],
    [ITALIAN_NET, 'mi sono fatta dei tagli sulle braccia ieri sera'],
    [ITALIAN_NET, 'mi faccio i tagli sui fianchi così nessuno li vede'],
    [ITALIAN_NET, 'non fatemi le previsioni per il mese prossimo, tanto non mi servono'],
    // The right place found and somewhere no one goes (two weak signs).
    [ITALIAN_NET, 'ho trovato il posto perfetto, una cava isolata dove nessuno passa mai'],
  ])('%#: its net reads a crisis by its rules', (net, text) => {
    expect(classifyWithNet(text, net).kind).toBe('crisis');
  });
  it.each([
    [SPANISH_NET, 'a mi sobrina le dan convulsiones y los médicos no saben por qué'],
    [ITALIAN_NET, 'faccio le beta domani mattina'],
    [ITALIAN_NET, 'sono di 9 settimane, tutto ok col bimbo?'],
  ])('%#: its net reads a health question by its rules', (net, text) => {
    expect(classifyWithNet(text, net).kind).toBe('health');
  });

  // The new families stay narrow: one weak sign alone, the everyday sense.
  it.each([
    ['ordinary', 'Hab meiner Schwester meinen Schmuck geliehen und gesagt sie soll gut drauf aufpassen'],
    ['ordinary', 'ich schließe mich im Bad ein und heule, meldet er sich?'],
    ['ordinary', 'no voy a pedir otra lectura nunca más, salió todo mal jaja'],
    ['ordinary', "c'était vraiment malade le show hier, tu vois quoi pour moi ?"],
    ['ordinary', 'mon vélo pour la rentrée, mes cahiers pour la fac, je vais réussir mon année ?'],
    ['ordinary', 'ho trovato il posto perfetto per il matrimonio, nessuno ci va mai in inverno'],
    ['crisis', "j'ai fait une overdose de somnifères"],
  ])('%s: %s', (kind, text) => {
    expect(readCare(text).kind).toBe(kind);
  });
  it('leaves a mother nagging about a wedding to one weak sign', () => {
    expect(classifyWithNet('Mama sagt ich soll endlich heiraten, sonst wird sie nie Oma', GERMAN_NET).kind).toBe(
      'ordinary',
    );
  });
});
