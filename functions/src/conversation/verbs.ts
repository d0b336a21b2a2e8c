/**
 * First-person preterite verbs as people type them, with or without accents ("lideré" and "lidere",
 * "analicé" and "analice", "aprendí" and "aprendi"): a word ending in -e whose -ar infinitive exists, or in -i
 * whose -er/-ir infinitive exists, is taken for an own past action. The infinitives come from a maintained
 * Spanish word list (npm `an-array-of-spanish-words`), loaded on first use, not at cold start.
 */
import { createRequire } from 'node:module';

let infinitives: Set<string> | null = null;

function isInfinitive(word: string): boolean {
  if (!infinitives) {
    const words = createRequire(import.meta.url)('an-array-of-spanish-words') as string[];
    infinitives = new Set(words.filter((item) => /(ar|er|ir)$/.test(item)));
  }
  return infinitives.has(word);
}

const IRREGULAR = new Set(
  'di vi hice puse propuse reduje conduje traje dije tuve estuve pude supe quise anduve introduje produje dispuse compuse deshice rehice obtuve mantuve contuve deduje traduje'.split(
    ' ',
  ),
);

/** Words after which a word is a noun, not a verb: "el informe", "un viaje", "la base", "de viaje". */
const NOUN_BEFORE = new Set(
  'el un una unos unas del al mi mis tu tus su sus cada otro otra este esta ese esa aquel nuestro nuestra vuestro vuestra cualquier primer buen gran mucho poco de en por para con sin sobre entre'.split(
    ' ',
  ),
);

/** Frequent words that read like a preterite without their accent and are not one ("este", "entre"). */
const NOT_PRETERITE = new Set(
  'este ese que porque donde entre sobre mientras siempre desde hace antes base parte grande noche mente frente suerte gente fuente nombre hombre tarde clase sale vale once ante jefe nube cree adelante delante alrededor'.split(
    ' ',
  ),
);

/** Candidate infinitives of a word that could be a first-person preterite (normalised: lowercase, no accents). */
function infinitivesOf(word: string): string[] {
  if (word.endsWith('e')) {
    const base = word.slice(0, -1);
    if (base.endsWith('qu')) return [`${base.slice(0, -2)}car`];
    if (base.endsWith('gu')) return [`${base.slice(0, -2)}gar`, `${base}ar`];
    if (base.endsWith('c')) return [`${base.slice(0, -1)}zar`, `${base}ar`];
    return [`${base}ar`];
  }
  if (word.endsWith('i')) {
    const base = word.slice(0, -1);
    return [`${base}er`, `${base}ir`];
  }
  return [];
}

/** `word` and the word before it normalised (lowercase, no accents). */
export function isFirstPersonPreterite(word: string, before = ''): boolean {
  if (IRREGULAR.has(word)) return true;
  if (word.length < 3 || NOT_PRETERITE.has(word) || NOUN_BEFORE.has(before)) return false;
  return infinitivesOf(word).some(isInfinitive);
}
