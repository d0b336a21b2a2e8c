/**
 * Pure measurements of a Spanish answer: length, concrete examples and figures, first-person actions,
 * results, structure, filler words and hedges, and overlap with a set of keywords. The built-in interviewer
 * uses them to decide on follow-ups; the built-in analyser turns them into scores and justifications.
 */

import { createRequire } from 'node:module';

import { isFirstPersonPreterite } from './verbs';

/** Shorthand typed on phones, read as the words it stands for. */
const PHONE_SHORTHAND: Record<string, string> = {
  q: 'que',
  k: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  xk: 'porque',
  tb: 'tambien',
  tmb: 'tambien',
  tbn: 'tambien',
  x: 'por',
  pa: 'para',
  d: 'de',
  dl: 'del',
  msj: 'mensaje',
  info: 'informacion',
};

/**
 * Lowercase without accents and with phone shorthand spelled out ("q" → "que"), for matching: every
 * matching of the built-in interviewer and analyser goes through it, so an answer typed without accents
 * or in lowercase is read as the same answer with them.
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(
      /(?<![\p{L}\p{N}])(xq|pq|porq|xk|tbn|tmb|tb|msj|dl|q|k|x|pa|d)(?![\p{L}\p{N}'’])/gu,
      (word) => PHONE_SHORTHAND[word] ?? word,
    );
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}%$€.,'’-]*/gu;

/** Words of a text (numbers like 3,5 or 40% stay one token; trailing punctuation is dropped). */
export function tokenize(text: string): string[] {
  return (text.match(WORD) ?? []).map((token) => token.replace(/[.,'’-]+$/u, '')).filter(Boolean);
}

/**
 * Words that carry no topic: Spanish stopwords from a maintained list (npm `stopwords-es`, the Stopwords ISO
 * list), loaded on first use, not at cold start, plus the words of interviews and job ads that say nothing of the
 * job (`puesto`, `experiencia`, `cuéntame`…) and colloquial ones the list lacks (`cosa`, `tipo`).
 */
const INTERVIEW_STOPWORDS = `hice cosa cosas tipo forma puesto trabajo empresa entrevista experiencia persona personas candidato
  candidata buscamos requisitos habilidades responsabilidades funciones conocimientos nivel años area areas capacidad
  descripcion perfil cuentame hablame dime describe situacion concreto concreta ejemplo resultado obtuviste hiciste
  primeros meses terminar empezar brevemente relacion hablemos ofrecemos reto hayas practica imagina pasos paso
  medirias harias aportarias interesa ambito herramientas metodos habitos funcionan proyecto marcaron diferencia
  enfrentado resolviste mayor mejorar piden`;

let stopwords: Set<string> | null = null;

export function isStopword(word: string): boolean {
  if (!stopwords) {
    const listed = createRequire(import.meta.url)('stopwords-es') as string[];
    stopwords = new Set([...listed, ...INTERVIEW_STOPWORDS.split(/\s+/)].map(normalize));
  }
  return stopwords.has(normalize(word));
}

let snowball: { stemWord(word: string): string } | null = null;

/**
 * The stem of a word: the Snowball Spanish stemmer (npm `@nlpjs/lang-es`, loaded on first use) applied to the
 * normalised word, so that accents, plurals and forms of a verb never split a stem (reclamaciones ~ reclamación,
 * mermas ~ merma, aprendí ~ aprender, desarrollador ~ desarrollo). Three rules of its own: this port keeps
 * "reclamaciones" apart from "reclamacion" when written without an accent, so -ciones becomes -cion first; a final
 * z is read as the c of its plural (interfaz ~ interfaces, capaz ~ capaces); and a noun in -bilidad is read as its
 * adjective, which Snowball keeps apart (accesibilidad ~ accesibles, responsabilidad ~ responsable): a job asking
 * for one is answered with the other.
 */
export function stem(word: string): string {
  if (!snowball) {
    const { StemmerEs } = createRequire(import.meta.url)('@nlpjs/lang-es') as {
      StemmerEs: new () => { stemWord(word: string): string };
    };
    snowball = new StemmerEs();
  }
  const plain = normalize(word)
    .replace(/ciones$/, 'cion')
    .replace(/([ai])bilidad(es)?$/, '$1ble')
    .replace(/z$/, 'c');
  return snowball.stemWord(plain);
}

/**
 * The content keywords of a text: stem → the word as first written, in order of appearance. Short words count
 * when written as an acronym ("SQL") or when their stem is one of `known` (a job's "SQL" matches "sql" typed in
 * lowercase).
 */
export function keywordEntries(text: string, limit = 30, known: ReadonlySet<string> = new Set()): Map<string, string> {
  const entries = new Map<string, string>();
  for (const token of tokenize(text)) {
    const acronym = token.length >= 2 && token === token.toUpperCase() && /\p{Lu}/u.test(token);
    const key = stem(token);
    if (!acronym && !known.has(key) && (token.length < 4 || /^\d/.test(token))) continue;
    if (isStopword(token)) continue;
    if (!entries.has(key)) entries.set(key, acronym ? token : token.toLowerCase());
    if (entries.size >= limit) break;
  }
  return entries;
}

/** The content keywords of a text, as stems, in order of appearance, without repeats. */
export function keywordsOf(text: string, limit = 30): string[] {
  return [...keywordEntries(text, limit).keys()];
}

const NUMBER_WORDS = new Set(
  'dos tres cuatro cinco seis siete ocho nueve diez once doce quince veinte treinta cuarenta cincuenta cien ciento cientos doscientos trescientos quinientos mil miles millon millones mitad doble triple porcentaje'.split(
    ' ',
  ),
);

const EXAMPLE_MARKERS = [
  'por ejemplo',
  'en una ocasion',
  'una vez',
  'recuerdo que',
  'en mi anterior',
  'en mi ultimo',
  'en mi ultima',
  'en mi actual',
  'en el proyecto',
  'en un proyecto',
  'en la empresa',
  'cuando trabajaba',
  'cuando estaba',
  'el ano pasado',
  'el mes pasado',
  'concretamente',
  'un caso',
  'en mi empresa',
  'en mi trabajo',
  'en mi equipo',
  'en el equipo de',
  'en mi ultimo proyecto',
  'en mi primer',
  'en mi practica',
  'en la universidad',
];

/**
 * Outcomes told, not named: the past forms of the verbs of a result («reduje», «redujimos», «aumentó», «hemos
 * ahorrado», «pasamos de»), matched on the normalised text. The nouns and infinitives («resultados», «objetivo»,
 * «impacto», «mejora continua», «lograr», «crecimiento») are left out: naming a result tells none.
 */
/** «Normalmente conseguimos…»: a habit, not how one story ended (the present and the preterite look alike). */
const HABIT = '(?<!(?:normalmente|siempre|habitualmente|generalmente) )';
const DETERMINER = '(?<!(?:un|una|el|la|los|las|mi|mis|su|sus|tu|gran|mayor|este|ese|del|al|de) )';
const RESULT_MARKERS = [
  `${DETERMINER}logr(e|amos|o|aron|ado|ada|ados|adas)`,
  'consegu(i|imos|ido|ida|idos)',
  'consigui(o|eron)',
  'reduj(e|imos|o|eron)',
  'reducid[oa]s?',
  `${DETERMINER}aument(e|amos|o|aron|ado|ada)`,
  `${DETERMINER}mejor(e|amos|o|aron|ado|ada)`,
  `${DETERMINER}ahorr(e|amos|o|aron|ado)`,
  'creci(mos|o|eron|do)',
  'cumpl(i|imos|io|ieron|ido)',
  'super(e|amos|o|aron|ado)',
  'gan(e|amos|o|aron)',
  'increment(e|amos|o|aron|ado)',
  'disminu(i|imos|yo|yeron|ido)',
  'optimi(ce|zamos|zo|zaron|zado)',
  'baj(e|amos|o|aron|ado)(?= (de|a|al|hasta|casi|mas de|menos de|\\d|una? \\d))',
  'sub(i|imos|io|ieron|ido)(?= (de|a|al|hasta|casi|mas de|menos de|\\d|una? \\d))',
  'pas(e|amos|o|aron) de',
  'duplic(e|amos|o|aron|ado)',
  'triplic(e|amos|o|aron|ado)',
  'aceler(e|amos|o|aron|ado)',
].map((form) => `${HABIT}${form}(?![\\p{L}])`);

/** A measured change: "de 15 a 6 minutos", "de 3,8 a 2,1 segundos". */
const MEASURED_CHANGE = /(^|[^\p{L}])de \d[\d.,]*\s*(\p{L}+\s+)?a \d/gu;

const CONNECTORS = [
  'primero',
  'en primer lugar',
  'segundo',
  'despues',
  'luego',
  'a continuacion',
  'finalmente',
  'por ultimo',
  'al final',
  'por eso',
  'por lo tanto',
  'como resultado',
  'gracias a eso',
  'ademas',
  'sin embargo',
  'el reto era',
  'la situacion',
  'mi tarea',
  'mi objetivo',
  'el objetivo',
  'el problema era',
  'para ello',
  'asi que',
  'por lo que',
  'de modo que',
  'gracias a',
  'tras ',
  'entonces',
];

const FILLERS = [
  /\beh+\b/g,
  /\bem+\b/g,
  /\bmm+\b/g,
  /\bo sea\b/g,
  /\bpues\b/g,
  /\bcomo que\b/g,
  /\bla verdad\b/g,
  /\bdigamos\b/g,
  /\bya sabes\b/g,
  /\bbasicamente\b/g,
  /\beste[,.…]/g,
  /(^|[.,;]\s*)bueno\b/g,
  /\btipo[,.…]/g,
];

/**
 * Matched on the normalised text: 'no sé' (doubt) is told from 'no se' (a reflexive verb, "no se pudo") by
 * what follows it.
 */
const HEDGES = [
  'no se(?= que| si| como| cuanto| muy| bien| exactamente|[.,;:!?…]|$)',
  'creo que',
  'supongo',
  'quizas?',
  'tal vez',
  'mas o menos',
  'no estoy segur',
  'algo asi',
  'no recuerdo',
  'depende',
  'etc',
];

/** Words the preterite rule (verbs.ts) must never take for a verb. */
const NOT_VERBS = new Set([
  'aqui',
  'alli',
  'ahi',
  'asi',
  'si',
  'mi',
  'que',
  'cafe',
  'bebe',
  'comite',
  'tambien',
  'porque',
  'aji',
  'ti',
  'fui',
  'fue',
  'pie',
  'se',
  'te',
  'de',
]);

export interface AnswerMetrics {
  words: number;
  /** Numbers, percentages, amounts and number words. */
  figures: number;
  /** Phrases that introduce a concrete case. */
  examples: number;
  /** Distinct first-person past actions. */
  actions: number;
  results: number;
  connectors: number;
  fillers: number;
  hedges: number;
  /** The filler words and hedges found, as written (lowercase). */
  fillerPhrases: string[];
  /** Keyword stems (of the given set) the answer mentions. */
  keywordHits: string[];
  /** A sentence worth quoting: one with a figure or an example, else the first. */
  highlight: string;
}

function countPhrases(text: string, phrases: readonly string[]): number {
  let count = 0;
  for (const phrase of phrases) {
    const pattern = new RegExp(`(^|[^\\p{L}])${phrase}`, 'gu');
    count += (text.match(pattern) ?? []).length;
  }
  return count;
}

export function measureAnswer(answer: string, keywords: ReadonlySet<string> = new Set()): AnswerMetrics {
  const tokens = tokenize(answer);
  const plain = normalize(answer);
  let figures = 0;
  const actions = new Set<string>();
  const hits = new Set<string>();
  let before = '';
  for (const token of tokens) {
    const bare = normalize(token);
    if (/\d/.test(token) || NUMBER_WORDS.has(bare)) figures += 1;
    if (!NOT_VERBS.has(bare) && isFirstPersonPreterite(bare, before)) actions.add(bare);
    before = bare;
    const tokenStem = stem(token);
    if (keywords.has(tokenStem)) hits.add(tokenStem);
  }
  // Present perfect in the first person: "he liderado", "hemos reducido".
  for (const match of plain.matchAll(/(?<![\p{L}])(he|hemos)\s+([\p{L}]+(ado|ido|cho|sto|to))(?![\p{L}])/gu))
    if (match[2]) actions.add(normalize(match[2]));
  let fillers = 0;
  const heard = new Set<string>();
  for (const pattern of FILLERS) {
    const found = plain.match(pattern) ?? [];
    fillers += found.length;
    for (const item of found) heard.add(item.replace(/^[.,;\s]+|[,.…\s]+$/g, ''));
  }
  for (const hedge of HEDGES) {
    const found = plain.match(new RegExp(`(^|[^\\p{L}])${hedge}`, 'u'));
    if (found) heard.add(found[0].replace(/^[^\p{L}]+/u, ''));
  }
  return {
    words: tokens.length,
    figures,
    examples: countPhrases(plain, EXAMPLE_MARKERS),
    actions: actions.size,
    results: countPhrases(plain, RESULT_MARKERS) + (plain.match(MEASURED_CHANGE) ?? []).length,
    connectors: countPhrases(plain, CONNECTORS),
    fillers,
    hedges: countPhrases(plain, HEDGES),
    fillerPhrases: [...heard].filter(Boolean),
    keywordHits: [...hits],
    highlight: highlightOf(answer),
  };
}

function highlightOf(answer: string): string {
  const sentences = answer
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  const pick =
    sentences.find((sentence) => /\d/.test(sentence) && countPhrases(normalize(sentence), RESULT_MARKERS) > 0) ??
    sentences.find((sentence) => /\d/.test(sentence)) ??
    sentences.find((sentence) => countPhrases(normalize(sentence), EXAMPLE_MARKERS) > 0) ??
    sentences[0] ??
    '';
  const bare = pick.replace(/[.!?…\s]+$/u, '');
  return bare.length > 180 ? `${bare.slice(0, 177).trimEnd()}…` : bare;
}

export type Weakness = 'short' | 'vague';

/** Whether an answer deserves a follow-up: too short, or with no example, action or figure at all. */
export function weaknessOf(metrics: AnswerMetrics): Weakness | null {
  if (metrics.words < 15) return 'short';
  const concrete = metrics.examples + metrics.actions + metrics.figures;
  if (concrete === 0 && metrics.words < 80) return 'vague';
  if (metrics.hedges >= 3 && metrics.examples === 0 && metrics.figures === 0) return 'vague';
  return null;
}
