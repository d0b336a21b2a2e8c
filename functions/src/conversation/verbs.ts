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
  'este ese que porque donde entre sobre mientras siempre desde hace antes base parte grande noche mente frente suerte gente fuente nombre hombre tarde clase sale vale once ante jefe nube cree adelante delante alrededor clave grave llave nave fase frase'.split(
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

/**
 * Verbs of opinion or feeling («considero», «creo»: what someone thinks, not what they do), auxiliaries («tengo»,
 * «puedo») and frequent words that read like a first-person present and are not one («largo», «segundo», «solo»).
 */
const OPINIONS = new Set(
  'considero creo pienso opino siento valoro busco deseo espero necesito quiero prefiero encanto gusto destaco defino identifico tengo puedo debo voy estoy soy largo segundo solo luego mismo medio nuevo pronto claro cierto centro tiempo todo modo caso cargo punto grupo equipo turno correo juego como sido junto seguro costo dentro mucho poco tanto cuanto ejemplo minimo maximo bajo continuo'.split(
    ' ',
  ),
);

/** Conjunctions after which an -o word is more often a noun of a list («organización y trabajo en equipo»). */
const LIST_JOINS = new Set(['y', 'e', 'o', 'u', 'ni']);

/** Infinitives a first-person present could come from (normalised): «reviso» → revisar, «atiendo» → atender. */
function presentInfinitives(word: string): string[] {
  if (!word.endsWith('o') || word.length < 4) return [];
  const base = word.slice(0, -1);
  const stems = [base];
  if (base.endsWith('zc')) stems.push(`${base.slice(0, -2)}c`);
  if (base.endsWith('g')) stems.push(base.slice(0, -1), `${base.slice(0, -1)}gu`);
  const unchange = (stem: string) => [
    stem.replace(/ie([^aeiou]*)$/, 'e$1'),
    stem.replace(/ue([^aeiou]*)$/, 'o$1'),
    stem.replace(/i([^aeiou]*)$/, 'e$1'),
  ];
  return [...new Set(stems.flatMap((stem) => [stem, ...unchange(stem)]))].flatMap((stem) => [
    `${stem}ar`,
    `${stem}er`,
    `${stem}ir`,
  ]);
}

/**
 * A first-person present verb telling what the candidate does («atiendo llamadas», «lo reviso», «en clase
 * intento»): never after an article, a preposition or a list's «y» («el trabajo», «y trabajo en equipo»), and not a
 * verb of opinion («considero fundamental»).
 */
export function isFirstPersonPresent(word: string, before = ''): boolean {
  if (OPINIONS.has(word) || NOT_PRETERITE.has(word)) return false;
  if (NOUN_BEFORE.has(before) || LIST_JOINS.has(before)) return false;
  return presentInfinitives(word).some(isInfinitive);
}
