/**
 * The built-in interviewer's plan for one interview: its greeting and the main questions, derived
 * deterministically from the session context (predefined interview, custom job description + CV + focus,
 * company vacancy, or a general practice).
 */
import {
  designedQuestions,
  competencyById,
  INTERVIEW_MAX_QUESTIONS,
  PRODUCT,
  type CompetencyId,
  type InterviewContext,
  type InterviewFocus,
} from '@clara/domain';
import { COMPETENCY_QUESTIONS } from './competencyQuestions';
import { keywordsOf } from './language';
import {
  nameFromCV,
  parseJobDescription,
  topicsForFocus,
  topicsOfDescription,
  withoutTitleLine,
} from './jobDescription';

export interface InterviewPlan {
  greeting: string;
  /** INTERVIEW_MAX_QUESTIONS questions; the first one closes the greeting. */
  questions: [string, ...string[]];
  candidateFirstName: string | null;
  /** e.g. "Desarrollador Frontend"; null for a general practice. */
  role: string | null;
  /** Keyword stems of the job (description, requirements, skills) for the analysis; empty for a general practice. */
  jobKeywords: string[];
  /** The job text the keywords come from ('' for a general practice). */
  jobText: string;
  /** Closing line before the marker. */
  closing: string;
  /**
   * Issue 30, a vacancy with design: the skill ids each question evidences (parallel to `questions`), and
   * whether it is one of the company's own questions. Absent for every other interview.
   */
  designed?: Array<{ skillIds: string[]; own: boolean }>;
}

const GENERIC = {
  achievement:
    'Háblame de un logro profesional o académico del que te sientas especialmente orgulloso u orgullosa. ¿Qué hiciste tú y cómo mediste el resultado?',
  conflict: 'Cuéntame sobre un desacuerdo o un conflicto en un equipo de trabajo. ¿Cómo lo manejaste y cómo terminó?',
  learning:
    'Describe una ocasión en la que tuviste que aprender algo nuevo en poco tiempo. ¿Cómo lo hiciste y qué resultado tuvo?',
  strengths:
    '¿Cuáles consideras tus principales fortalezas y qué aspecto estás trabajando para mejorar? Dame un ejemplo concreto de cada uno.',
  mistake: 'Cuéntame de un error que hayas cometido en el trabajo o en tus estudios y qué hiciste para corregirlo.',
  pressure:
    'Háblame de una situación en la que trabajaste bajo presión o con un plazo muy ajustado. ¿Cómo organizaste tu trabajo?',
} as const;

type GenericKey = keyof typeof GENERIC;

const GENERIC_ORDER: Record<InterviewFocus, GenericKey[]> = {
  habilidades: ['strengths', 'learning', 'pressure', 'conflict', 'achievement', 'mistake'],
  experiencia: ['achievement', 'mistake', 'pressure', 'conflict', 'learning', 'strengths'],
  balanceada: ['achievement', 'conflict', 'strengths', 'learning', 'pressure', 'mistake'],
};

/** Templates for a topic of the job (a requirement, a skill, a responsibility). */
const TOPIC_TEMPLATES = {
  situation: (topic: string) =>
    `Hablemos de «${topic}». Cuéntame una situación concreta en la que lo hayas puesto en práctica: qué hiciste tú y qué resultado obtuviste.`,
  challenge: (topic: string) =>
    `Sobre «${topic}»: ¿cuál ha sido el mayor reto que has enfrentado en ese ámbito y cómo lo resolviste?`,
  tools: (topic: string) =>
    `En cuanto a «${topic}», ¿qué herramientas, métodos o hábitos te funcionan? Dame un ejemplo real de un proyecto donde marcaron la diferencia.`,
  plan: (topic: string) =>
    `Imagina que en tu primer mes tuvieras que ocuparte de «${topic}». ¿Qué harías paso a paso y cómo medirías el resultado?`,
};
type TopicTemplate = keyof typeof TOPIC_TEMPLATES;

const TEMPLATE_ORDER: Record<InterviewFocus, TopicTemplate[]> = {
  habilidades: ['tools', 'plan', 'situation', 'challenge'],
  experiencia: ['situation', 'challenge', 'situation', 'challenge'],
  balanceada: ['situation', 'tools', 'challenge', 'plan'],
};

const FOCUS_PHRASE: Record<InterviewFocus, string> = {
  habilidades: 'tus habilidades',
  experiencia: 'tu experiencia',
  balanceada: 'tus habilidades y tu experiencia',
};

export function planFor(context: InterviewContext): InterviewPlan {
  switch (context.kind) {
    case 'practice':
      return practicePlan(context.interviewFocus ?? 'balanceada', context.competency);
    case 'predefined':
      return jobPlan({
        role: context.title,
        description: context.description,
        topics: topicsOfDescription(context.description),
        focus: 'balanceada',
        candidateCV: '',
        candidateName: null,
        company: false,
      });
    case 'custom': {
      const parsed = parseJobDescription(context.jobDescription);
      return jobPlan({
        role: parsed.title,
        description: withoutTitleLine(context.jobDescription),
        topics: topicsForFocus(parsed, context.interviewFocus),
        focus: context.interviewFocus,
        candidateCV: context.candidateCV,
        candidateName: nameFromCV(context.candidateCV),
        company: false,
      });
    }
    case 'company': {
      if (context.rubric && context.rubric.skills.length > 0) return designedPlan(context);
      const parsed = parseJobDescription(context.jobDescription);
      return jobPlan({
        role: context.jobTitle.trim() || parsed.title,
        description: context.jobDescription,
        topics: topicsForFocus(parsed, context.interviewFocus),
        focus: context.interviewFocus,
        candidateCV: context.candidateCV,
        candidateName: context.candidateName,
        company: true,
      });
    }
  }
}

function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 40) : null;
}

function hello(name: string | null): string {
  return name ? `¡Hola, ${name}!` : '¡Hola!';
}

const FORMAT_LINE = `Te haré ${INTERVIEW_MAX_QUESTIONS} preguntas principales; la entrevista dura unos 15 a 30 minutos. Responde con ejemplos concretos y, si puedes, con datos o resultados.`;

function practicePlan(focus: InterviewFocus, competencyId?: CompetencyId): InterviewPlan {
  const competency = competencyId ? competencyById(competencyId) : undefined;
  // A focused practice asks the competency's own questions in the middle of the interview.
  const middle = competency
    ? COMPETENCY_QUESTIONS[competency.id].slice(0, INTERVIEW_MAX_QUESTIONS - 2)
    : GENERIC_ORDER[focus].slice(0, INTERVIEW_MAX_QUESTIONS - 2).map((key) => GENERIC[key]);
  const about = competency
    ? `la competencia «${competency.name}» (${competency.description.replace(/\.$/, '').toLowerCase()})`
    : FOCUS_PHRASE[focus];
  const questions: InterviewPlan['questions'] = [
    'Para empezar, preséntate brevemente: tu formación, tu experiencia más relevante y qué tipo de puesto buscas.',
    ...middle,
    'Para terminar: ¿dónde te ves profesionalmente en los próximos años y qué estás haciendo para llegar ahí?',
  ];
  const greeting = `${hello(null)} Soy ${PRODUCT.name}, tu entrevistadora virtual. Esta es una entrevista de práctica centrada en ${about}: no hay respuestas perfectas, solo oportunidades para mejorar. ${FORMAT_LINE}`;
  return {
    greeting,
    questions,
    candidateFirstName: null,
    role: null,
    jobKeywords: [],
    jobText: '',
    closing:
      'Muchas gracias por tus respuestas. Con esto terminamos la entrevista de práctica. Pulsa «Analizar Entrevista» para recibir tu análisis con sugerencias de mejora. ¡Mucho éxito!',
  };
}

interface JobInput {
  role: string | null;
  description: string;
  topics: string[];
  focus: InterviewFocus;
  candidateCV: string;
  candidateName: string | null;
  company: boolean;
}

function jobPlan(input: JobInput): InterviewPlan {
  const role = input.role?.trim() || null;
  const roleText = role ? `el puesto de ${role}` : 'este puesto';
  const name = firstName(input.candidateName);
  const slots = INTERVIEW_MAX_QUESTIONS - 2;
  const templates = TEMPLATE_ORDER[input.focus];
  const middle: string[] = input.topics
    .slice(0, slots)
    .map((topic, index) => TOPIC_TEMPLATES[templates[index % templates.length] ?? 'situation'](topic));
  for (const key of GENERIC_ORDER[input.focus]) {
    if (middle.length >= slots) break;
    middle.push(GENERIC[key]);
  }
  const intro = input.candidateCV.trim()
    ? `He leído tu perfil. Para empezar, preséntate brevemente y cuéntame qué parte de tu experiencia es más relevante para ${roleText}.`
    : `Para empezar, preséntate brevemente y cuéntame qué parte de tu experiencia es más relevante para ${roleText}.`;
  const last = `Para terminar: ¿por qué te interesa ${roleText} y qué aportarías en tus primeros meses?`;
  const opening = input.company
    ? `Gracias por tu interés en ${role ? `la vacante de ${role}` : 'esta vacante'}. Esta entrevista forma parte del proceso de selección: al terminar, el equipo de selección recibirá un análisis de tus respuestas.`
    : `Hoy practicaremos una entrevista para ${roleText}, centrada en ${FOCUS_PHRASE[input.focus]}.`;
  return {
    greeting: `${hello(name)} Soy ${PRODUCT.name}, tu entrevistadora virtual. ${opening} ${FORMAT_LINE}`,
    questions: [intro, ...middle, last],
    candidateFirstName: name,
    role,
    jobKeywords: keywordsOf(input.description, 40),
    jobText: input.description,
    closing: input.company
      ? `Muchas gracias por tus respuestas${name ? `, ${name}` : ''}. Con esto terminamos la entrevista. El equipo de selección revisará el análisis y se pondrá en contacto contigo. ¡Mucho éxito!`
      : `Muchas gracias por tus respuestas${name ? `, ${name}` : ''}. Con esto terminamos la entrevista. Pulsa «Analizar Entrevista» para recibir tu análisis con sugerencias de mejora. ¡Mucho éxito!`,
  };
}

/**
 * A vacancy with design (issue 30): the company's own questions first, all of them, in order and word for
 * word; then one generated question per skill no own question covers. No other main question.
 */
function designedPlan(context: Extract<InterviewContext, { kind: 'company' }>): InterviewPlan {
  const planned = designedQuestions(context.rubric!);
  const base = jobPlan({
    role: context.jobTitle.trim() || parseJobDescription(context.jobDescription).title,
    description: context.jobDescription,
    topics: [],
    focus: context.interviewFocus,
    candidateCV: context.candidateCV,
    candidateName: context.candidateName,
    company: true,
  });
  const [first, ...rest] = planned.map((question) => question.text);
  const count = planned.length;
  return {
    ...base,
    greeting: base.greeting.replace(
      FORMAT_LINE,
      `Te haré ${count} ${count === 1 ? 'pregunta principal' : 'preguntas principales'}; responde con ejemplos concretos y, si puedes, con datos o resultados.`,
    ),
    questions: [first ?? base.questions[0], ...rest],
    designed: planned.map((question) => ({ skillIds: question.skillIds, own: Boolean(question.ownQuestionId) })),
  };
}

/** The greeting Clara opens every session with: introduction plus the first question. */
export function greetingFor(context: InterviewContext): string {
  const plan = planFor(context);
  return `${plan.greeting}\n\n${plan.questions[0]}`;
}
