import { PRODUCT } from '../brand';

/** SPEC §2 and §8 texts of the analysis page, to the letter. */
export const ANALYSIS_TEXTS = {
  title: 'Análisis de tu Entrevista',
  notFound: 'No analysis was found',
  parseError: 'There was an error parsing the Analysis, please review the logs',
  noSessionId: 'chatSessionId is not available',
  loadError: 'Error al cargar el análisis',
  emptyTitle: 'No hay un análisis disponible',
  emptyText: 'No se ha encontrado análisis para esta entrevista.',
  analysing: 'Por favor espere. La entrevista se está analizando...',
  concluded: 'La entrevista ha concluido. ¡Gracias por tu participación!',
} as const;

/** Texts of the rubric parts of the analysis page. */
export const RUBRIC_TEXTS = {
  chartTitle: 'Competencias evaluadas',
  essentialsTitle: 'Lo esencial',
  strongest: 'Puntos más fuertes',
  weakest: 'Lo que más conviene mejorar',
  chartLabel: (ratings: string) => `Calificación de cada competencia, de 1 a 5: ${ratings}`,
  ratingHeader: 'Calificación (1 a 5)',
  rating: (rating: number) => `${rating}/5`,
  anchors: 'Criterios de la rúbrica',
  evidence: 'Citas de tus respuestas',
  noEvidence: 'Sin evidencia suficiente: ninguna respuesta respalda esta competencia.',
  quoteLink: (answer: number) => `Respuesta ${answer}`,
  feedbackTitle: 'Comentarios sobre cada respuesta',
  worked: 'Qué funcionó',
  toAdd: 'Qué añadir',
  transcriptTitle: 'Transcripción de la entrevista',
  answerLabel: (answer: number) => `Respuesta ${answer}`,
  interviewer: PRODUCT.name,
  candidate: 'Candidato',
  analyserBuiltin: `Analizado por el analizador integrado de ${PRODUCT.name}.`,
  analyserModel: (model: string) => `Analizado por el modelo de IA ${model}.`,
  analyserFallback: `Analizador integrado de respaldo: la IA falló y este análisis lo generó el analizador integrado de ${PRODUCT.name}.`,
  rubricVersion: (version: string) => `Rúbrica versión ${version}.`,
} as const;

/** Issue 30: the team's view of a designed interview's own questions. */
export const OWN_QUESTION_TEXTS = {
  title: 'Preguntas de la empresa',
  intro:
    'Cada pregunta propia de la vacante, con la respuesta del candidato junto a lo que debe mostrar una buena respuesta.',
  answer: 'Respuesta del candidato',
  goodAnswer: 'Qué debe mostrar una buena respuesta',
  noGoodAnswer: 'Sin nota de la empresa.',
  unanswered: 'Sin respuesta.',
  skills: (names: string) => `Evalúa: ${names}`,
} as const;

/** Issue 30: the design step of the vacancy forms. */
export const DESIGN_TEXTS = {
  title: 'Diseño de la entrevista (opcional)',
  intro: `Elige las habilidades clave que ${PRODUCT.name} evaluará y escribe tus propias preguntas. Si lo omites, ${PRODUCT.name} evalúa las seis competencias generales.`,
  enable: 'Diseñar la entrevista de esta vacante',
  skillsTitle: 'Habilidades clave (de 3 a 8)',
  skillsCount: (count: number) => `${count} elegidas`,
  catalogue: 'Del catálogo',
  ownSkill: 'Añadir una habilidad propia',
  ownSkillName: 'Nombre de la habilidad',
  anchor: (level: 1 | 3 | 5) =>
    level === 1 ? 'Qué es un 1 (insuficiente)' : level === 3 ? 'Qué es un 3 (aceptable)' : 'Qué es un 5 (excelente)',
  addSkill: 'Añadir habilidad',
  removeSkill: 'Quitar',
  questionsTitle: 'Preguntas propias (hasta 10, en orden)',
  questionsIntro: `${PRODUCT.name} las hará todas, en este orden, con sus repreguntas si una respuesta es vaga; después preguntará por las habilidades que ninguna pregunta cubra.`,
  question: (index: number) => `Pregunta ${index}`,
  questionSkills: 'Qué habilidades evalúa',
  goodAnswer: 'Qué debe mostrar una buena respuesta (solo lo ve tu equipo)',
  addQuestion: 'Añadir pregunta',
  removeQuestion: 'Quitar pregunta',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  tryInterview: 'Probar entrevista',
  tryInterviewHint:
    'Haz la entrevista de esta vacante como la haría un candidato y mira el análisis que produciría (guarda antes tus cambios). No cuenta en ninguna lista ni embudo.',
  versionNote: (version: number) =>
    `Rúbrica versión ${version}. Si cambias las habilidades o las preguntas se crea una versión nueva; las entrevistas ya asignadas conservan la suya.`,
} as const;
