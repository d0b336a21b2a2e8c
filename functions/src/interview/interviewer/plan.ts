/**
 * The built-in interviewer's plan for one interview: its greeting and the main questions, derived
 * deterministically from the session context (predefined interview, custom job description + CV + focus,
 * company vacancy, or a general practice).
 */
import { INTERVIEW_MAX_QUESTIONS, PRODUCT, type InterviewContext, type InterviewFocus } from '@clara/domain';
import { keywordsOf } from '../../analysis/metrics';

export interface InterviewPlan {
  greeting: string;
  /** INTERVIEW_MAX_QUESTIONS questions; the first one closes the greeting. */
  questions: string[];
  candidateFirstName: string | null;
  /** e.g. "Desarrollador Frontend"; null for a general practice. */
  role: string | null;
  /** Keyword stems of the job (description, requirements, skills) for the analysis; empty for a general practice. */
  jobKeywords: string[];
  /** The job text the keywords come from ('' for a general practice). */
  jobText: string;
  /** Closing line before the marker. */
  closing: string;
}

const GENERIC = {
  achievement:
    'Háblame de un logro profesional o académico del que te sientas especialmente orgulloso u orgullosa. ¿Qué hiciste tú y cómo mediste el resultado?',
  conflict: 'Cuéntame sobre un desacuerdo o un conflicto en un equipo de trabajo. ¿Cómo lo manejaste y cómo terminó?',
  learning: 'Describe una ocasión en la que tuviste que aprender algo nuevo en poco tiempo. ¿Cómo lo hiciste y qué resultado tuvo?',
  strengths:
    '¿Cuáles consideras tus principales fortalezas y qué aspecto estás trabajando para mejorar? Dame un ejemplo concreto de cada uno.',
  mistake: 'Cuéntame de un error que hayas cometido en el trabajo o en tus estudios y qué hiciste para corregirlo.',
  pressure: 'Háblame de una situación en la que trabajaste bajo presión o con un plazo muy ajustado. ¿Cómo organizaste tu trabajo?',
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
      return practicePlan(context.interviewFocus ?? 'balanceada');
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

function practicePlan(focus: InterviewFocus): InterviewPlan {
  const middle = GENERIC_ORDER[focus].slice(0, INTERVIEW_MAX_QUESTIONS - 2).map((key) => GENERIC[key]);
  const questions = [
    'Para empezar, preséntate brevemente: tu formación, tu experiencia más relevante y qué tipo de puesto buscas.',
    ...middle,
    'Para terminar: ¿dónde te ves profesionalmente en los próximos años y qué estás haciendo para llegar ahí?',
  ];
  const greeting = `${hello(null)} Soy ${PRODUCT.name}, tu entrevistadora virtual. Esta es una entrevista de práctica centrada en ${FOCUS_PHRASE[focus]}: no hay respuestas perfectas, solo oportunidades para mejorar. ${FORMAT_LINE}`;
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
  const middle: string[] = input.topics.slice(0, slots).map((topic, index) => TOPIC_TEMPLATES[templates[index % templates.length]](topic));
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

/** The greeting Clara opens every session with: introduction plus the first question. */
export function greetingFor(context: InterviewContext): string {
  const plan = planFor(context);
  return `${plan.greeting}\n\n${plan.questions[0]}`;
}

// Job text parsing.

export interface ParsedJob {
  title: string | null;
  skills: string[];
  requirements: string[];
  responsibilities: string[];
  other: string[];
}

const LABELS: Array<[keyof Omit<ParsedJob, 'title'> | 'title' | 'ignored', RegExp]> = [
  ['title', /^(puesto|t[ií]tulo( del puesto)?|cargo|vacante|rol|job title)$/i],
  ['skills', /^(habilidades|competencias|tecnolog[ií]as|herramientas|skills|conocimientos)/i],
  ['requirements', /^(requisitos|requerimientos|requirements|formaci[oó]n requerida|experiencia requerida)/i],
  ['responsibilities', /^(responsabilidades|funciones|tareas|responsibilities)/i],
  ['ignored', /^(ofrecemos|beneficios|prestaciones|we offer|benefits|sobre nosotros|qui[eé]nes somos)/i],
];

const LEADING_NOISE =
  /^(buscamos( a)?( una?)?|(una?\s+)?(persona|profesional|perfil|candidat[oa])(\s+(con|que tenga|que sepa))?(?=\s)|se (busca|requiere|valorar[aá])|requerimos|necesitamos|ofrecemos|deseable|imprescindible|valorable|experiencia (demostrable )?(en|con|de)|conocimientos? (s[oó]lidos )?(en|de|sobre)|a[nñ]os( o m[aá]s)? de experiencia( (con|en|de))?|el candidato deber[aá]|ser[aá]s responsable de|tu misi[oó]n ser[aá])\s+/i;

const MAX_TOPIC_WORDS = 10;

function cleanTopic(raw: string): string {
  let topic = raw.replace(/^[\s•*·\-–—\d.)]+/, '').replace(/[\s.;:]+$/, '').trim();
  for (let i = 0; i < 3; i += 1) topic = topic.replace(LEADING_NOISE, '').trim();
  // "Desarrollar interfaces…" reads better inside a sentence as "desarrollar interfaces…".
  if (/^\p{Lu}\p{Ll}+(ar|er|ir)\s+\p{Ll}/u.test(topic)) topic = topic[0].toLowerCase() + topic.slice(1);
  return topic;
}

const fits = (item: string) => item.length >= 2 && item.length <= 90 && item.split(/\s+/).length <= MAX_TOPIC_WORDS;

/**
 * Items of a requirement line: comma lists are split (their last item at its final "y"); a phrase without
 * commas is kept whole when short enough, else split at "y".
 */
function splitItems(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[;•\n]/)) {
    const items = part.split(',');
    if (items.length > 1) items.push(...items.pop()!.split(/\s+y\s+/));
    for (const item of items) {
      const topic = cleanTopic(item);
      if (fits(topic)) out.push(topic);
      else {
        // Too long: its first clause stands for it ("colaborar con diseño y backend en…" → "colaborar con diseño").
        const first = cleanTopic(topic.split(/\s+y\s+/)[0]);
        if (fits(first) && first.includes(' ')) out.push(first);
      }
    }
  }
  return out;
}

export function parseJobDescription(description: string): ParsedJob {
  const parsed: ParsedJob = { title: null, skills: [], requirements: [], responsibilities: [], other: [] };
  let current: keyof Omit<ParsedJob, 'title'> | 'ignored' = 'other';
  const lines = description.split(/\n+/).map((line) => line.trim()).filter(Boolean);
  for (const line of lines) {
    const labelled = /^([^:]{2,40}):\s*(.*)$/.exec(line);
    const label = labelled ? LABELS.find(([, pattern]) => pattern.test(labelled[1].trim())) : undefined;
    if (labelled && label) {
      if (label[0] === 'title') {
        parsed.title ??= labelled[2].trim().slice(0, 80) || null;
        continue;
      }
      current = label[0];
      if (current !== 'ignored') parsed[current].push(...splitItems(labelled[2]));
      continue;
    }
    if (current === 'ignored') continue;
    // Free text: sentences, then items.
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const afterColon = sentence.includes(':') ? sentence.slice(sentence.indexOf(':') + 1) : sentence;
      parsed[current].push(...splitItems(afterColon));
    }
  }
  if (!parsed.title && lines[0] && lines[0].length <= 60 && !lines[0].includes(':') && !/[.!?]$/.test(lines[0])) {
    parsed.title = lines[0];
    const index = parsed.other.indexOf(cleanTopic(lines[0]));
    if (index >= 0) parsed.other.splice(index, 1);
  }
  return parsed;
}

/** The job text without its "Puesto: …" line (the title's words are not requirements). */
function withoutTitleLine(description: string): string {
  const title = LABELS[0][1];
  return description
    .split(/\n+/)
    .filter((line) => {
      const labelled = /^([^:]{2,40}):/.exec(line.trim());
      return !(labelled && title.test(labelled[1].trim()));
    })
    .join('\n');
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function interleave(...lists: string[][]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i += 1) for (const list of lists) if (list[i]) out.push(list[i]);
  return out;
}

export function topicsForFocus(job: ParsedJob, focus: InterviewFocus): string[] {
  const ordered =
    focus === 'habilidades'
      ? [...job.skills, ...job.requirements, ...job.responsibilities, ...job.other]
      : focus === 'experiencia'
        ? [...job.responsibilities, ...job.requirements, ...job.other, ...job.skills]
        : interleave(job.requirements, job.skills, job.responsibilities, job.other);
  return unique(ordered.filter((topic) => !/^(el|la|los|las|un|una)$/i.test(topic)));
}

/** "Entrevista para un puesto de X con React y TypeScript: a, b y c." → the listed topics, then the tech. */
export function topicsOfDescription(description: string): string[] {
  const colon = description.indexOf(':');
  const listed = colon >= 0 ? splitItems(description.slice(colon + 1)) : [];
  const head = colon >= 0 ? description.slice(0, colon) : description;
  const tech = /\bcon\s+(.+)$/i.exec(head)?.[1];
  const extra = tech ? [cleanTopic(tech)] : [];
  return unique([...extra, ...listed]);
}

function nameFromCV(cv: string): string | null {
  const labelled = /(?:^|\n)\s*(?:nombre|name)\s*:\s*([^\n,;]{2,60})/i.exec(cv);
  return labelled ? labelled[1].trim() : null;
}
