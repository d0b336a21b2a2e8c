/**
 * "Cómo mejorar": the weakest competencies of an analysis, and which coaches and mentors help with each
 * (a competency → labels mapping: a coach or mentor helps when one of its labels is among them).
 */
import type { AnalysisResult } from '../analysis/result';
import { COMPETENCIES, competencyById, type Competency, type CompetencyId } from '../analysis/rubric';
import { normalizeSearchText } from '../coaches/search';
import { ratingsOf } from './progress';

export interface CompetencyCoaching {
  /** Coach and mentor labels that work on this competency. */
  labels: readonly string[];
  /** What /coachdigital is searched for when no available coach matches. */
  search: string;
  /** The first message of a coach conversation on this competency. */
  topic: string;
}

export const COMPETENCY_COACHING: Record<CompetencyId, CompetencyCoaching> = {
  comunicacion: {
    labels: ['Comunicación', 'Oratoria', 'Presentaciones', 'Storytelling', 'Escritura'],
    search: 'Comunicación',
    topic:
      'Quiero mejorar mi comunicación en las entrevistas: responder con claridad, con la extensión justa y sin rodeos. ¿Cómo lo practico?',
  },
  especificidad: {
    labels: ['Entrevistas', 'Storytelling', 'Casos prácticos', 'Entrevistas de caso', 'Portafolio'],
    search: 'Entrevistas',
    topic:
      'Quiero dar ejemplos más concretos en mis entrevistas: casos reales, con qué hice, con qué herramientas y con qué datos. ¿Cómo los preparo?',
  },
  resultados: {
    labels: ['Competencias', 'Casos prácticos', 'Pruebas', 'Entrevistas de caso'],
    search: 'Resultados',
    topic:
      'Quiero contar mejor los resultados de lo que hago, idealmente con cifras. ¿Cómo explico en una entrevista qué cambió gracias a mi trabajo?',
  },
  estructura: {
    labels: ['Argumentación', 'Storytelling', 'Competencias', 'Entrevistas'],
    search: 'Argumentación',
    topic:
      'Quiero estructurar mejor mis respuestas: la situación, lo que hice yo y el resultado. ¿Cómo ordeno mis respuestas en una entrevista?',
  },
  relevancia: {
    labels: ['Entrevistas', 'Entrevistas técnicas', 'Competencias', 'Recursos Humanos'],
    search: 'Entrevistas',
    topic:
      'Quiero responder exactamente lo que me preguntan en una entrevista, sin irme a otro tema. ¿Cómo me preparo para eso?',
  },
  ajuste: {
    labels: ['Carrera', 'Cambio de carrera', 'Orientación vocacional', 'CV', 'Marca personal'],
    search: 'Carrera',
    topic:
      'Quiero mostrar mejor cómo encaja mi experiencia con los requisitos del puesto al que aspiro. ¿Cómo lo preparo?',
  },
};

/** Whether something with these labels helps with the competency (accents and case ignored). */
export function helpsWith(labels: readonly string[], competency: CompetencyId): boolean {
  const wanted = new Set(COMPETENCY_COACHING[competency].labels.map(normalizeSearchText));
  return labels.some((label) => wanted.has(normalizeSearchText(label)));
}

/**
 * The `count` lowest-rated competencies of a rubric analysis: lowest rating first; on a tie the heavier
 * weight first, then the rubric's order. [] for an analysis without ratings.
 */
export function weakestCompetencies(
  analysis: Pick<AnalysisResult, 'personalityAssessment'>,
  count = 2,
): Array<{ competency: Competency; rating: number }> {
  const ratings = ratingsOf(analysis);
  return COMPETENCIES.filter((competency) => ratings[competency.id] !== undefined)
    .map((competency, order) => ({ competency, rating: ratings[competency.id]!, order }))
    .sort((a, b) => a.rating - b.rating || b.competency.weight - a.competency.weight || a.order - b.order)
    .slice(0, count)
    .map(({ competency, rating }) => ({ competency, rating }));
}

/** The competency a focused practice or a coach topic names, or undefined. */
export function coachingCompetency(id: string | null | undefined): Competency | undefined {
  return id ? competencyById(id) : undefined;
}
