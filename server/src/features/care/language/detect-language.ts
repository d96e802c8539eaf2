/**
 * The language of a member's text, for the care net: which language to answer care in, and whether
 * the text is in a language the net cannot read (then the reading still comes, with her help lines
 * beneath, and the AI judge is always asked). franc (trigram profiles shipped in the package) reads
 * the text among the languages members write; short texts and mixed Turkish-English are steadied by
 * what franc cannot see well: the script, letters only one language uses (ğ ı ş), the small words
 * each language leans on, and the browser's language as a hint.
 */
type Franc = typeof import('franc');

/**
 * franc builds its trigram tables for 187 languages when it loads (~0.1-0.2 s of CPU, ~14 MB
 * resident), so it loads after start-up, with the care rules' warm-up or the first member's text
 * (loadLanguageDetector); until then the small words, letters and scripts decide alone.
 */
let franc: Franc | undefined;
let loading: Promise<void> | undefined;
export function loadLanguageDetector(): Promise<void> {
  loading ??= import('franc').then((module) => {
    franc = module;
  });
  return loading;
}

/** ISO 639-3 (franc) to the ISO 639-1 codes the rest of Telve speaks, for the languages franc weighs. */
const LATIN_CANDIDATES: Readonly<Record<string, string>> = {
  eng: 'en',
  tur: 'tr',
  deu: 'de',
  spa: 'es',
  fra: 'fr',
  ita: 'it',
  nld: 'nl',
  por: 'pt',
  pol: 'pl',
  ron: 'ro',
  azj: 'az',
  als: 'sq',
  bos: 'bs',
  hrv: 'hr',
  srp: 'sr',
  ces: 'cs',
  slk: 'sk',
  slv: 'sl',
  hun: 'hu',
  fin: 'fi',
  swe: 'sv',
  dan: 'da',
  nob: 'no',
  ind: 'id',
  vie: 'vi',
  tgl: 'tl',
  swh: 'sw',
  cat: 'ca',
  lit: 'lt',
  lav: 'lv',
  est: 'et',
  kmr: 'ku',
  uzn: 'uz',
  hau: 'ha',
  som: 'so',
};
const CYRILLIC_CANDIDATES: Readonly<Record<string, string>> = {
  rus: 'ru',
  ukr: 'uk',
  bel: 'be',
  bul: 'bg',
  srp: 'sr',
  mkd: 'mk',
  kaz: 'kk',
  kir: 'ky',
  tat: 'tt',
  tgk: 'tg',
};
const ARABIC_SCRIPT_CANDIDATES: Readonly<Record<string, string>> = {
  arb: 'ar',
  pes: 'fa',
  urd: 'ur',
  pbu: 'ps',
  skr: 'ur',
};

/** Small words and word endings each language leans on: they steady the trigrams on a few words. */
const words = (list: string) => new RegExp(`(?<![\\p{L}])(?:${list.split(' ').join('|')})(?![\\p{L}])`, 'gu');
const MARKERS: Readonly<Record<string, RegExp>> = {
  en: words(
    'i my me the and is will he she you it what when how this that would should am are be want about with of to',
  ),
  tr: new RegExp(
    `${words('bir bi bu şu ve ben beni bana benim çok cok için icin gibi değil degil artık artik var yok mı mü mısın miyim mıyım acaba hiç hic daha kanka yaa ki ama şey sey neden niye sizce annem babam kocam eşim esim sevgilim kızım kizim oğlum oglum kardeşim kardesim ablam abim kadar sonra diye bugün bugun yarın yarin').source}|(?<![\\p{L}])(?:mi|mu|mı|mü)(?=\\s*(?:[?.!,]|$))|\\p{L}(?:ıyor|iyor|uyor|üyor|ıyo|iyo|uyo|üyo|ıyorum|iyorum|uyorum|üyorum|iyom|ıyom|uyom|eceğim|acağım|ecegim|acagim|ıcam|icem|ucam|ücem|mıyım|miyim|muyum|müyüm|acak|ecek|acakmış|ecekmiş|acakmis|ecekmis|ırmış|irmiş|urmus|ürmüş|ıların|lerin|ları|leri)(?![\\p{L}])`,
    'gu',
  ),
  de: words(
    'ich und nicht der die das ist mein meine mich mir wird er sie mit auf ein eine noch mehr wenn dass hab habe bin mal oder schon auch für fur zu wie was am es heute morgen ned nimma nimmer nüme nümme scho hob moch olle heut kei',
  ),
  es: words(
    'el los las que y mi me es por con para una muy qué yo pero ya más estoy quiero voy si del al hay cuando como le lo esta este sin nadie nunca q mis tengo desde ahora siempre todo nos',
  ),
  fr: words(
    'je j le les et est pas ne mon ma mes qui une il elle pour avec veux suis ce ça ca tout plus moi c au du des on va sera vais sous demain vous nous mais rien fait toujours jamais chez très tres enfin ou truc',
  ),
  it: new RegExp(
    `${words('il che di non mio mia è per sono voglio gli ho ma più piu questo questa anche cosa mi del della dell stavolta perché come io lo ancora sta cosi dopo sto nella alla all dal dalla nel col devo faccio vado miei tuo tua ci dove quando poi anni incinta appena nonna nonno facciamo stesso nessuno niente smetto accorge siete hanno abbiamo avete tutto tutti tutte molto grazie addio oggi domani adesso essere stato stata stati prossimo prossima prossime prossimi degli delle nelle sulle dalle qualcuno').source}|\\p{L}[àèìòù](?![\\p{L}])|\\p{L}{2,}ranno(?![\\p{L}])`,
    'gu',
  ),
};

/** Arabizi: Arabic in Latin letters, with digits for the letters Latin lacks (3ayez, 7abibi, 2ader). */
const ARABIZI = /\b[a-z]*[2357][a-z]+|\b[a-z]+[2357][a-z]*\b/g;
const ARABIZI_WORDS =
  /\b(?:ana|enta|enti|inta|inti|mesh|msh|mish|bas|ya3ni|wallah|wallahi|habibi|habibti|khalas|bedi|baddi|3ayez|3ayza|ma3|3an|fi|la2|aywa|leh|ezay|shu|eih)\b/g;
/** Russian typed in Latin letters. */
const RUSSIAN_TRANSLIT =
  /\b(?:ya|menya|menja|mne|mnoj|mnoi|hochu|khochu|hochetsya|chto|shto|kak|ne|net|eto|ochen|vse|vsyo|tebya|sebya|zhit|zhizn|pomogite|mama|papa|kogda|pochemu|segodnya|zavtra|bolshe|umeret|muzh|muzha|moy|moj|moya|moyu|moi|moego|uzhe|budet|budu|dalshe|smysla|kazhdyj|kazhdyi|kazhdy|dochku|dochka|skazal|skazala|esli|proshche|potomu|tozhe|zdes|nado|nuzhno|mozhno|sovsem|nikto|nichego|nikogda|spasibo|pozhaluysta|prosto|tolko|vsegda|davno|podruga|parnya|paren|reshila|reshil|bolno|strashno|rebenok|rebenka|vrach|bolnitse|operatsiyu|syn|syna|sestra|sestry|iz|ves|vsya|shkoly|vylechat|rak|umer|umerla|pomozhet|tetya|tyotya|tetja|babushka|babushku|dedushka|dedushku|bolnice|bolnica|bolnitsu|bolnitsa|vyjdet|vyidet|vyzdoroveet|popravitsya|perezhivet|serdcem|serdtsem|ottuda|operaciyu|operatsii)\b/g;

/** The Latin-script languages a text of three words or fewer is read as. */
const SHORT_TEXT_LANGUAGES: ReadonlySet<string> = new Set(['en', 'tr', 'de', 'es', 'fr', 'it']);

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

interface DetectedLanguage {
  /** ISO 639-1 where there is one ('tr'), 'und' when the text gives too little to tell. */
  language: string;
  /** The text's own script, for the rare text in a script no candidate writes. */
  script: 'latin' | 'cyrillic' | 'arabic' | 'other' | 'none';
}

function scriptOf(text: string): DetectedLanguage['script'] {
  const latin = count(text, /\p{Script=Latin}/gu);
  const cyrillic = count(text, /\p{Script=Cyrillic}/gu);
  const arabic = count(text, /\p{Script=Arabic}/gu);
  const letters = count(text, /\p{L}/gu);
  if (letters === 0) return 'none';
  const top = Math.max(latin, cyrillic, arabic);
  if (top * 2 < letters) return 'other';
  return top === arabic ? 'arabic' : top === cyrillic ? 'cyrillic' : 'latin';
}

/**
 * The languages whose small words the text uses at least twice: a text written mostly in one language
 * often carries a sentence of another ('abla bakar mısın, ya no quiero vivir').
 */
export function languagesMentioned(text: string): string[] {
  const lower = text.toLowerCase().replace(/\u0307/g, '');
  return Object.entries(MARKERS)
    .filter(([, pattern]) => count(lower, pattern) >= 2)
    .map(([language]) => language);
}

/** True when the text has a word of Russian typed in Latin letters ('menya', 'muzh', 'zhit'). */
export function mayBeRussianInLatin(text: string): boolean {
  return count(text.toLowerCase(), RUSSIAN_TRANSLIT) > 0;
}

/** The language of the hint's tag ('tr-TR' -> 'tr'), if any. */
const hintLanguage = (locale: string | undefined) => locale?.split('-')[0]?.toLowerCase();

function best(scores: Map<string, number>): string {
  let top = 'und';
  let score = Number.NEGATIVE_INFINITY;
  for (const [language, value] of scores) {
    if (value > score) {
      top = language;
      score = value;
    }
  }
  return top;
}

function francScores(text: string, candidates: Readonly<Record<string, string>>): Map<string, number> {
  const scores = new Map<string, number>();
  if (!franc) return scores;
  for (const [code, score] of franc.francAll(text, { only: Object.keys(candidates), minLength: 1 })) {
    const language = candidates[code];
    if (language && !scores.has(language)) scores.set(language, score);
  }
  return scores;
}

function detectLatin(text: string, hint: string | undefined): string {
  // Not Turkish casing: an English 'I' must stay 'i' (Turkish 'İ' lower-cases to 'i' plus a dot, dropped).
  const lower = text.toLowerCase().replace(/\u0307/g, '');
  const words = count(lower, /\p{L}+/gu);
  const scores = francScores(lower, LATIN_CANDIDATES);
  const add = (language: string, value: number) => scores.set(language, (scores.get(language) ?? 0) + value);
  // The trigrams weigh less the shorter the text: a few markers tell more than a few trigrams.
  for (const [language, score] of scores) scores.set(language, score * Math.min(1, words / 8));
  for (const [language, pattern] of Object.entries(MARKERS)) add(language, 0.35 * Math.min(3, count(lower, pattern)));
  if (/[\u011F\u0131\u015F]/.test(lower)) add('tr', 1.2);
  if (/\u0259/.test(lower)) add('az', 1.5);
  if (/[\u00F1\u00BF\u00A1]/.test(lower)) add('es', 0.8);
  if (/[\u00E4\u00DF]/.test(lower)) add('de', 0.8);
  // French accents as French uses them: è inside a word (très, père), à and ù in their own short
  // words (à, là, déjà, où). Italian puts them at a word's end (verrà, città, può) or alone (è).
  if (
    /[\u0153\u00EA]|\u00E8(?=\p{L})|(?<!\p{L})(?:\u00E0|l\u00E0|d\u00E9j\u00E0|voil\u00E0|o\u00F9)(?!\p{L})/u.test(
      lower,
    )
  )
    add('fr', 0.4);
  if (/[\u00F2\u00EC]/.test(lower)) add('it', 0.6);
  const arabizi = count(lower, ARABIZI) + count(lower, ARABIZI_WORDS);
  if (arabizi >= 2) add('ar', 0.45 * Math.min(4, arabizi));
  const translit = count(lower, RUSSIAN_TRANSLIT);
  if (translit >= 2) add('ru', 0.4 * Math.min(4, translit));
  if (hint && scores.has(hint)) add(hint, 0.3);
  // Three words or fewer are too few to name a language the care net does not read: choose among those it does.
  if (words <= 3) {
    for (const language of scores.keys()) if (!SHORT_TEXT_LANGUAGES.has(language)) scores.delete(language);
    // So few trigrams say little: the browser's language, else Telve's own, unless the words themselves say otherwise.
    add(hint && SHORT_TEXT_LANGUAGES.has(hint) ? hint : 'en', 0.3);
  }
  return best(scores);
}

/**
 * The language of `text`, with the browser's language tag as a hint. A text with no letters is
 * 'und' (undetermined); so is one in a script whose languages the care net does not weigh.
 */
export function detectLanguage(text: string, hint?: { locale?: string }): DetectedLanguage {
  const script = scriptOf(text);
  const hinted = hintLanguage(hint?.locale);
  if (script === 'none') return { language: 'und', script };
  if (script === 'latin') return { language: detectLatin(text, hinted), script };
  if (script === 'cyrillic') {
    const scores = francScores(text.toLowerCase(), CYRILLIC_CANDIDATES);
    // Letters Russian does not use: Ukrainian, Belarusian, the Turkic languages, Serbian and Macedonian.
    if (/[\u0456\u0457\u0454\u0491]/i.test(text)) scores.set('uk', (scores.get('uk') ?? 0) + 1);
    if (
      !/[\u0456\u0457\u0454\u0491\u045E\u04D9\u04E9\u04AF\u04A3\u0493\u049B\u04BB\u0497\u0458\u0459\u045A\u045B\u0452\u045F\u0453\u045C\u0455]/i.test(
        text,
      )
    )
      scores.set('ru', (scores.get('ru') ?? 0) + 1);
    return { language: best(scores), script };
  }
  if (script === 'arabic') {
    const scores = francScores(text, ARABIC_SCRIPT_CANDIDATES);
    // Persian and Urdu letters Arabic does not use.
    if (!/[\u067E\u0686\u0698\u06AF\u06A9\u06CC\u06D2\u06D3\u0679\u0688\u0691\u06BA\u06BE]/.test(text))
      scores.set('ar', (scores.get('ar') ?? 0) + 1);
    return { language: best(scores), script };
  }
  return { language: 'und', script };
}
