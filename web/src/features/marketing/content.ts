import { PRODUCT } from '@clara/domain/brand';
import { MARKETING_FIGURES } from '@clara/domain/constants';
import { PRACTICE_DURATION_TEXT } from '@clara/domain/marketing/practice';
import type { IconName } from '../../ui/Icon';

/** Copy of the marketing pages. Facts (price, duration, limits, figures) come from @clara/domain. */

export interface FaqItem {
  question: string;
  answer: string;
}

/** Landing FAQ: five questions (SPEC §2), one open at a time. */
export const LANDING_FAQ: readonly FaqItem[] = [
  {
    question: `¿Cuánto cuesta practicar con ${PRODUCT.name}?`,
    answer:
      'Nada: la práctica es gratuita durante la beta. Más adelante tendrá una tarifa, que anunciaremos con anticipación; lo que practiques antes no tendrá costo.',
  },
  {
    question: '¿Cuántas entrevistas de práctica puedo hacer?',
    answer:
      'Las que quieras. El número de prácticas es ilimitado: repite la entrevista hasta que te sientas preparado.',
  },
  {
    question: '¿Cuánto dura una entrevista?',
    answer: `Entre ${PRACTICE_DURATION_TEXT}, según tus respuestas. Puedes hacerla a tu ritmo desde el celular o la computadora.`,
  },
  {
    question: '¿Cómo respondo las preguntas?',
    answer:
      'Escribiendo, dictando con tu voz o enviando una grabación de audio o video. La entrevistadora conversa en español y adapta sus preguntas a lo que le cuentas.',
  },
  {
    question: '¿Qué recibo al terminar?',
    answer:
      'Un análisis de tu entrevista: un resumen de tu desempeño, una tabla de rasgos de personalidad con su justificación, sugerencias de desarrollo, consejos para tus próximas entrevistas y una puntuación. Es una guía orientativa, no una evaluación profesional.',
  },
];

export interface FeatureCardContent {
  icon: IconName;
  title: string;
  text: string;
  /** A link at the card's foot. */
  link?: { to: string; label: string };
}

/** Landing: three feature cards. */
export const LANDING_FEATURES: readonly FeatureCardContent[] = [
  {
    icon: 'chat',
    title: 'Una entrevista realista',
    text: `${PRODUCT.name} te hace preguntas como lo haría una reclutadora y repregunta según tus respuestas. Contesta por texto, voz o video.`,
  },
  {
    icon: 'chart',
    title: 'Un análisis detallado',
    text: 'Al terminar recibes un resumen, una evaluación de tu personalidad, sugerencias concretas y una puntuación para medir tu avance.',
  },
  {
    icon: 'gift',
    title: 'Gratis e ilimitado en la beta',
    text: `Practica todas las veces que quieras, sin costo durante la beta. Cada entrevista toma de ${PRACTICE_DURATION_TEXT}.`,
  },
];

/** Landing: the sample report shown as a teaser (illustrative data, labelled as an example). */
export const REPORT_TEASER = {
  score: 82,
  /** ANALYSIS_SCORE_MAX (not imported: its module carries the analysis schema). */
  scoreMax: 100,
  summary:
    'Comunicas tus logros con claridad y das ejemplos concretos. Puedes reforzar tus respuestas sobre trabajo bajo presión con resultados medibles.',
  personality: [
    { aspect: 'Comunicación', evaluation: 'Alto' },
    { aspect: 'Trabajo en equipo', evaluation: 'Adecuado' },
    { aspect: 'Manejo de la presión', evaluation: 'Limitado' },
  ],
  suggestions: ['Usa el método STAR para estructurar tus ejemplos.', 'Cuantifica tus resultados con cifras.'],
} as const;

/** /empresas statistics, SPEC §2 Business page, with MARKETING_FIGURES. */
export const BUSINESS_STATS = [
  { value: `${MARKETING_FIGURES.lessHiringTimePct}%`, caption: 'menos tiempo de contratación' },
  { value: `${MARKETING_FIGURES.moreCandidatesPct}%`, caption: 'más candidatos evaluados en el mismo tiempo' },
  { value: `${MARKETING_FIGURES.lessRecruitingCostPct}%`, caption: 'menos costo de reclutamiento' },
] as const;

/** /empresas: how it works in 3 steps. */
export const BUSINESS_STEPS = [
  {
    title: 'Configura la vacante',
    text: 'Define los requisitos, las habilidades clave y las preguntas específicas que quieres que se hagan.',
  },
  {
    title: `${PRODUCT.name} entrevista a tus candidatos`,
    text: 'Cada postulante recibe su enlace y conversa con la entrevistadora de IA cuando le conviene, a cualquier hora.',
  },
  {
    title: 'Recibe un análisis detallado',
    text: 'Revisa en tu panel la transcripción, la puntuación y la evaluación de cada candidato, y decide a quién avanzar.',
  },
] as const;

/** /empresas: the four benefits. */
export const BUSINESS_BENEFITS: readonly FeatureCardContent[] = [
  {
    icon: 'clock',
    title: 'Ahorro de tiempo',
    text: 'Las primeras entrevistas suceden solas: tu equipo se dedica solo a los mejores perfiles.',
  },
  {
    icon: 'scale',
    title: 'Evaluación objetiva',
    text: 'Todos los candidatos responden con el mismo criterio y se evalúan con la misma rúbrica.',
  },
  {
    icon: 'coins',
    title: 'Reducción de costos',
    text: 'Menos horas de reclutamiento por contratación y procesos más cortos.',
  },
  {
    icon: 'smile',
    title: 'Mejor experiencia del candidato',
    text: 'Los postulantes se entrevistan cuando pueden y reciben una conversación cuidada y sin esperas.',
  },
] as const;

/** /empresas: what the product does (SPEC: also promised). */
export const BUSINESS_FEATURES = [
  'Primeras entrevistas automatizadas',
  'Puntuación de cada candidato',
  'Reportes de habilidades técnicas, habilidades blandas y ajuste cultural',
  'Entrevistas 24/7, sin coordinar agendas',
] as const;

/**
 * /empresas: two testimonials from companies (SPEC §2). Sample copy of the specification's design:
 * replace with quotes from real customers, with their permission, before launch.
 */
export const BUSINESS_TESTIMONIALS = [
  {
    quote:
      'Pasamos de dedicar dos semanas a las primeras entrevistas a tener una lista corta en tres días. Los reportes nos ayudan a preparar la entrevista final.',
    name: 'Mariana Ortega',
    role: 'Directora de Talento, Grupo Horizonte Logística',
  },
  {
    quote:
      'Recibimos cientos de postulaciones por vacante. Con las entrevistas 24/7 todos los candidatos tienen su oportunidad y nosotros una evaluación comparable.',
    name: 'Andrés Villalobos',
    role: 'Gerente de Reclutamiento, Finanzas Cordillera',
  },
] as const;
