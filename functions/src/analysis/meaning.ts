/**
 * What an answer says, as a set of concepts, so that one answer reworded for every question is recognised as
 * repeated although it shares few word sequences: content words reduced to their stems (Snowball, so
 * «lideré», «liderar» and «liderazgo» meet), the words of working life that self-promotion rewords grouped by
 * meaning («encabecé», «dirigí», «capitaneé» are one concept), and the words of the question it answers left
 * out (restating the question's topic makes no two answers alike).
 */
import { isStopword, stem, tokenize } from '../conversation/language';

/** Words of one meaning, as a candidate rewording a prepared answer would swap them. */
const SYNONYMS = [
  'liderar lideré encabezar encabecé dirigir dirigí capitanear capitaneé impulsar impulsé guiar guié coordinar coordiné gestionar gestioné',
  'proyecto iniciativa plan mejora transformación cambio programa',
  'equipo compañeros compañeras grupo colegas personal plantilla',
  'procesos procedimientos flujos tareas operaciones organización',
  'calidad excelencia nivel',
  'analizar analicé estudiar estudié revisar revisé examinar examiné',
  'información datos cifras números',
  'reunir reuní reuniones convocar convoqué encuentros',
  'responsables encargados jefes directivos',
  'implementar implementé implantar implanté introducir introduje aplicar apliqué desplegar desplegué',
  'solución método herramienta sistema idea propuesta',
  'reducir redujimos reduciendo bajar bajamos recortar recortamos recortando disminuir',
  'tiempos plazos tiempo plazo',
  'satisfacción contentos satisfechos satisfecho',
  'mejorar mejoramos elevar subir aumentar aumentó crecer creció optimizar perfeccionar agilizar simplificar renovar',
  'anterior previo último',
  'empresa compañía',
  'productividad rendimiento productivos eficiencia',
  'errores fallos equivocaciones',
  'nuevo nueva novedosa innovadora diferente distinto',
  'conseguir conseguimos consiguiendo logramos lograr logrando',
];

let concepts: Map<string, string> | null = null;

function conceptOf(word: string): string {
  if (!concepts) {
    concepts = new Map();
    for (const [index, line] of SYNONYMS.entries())
      for (const synonym of line.split(' ')) concepts.set(stem(synonym), `#${index}`);
  }
  const key = stem(word);
  return concepts.get(key) ?? key;
}

/** The concepts of an answer: its content words (not the question's), synonyms merged. */
export function meaningOf(answer: string, question: string): Set<string> {
  const asked = new Set(tokenize(question).map(stem));
  const found = new Set<string>();
  for (const token of tokenize(answer)) {
    if (token.length < 4 || /^\d/.test(token) || isStopword(token)) continue;
    if (asked.has(stem(token))) continue;
    found.add(conceptOf(token));
  }
  return found;
}

/** Share of the smaller answer's concepts the other one also says (0–1). */
export function sharedMeaning(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const concept of small) if (large.has(concept)) shared += 1;
  return shared / small.size;
}
