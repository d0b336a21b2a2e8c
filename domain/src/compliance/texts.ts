/** Issue 33: the compliance pack's texts (Spanish). The product's name only through PRODUCT. */
import { PRODUCT } from '../brand';
import type { IntegritySignalKind } from '../analysis/integrity';

export const COMPLIANCE_PATH = '/cumplimiento';

const AI = `${PRODUCT.name}, un asistente de inteligencia artificial`;

export const COMPLIANCE_TEXTS = {
  pageTitle: 'Cumplimiento',
  pageIntro:
    'Documentos generados a partir de la configuración de tu empresa: descárgalos, revísalos e imprímelos. Solo la persona propietaria de la empresa puede verlos.',
  ownerOnly: 'Solo la persona propietaria de la empresa puede ver y descargar los documentos de cumplimiento.',
  menu: 'Cumplimiento',
  download: 'Descargar',
  print: 'Imprimir',
  preview: 'Ver',
  loading: 'Generando el documento…',
  loadError: 'No se pudo generar el documento. Inténtalo de nuevo.',
  vacancyLabel: 'Vacante',
  candidateLabel: 'Candidato',
  chooseCandidate: 'Elige un candidato',
  noCandidates: 'Esta vacante aún no tiene candidatos.',
  fromLabel: 'Desde',
  toLabel: 'Hasta',
  retentionSaved: 'Perfil de conservación guardado.',
  retentionError: 'No se pudo guardar el perfil de conservación.',
  save: 'Guardar',
  documents: {
    notice: {
      title: 'Aviso a candidatos',
      description: 'Qué deben saber las personas candidatas antes de hablar con la IA.',
    },
    worksCouncil: {
      title: 'Ficha para la representación legal de las personas trabajadoras',
      description:
        'Información algorítmica por vacante, en los cuatro bloques de la guía del Ministerio de Trabajo, con los cambios respecto a la versión anterior.',
    },
    dpia: {
      title: 'Borrador de evaluación de impacto (EIPD)',
      description: 'Un punto de partida para la evaluación de impacto en protección de datos.',
    },
    letter: {
      title: 'Carta de explicación a un candidato',
      description: 'El papel de la IA y los elementos principales de la decisión sobre una persona.',
    },
    logs: {
      title: 'Exportación de registros',
      description: 'Registro de auditoría y eventos de las entrevistas entre dos fechas, en CSV o JSON.',
    },
    retention: {
      title: 'Conservación de datos',
      description: 'El perfil de conservación que aplica el borrado automático.',
    },
  },
} as const;

export const COMPLIANCE_ERRORS = {
  ownerOnly: COMPLIANCE_TEXTS.ownerOnly,
  badDate: 'Indica las fechas con el formato AAAA-MM-DD.',
  badRange: 'La fecha «Desde» debe ser anterior o igual a la fecha «Hasta».',
  rangeTooLong: 'El rango de fechas puede abarcar como máximo 5 años.',
  noInterview: 'Este candidato no tiene entrevista con análisis: la carta se genera cuando la hay.',
} as const;

/** What each integrity signal means, for the works council and the DPIA. */
export const SIGNAL_DESCRIPTIONS: Record<IntegritySignalKind, string> = {
  repeated: 'Respuestas repetidas en varias preguntas.',
  copied: 'Texto copiado de la propia pregunta, de la descripción del puesto o del CV.',
  listLike: 'Respuestas que son listas de palabras clave.',
  addressedToEvaluator: 'Texto dirigido al evaluador (instrucciones a la IA).',
  pasted: 'Respuestas pegadas en su mayor parte (al menos la mitad del texto y 40 caracteres).',
  tooFast: 'Respuestas que llegan más rápido de lo que una persona puede escribir.',
};

export const NOTICE_TEXTS = {
  title: (company: string) => `Aviso a candidatos de ${company}`,
  ai: `En el proceso de selección hablarás con ${AI}. No es una persona. Te hará preguntas por escrito o por voz y tomará nota de tus respuestas.`,
  evaluatesIntro: 'La IA valora tus respuestas según las competencias de cada vacante:',
  evaluatesNone: 'La IA valora tus respuestas según las competencias que la empresa define para cada vacante.',
  notInferred:
    'La IA no reconoce emociones ni analiza tu voz, tu cara o tu forma de hablar. El ritmo de escritura solo se usa para detectar respuestas pegadas o escritas demasiado rápido, y una persona lo revisa.',
  personDecides: (company: string) =>
    `Quien decide es una persona del equipo de ${company}. La IA propone una valoración con citas de tus respuestas; nunca rechaza a nadie por sí sola.`,
  automatic: 'Lo que sucede de forma automática:',
  reviewHeading: 'Tus derechos',
  review:
    'Puedes pedir que una persona revise el análisis de tu entrevista desde el enlace de «Mis datos» que recibes por correo; la empresa responde por escrito.',
  adjustment:
    'Si necesitas un ajuste (más tiempo, texto en lugar de voz, subtítulos, una pausa) o prefieres una entrevista con una persona en lugar de la IA, puedes pedirlo antes o durante la entrevista; la entrevista espera si así lo eliges.',
  data: 'Puedes consultar, descargar o borrar tus datos desde el mismo enlace.',
  retention: (months: number) => `Conservamos los registros del proceso ${months} meses naturales.`,
};

export const SHEET_TEXTS = {
  title: (vacancy: string) => `Información algorítmica: «${vacancy}»`,
  subtitle: (company: string, version: string, date: string) =>
    `${company} · versión de la rúbrica ${version} · generado el ${date}`,
  general: '1. Información general',
  generalRows: (company: string) => [
    `Empresa: ${company}.`,
    `Herramienta: ${PRODUCT.name}, asistente de entrevistas con inteligencia artificial (sistema de alto riesgo según el anexo III, punto 4, del Reglamento europeo de IA).`,
    'Uso: entrevista inicial a las personas candidatas de la vacante y propuesta de valoración de sus respuestas.',
    'Decisiones en las que interviene: el paso de las candidaturas entre etapas del proceso de selección (acceso al empleo, art. 64.4.d del Estatuto de los Trabajadores).',
    'Supervisión humana: una persona del equipo decide cada cambio de etapa; la IA no contrata ni descarta por sí sola, salvo las reglas automáticas que se indican en el bloque 2.',
  ],
  logic: '2. Lógica y funcionamiento',
  skillsIntro: (count: number) =>
    `La IA valora ${count} competencias de 1 a 5, cada una con los anclajes que definen el 1, el 3 y el 5. Solo cuentan las citas literales de las respuestas.`,
  skillsHeader: ['Competencia', 'Descripción', '1', '3', '5'],
  defaultSkills: 'La vacante no tiene diseño propio: se valoran las competencias predeterminadas.',
  questionsIntro: 'Preguntas propias de la empresa, que la IA formula literalmente y en este orden:',
  questionsHeader: ['#', 'Pregunta', 'Competencias'],
  noQuestions: 'La vacante no tiene preguntas propias: la IA genera una pregunta por competencia.',
  signalsIntro:
    'Señales de integridad: el servidor marca estas formas de responder; las respuestas señaladas no aportan evidencia a ninguna calificación y una persona las ve. Nunca rechazan, mueven ni envían correos por sí solas:',
  automaticIntro: 'Lo que se mueve automáticamente:',
  autoEvaluar:
    'Al terminar la entrevista, la candidatura pasa de «Entrevista» a «Evaluar» para que una persona la revise.',
  knockout: (prompt: string, autoReject: boolean) =>
    autoReject
      ? `Pregunta eliminatoria «${prompt}»: una respuesta no aceptada descarta la candidatura automáticamente, con correo al candidato y entrada en el registro de auditoría.`
      : `Pregunta eliminatoria «${prompt}»: una respuesta no aceptada se marca; decide una persona.`,
  noKnockouts: 'No hay preguntas eliminatorias.',
  autoClose: (days: number | null) =>
    days === null
      ? 'Cierre automático de postulaciones: desactivado.'
      : `Cierre automático: las postulaciones sin decisión durante ${days} días pasan a «Descartado», con correo al candidato.`,
  consequences: '3. Consecuencias',
  consequencesRows: (blind: boolean) => [
    'La valoración de la IA (una puntuación de 0 a 100 y una calificación por competencia con citas) informa a las personas que deciden; no es una decisión.',
    blind
      ? 'Evaluación a ciegas activada: cada persona del equipo completa su propia evaluación antes de ver la de la IA.'
      : 'Evaluación a ciegas desactivada: el equipo ve la valoración de la IA desde el principio.',
    'Cada candidato puede pedir la revisión de su análisis por una persona, un ajuste de la entrevista o una entrevista con una persona.',
    'Cada decisión queda en el registro de auditoría con quién la tomó y cuándo.',
  ],
  other: '4. Otra información',
  otherRows: (retention: string, months: number) => [
    `Conservación: ${retention}; los registros se conservan ${months} meses naturales.`,
    'Seguimiento de la equidad: la persona propietaria ve, por vacante, las tasas de selección por grupo (datos voluntarios, nunca visibles para quien evalúa).',
    'La IA no infiere emociones; el ritmo de escritura solo alimenta las señales de integridad.',
  ],
  changesHeading: (version: number) => `Cambios respecto a la versión ${version}`,
  noPrevious: 'Primera versión registrada de esta rúbrica: no hay versión anterior con la que comparar.',
  noChanges: 'Sin cambios en las competencias ni en las preguntas propias.',
  added: 'Añadida',
  removed: 'Eliminada',
  changed: 'Modificada',
  changesHeader: ['Cambio', 'Tipo', 'Elemento'],
  skill: 'Competencia',
  question: 'Pregunta',
};

export const DPIA_TEXTS = {
  title: (company: string) => `Borrador de evaluación de impacto en protección de datos — ${company}`,
  note: 'Borrador generado a partir de la configuración actual. Revísalo y complétalo con tu delegado de protección de datos antes de usarlo.',
  description: '1. Descripción del tratamiento',
  descriptionRows: (vacancies: number) => [
    `Finalidad: seleccionar personas para ${vacancies} ${vacancies === 1 ? 'vacante' : 'vacantes'} con entrevistas guiadas por ${PRODUCT.name}.`,
    'Datos: nombre, correo, teléfono, CV, respuestas a las preguntas de filtro, transcripción de la entrevista (y el audio cuando es por voz), la valoración de la IA y las decisiones del equipo.',
    'Personas afectadas: candidatos a las vacantes de la empresa.',
    'Base jurídica: medidas precontractuales a petición del interesado; los datos voluntarios de equidad, con su consentimiento.',
  ],
  necessity: '2. Necesidad y proporcionalidad',
  necessityRows: [
    'La IA solo valora lo que el candidato responde en la entrevista; las competencias están definidas por vacante y sus anclajes son públicos para el comité.',
    'Decide siempre una persona; las reglas automáticas están enumeradas en la ficha de cada vacante.',
  ],
  risks: '3. Riesgos',
  riskHeader: ['Riesgo', 'Medida'],
  riskRows: (blind: boolean): string[][] => [
    [
      'Sesgo en la valoración frente a un grupo',
      'Seguimiento de la equidad por vacante (tasa de selección y ratio de impacto, marcado por debajo de 0,80).',
    ],
    [
      'Automatización excesiva',
      blind
        ? 'Decide una persona; evaluación a ciegas activada.'
        : 'Decide una persona; la evaluación a ciegas está desactivada: se recomienda activarla.',
    ],
    ['Respuestas no propias (pegadas, copiadas)', 'Señales de integridad revisadas por una persona; nunca rechazan.'],
    [
      'Barreras para personas con discapacidad',
      'Ajustes a petición (más tiempo, texto en lugar de voz, subtítulos, pausa) y entrevista con una persona.',
    ],
    ['Opacidad', 'Aviso a candidatos, ficha para el comité y carta de explicación por candidato.'],
    ['Conservación excesiva', 'Borrado automático según el perfil de conservación elegido.'],
  ],
  automation: '4. Reglas automáticas configuradas',
  automationRows: (autoRejecting: number, autoCloseDays: number | null) => [
    'Paso a «Evaluar» al terminar la entrevista (siempre).',
    autoRejecting === 0
      ? 'Ninguna pregunta eliminatoria descarta automáticamente.'
      : `${autoRejecting} ${autoRejecting === 1 ? 'pregunta eliminatoria descarta' : 'preguntas eliminatorias descartan'} automáticamente.`,
    autoCloseDays === null
      ? 'Cierre automático de postulaciones desactivado.'
      : `Cierre automático de postulaciones sin decisión a los ${autoCloseDays} días.`,
  ],
  retention: '5. Conservación',
  retentionRow: (profile: string, months: number) =>
    `Perfil: ${profile}. Registros y candidaturas de vacantes cerradas: ${months} meses naturales.`,
  rights: '6. Derechos de los interesados',
  rightsRows: [
    'Acceso, descarga y supresión desde el enlace «Mis datos».',
    'Revisión humana del análisis, respondida por escrito.',
    'Explicación de la decisión (art. 86 del Reglamento de IA): carta de explicación por candidato.',
  ],
};

export const LETTER_TEXTS = {
  title: (name: string) => `Explicación de la decisión sobre tu candidatura, ${name}`,
  subtitle: (company: string, vacancy: string, date: string) => `${company} · «${vacancy}» · ${date}`,
  role: 'El papel de la inteligencia artificial',
  roleRows: (company: string) => [
    `En tu entrevista hablaste con ${AI}. La IA valoró tus respuestas según las competencias de la vacante, citando literalmente lo que dijiste.`,
    `La IA no decide: propone una valoración que lee una persona del equipo de ${company}.`,
  ],
  elements: 'Los elementos principales de la valoración',
  score: (score: number) => `Puntuación general de la IA: ${score} de 100.`,
  summary: (text: string) => `Resumen: ${text}`,
  ratingsHeader: ['Competencia', 'Calificación', 'Citas de tus respuestas'],
  rating: (value: number | undefined) => (value === undefined ? '—' : `${value} de 5`),
  noRatings: 'La valoración no tiene calificaciones por competencia.',
  signals: 'Algunas respuestas no contaron para la valoración:',
  history: 'Historial de tu candidatura',
  historyHeader: ['Fecha', 'Estado', 'Quién'],
  automatic: 'Automático (sin intervención de una persona)',
  decision: 'Quién decidió',
  decidedBy: (status: string, who: string, date: string) =>
    `La etapa actual, «${status}», la decidió ${who} el ${date}.`,
  noDecision: 'Todavía no hay una decisión de una persona sobre tu candidatura.',
  rightsHeading: 'Si no estás de acuerdo',
  rights:
    'Puedes pedir que una persona revise el análisis desde el enlace «Mis datos» que recibiste por correo, o responder a este mensaje.',
};

export const LOG_TEXTS = {
  header: ['Fecha', 'Tipo', 'Evento', 'Persona', 'Candidato', 'Vacante', 'Detalle'],
  audit: 'Registro de auditoría',
  interview: 'Entrevista',
  events: {
    created: 'Entrevista asignada',
    started: 'Entrevista en curso',
    completed: 'Entrevista terminada',
    analysed: 'Análisis disponible',
  },
  fileName: (from: string, to: string, format: 'csv' | 'json') => `registros-${from}-a-${to}.${format}`,
};
