/**
 * The built-in analyser (no network, deterministic): rates the rubric's competencies from the candidate's
 * answers, each judged against the question it answers (conversation/judge). Only answers that answer
 * count; a question left without one counts as zero for every competency, so thin, empty or off-topic
 * interviews score low. Each rating carries verbatim quotes; `finalizeAnalysis` (domain) checks them and
 * computes the score from the ratings.
 */
import {
  RATING_WORDS,
  clampRating,
  competenciesFor,
  finalizeAnalysis,
  numberedAnswers,
  scoreFromRatings,
  type AnalysisDraft,
  type AnalysisResult,
  type AnswerFeedback,
  type CompetencyDraft,
  flaggedAnswers,
  INTEGRITY_TEXTS,
  type IntegritySignal,
  type CompetencyId,
  type Evidence,
  type InterviewContext,
  type NumberedAnswer,
  catalogueSkill,
  interviewSkills,
  scoreFromSkillRatings,
  type InterviewRubric,
  type Skill,
} from '@clara/domain';
import { rubricOf } from './prompt';
import type { ConversationTurn } from '../ai/types';
import { judgeAnswer, type AnswerJudgement } from '../conversation/judge';
import { keywordEntries } from '../conversation/language';
import { planFor, type InterviewPlan } from '../conversation/questionPlan';
import { isUnheardMedia } from '../conversation/turns';
import { integritySignals } from './integrity';

export class NothingToAnalyzeError extends Error {}

/** Messages that answer nothing, flagged or not. */
const NOT_ANSWERS = new Set<AnswerJudgement['kind']>(['empty', 'greeting', 'nonAnswer', 'question', 'instruction']);

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function lengthScore(words: number): number {
  if (words < 8) return 0.15;
  if (words < 15) return 0.35;
  if (words < 30) return 0.6;
  if (words < 45) return 0.85;
  return 1;
}

interface JudgedAnswer {
  answer: NumberedAnswer;
  judgement: AnswerJudgement;
}

/** One main question and the answers given to it (its follow-ups' included). */
interface Slot {
  question: string;
  answers: JudgedAnswer[];
  /** The counting answers' content judged together against the main question; null when none answered it. */
  combined: AnswerJudgement | null;
  /** The plan question it answers (-1 or -2 when not found in the plan). */
  index: number;
}

/** Index of the plan question a message of Clara's asks (restated or not), or -1. */
function planIndex(plan: InterviewPlan, question: string): number {
  return plan.questions.findIndex((item) => question.includes(item));
}

function slotsOf(
  plan: InterviewPlan,
  judged: JudgedAnswer[],
  jobStems: ReadonlySet<string>,
): { slots: Slot[]; planBased: boolean } {
  const planBased = judged.some(({ answer }) => planIndex(plan, answer.question) >= 0);
  const slots: Array<Omit<Slot, 'combined'> & { index: number }> = [];
  for (const item of judged) {
    const index = planBased ? planIndex(plan, item.answer.question) : -2;
    const last = slots.at(-1);
    if (last && (planBased ? index < 0 || index === last.index : false)) last.answers.push(item);
    else
      slots.push({
        index,
        question: (planBased && index >= 0 ? plan.questions[index] : undefined) ?? item.answer.question,
        answers: [item],
      });
  }
  return {
    planBased,
    slots: slots.map((slot) => {
      const counting = slot.answers.filter(({ judgement }) => judgement.kind === 'answer');
      const combined = counting.length
        ? judgeAnswer(slot.question, counting.map(({ judgement }) => judgement.content).join('\n'), jobStems)
        : null;
      return { question: slot.question, answers: slot.answers, combined, index: slot.index };
    }),
  };
}

/**
 * An answer that tells nothing: no situation, no own action, no figure of its own and no outcome — only general
 * statements, however fluent and on-topic their vocabulary. It takes the question's subject up without answering
 * what was asked, and the job's words it names are no evidence of having done the job.
 */
export function isHollow(j: AnswerJudgement): boolean {
  return !j.parts.situation && j.actions === 0 && j.metrics.figures === 0 && !j.parts.outcome;
}

/** Per-competency value (0–1) of one answered question. */
const VALUES: Record<Exclude<CompetencyId, 'ajuste'>, (j: AnswerJudgement) => number> = {
  comunicacion: (j) => {
    const noise = (j.metrics.fillers + j.metrics.hedges) / Math.max(1, j.metrics.words);
    // A hollow answer is clear but not complete: the idea of what was asked stays untold.
    return (
      lengthScore(j.metrics.words) * (j.rambling ? 0.55 : 1) * (1 - Math.min(0.4, noise * 6)) * (isHollow(j) ? 0.6 : 1)
    );
  },
  especificidad: (j) =>
    0.3 * Number(j.parts.situation) + 0.35 * (Math.min(j.actions, 2) / 2) + 0.35 * Number(j.metrics.figures > 0),
  resultados: (j) => (j.parts.outcome ? (j.measured ? 1 : 0.55) : 0),
  estructura: (j) =>
    ((Number(j.parts.situation) + Number(j.parts.actions) + Number(j.parts.outcome)) / 3) *
    (j.metrics.words >= 20 ? 1 : 0.5) *
    (j.rambling ? 0.7 : 1),
  relevancia: (j) => (isHollow(j) ? 0.2 + 0.3 * j.relevance : 0.4 + 0.6 * j.relevance),
};

/** How well a sentence supports a competency, to choose quotes (higher first). */
const SENTENCE_SUPPORT: Record<
  CompetencyId,
  (sentence: string, question: string, jobStems: ReadonlySet<string>) => number
> = {
  comunicacion: (sentence) => Math.min(sentence.length, 200) / 200,
  especificidad: (sentence, question, jobStems) => {
    const j = judgeAnswer(question, sentence, jobStems);
    return j.metrics.figures + Math.min(j.actions, 2) + Number(j.parts.situation);
  },
  resultados: (sentence, question, jobStems) => {
    const j = judgeAnswer(question, sentence, jobStems);
    return 2 * Number(j.measured) + Number(j.parts.outcome);
  },
  estructura: (sentence, question, jobStems) => {
    const j = judgeAnswer(question, sentence, jobStems);
    return Number(j.parts.situation) + Number(j.parts.actions) + Number(j.parts.outcome);
  },
  relevancia: (sentence, question, jobStems) => judgeAnswer(question, sentence, jobStems).relevance,
  ajuste: (sentence, question, jobStems) => judgeAnswer(question, sentence, jobStems).jobHits.length,
};

/** A sentence cut to at most 200 characters at a word boundary (still a verbatim part of the answer). */
function quotable(sentence: string): string {
  if (sentence.length <= 200) return sentence;
  const cut = sentence.slice(0, 200);
  return cut.slice(0, cut.lastIndexOf(' ')).trimEnd();
}

function quotesFor(
  id: CompetencyId,
  rating: number,
  judged: JudgedAnswer[],
  jobStems: ReadonlySet<string>,
): Evidence[] {
  const candidates = judged.flatMap(({ answer, judgement }) =>
    judgement.sentences.map((sentence) => ({
      answer: answer.number,
      sentence,
      counts: judgement.kind === 'answer',
      support: judgement.kind === 'answer' ? SENTENCE_SUPPORT[id](sentence, answer.question, jobStems) : 0,
    })),
  );
  const counting = candidates.filter((candidate) => candidate.counts);
  // High ratings quote the best supporting sentences; low ratings quote what was said instead.
  const pool =
    rating >= 3 || counting.some((candidate) => candidate.support > 0)
      ? [...counting].sort((a, b) => b.support - a.support || a.answer - b.answer)
      : [...candidates.filter((candidate) => !candidate.counts), ...counting];
  const picked: Evidence[] = [];
  for (const candidate of pool) {
    if (picked.some((item) => item.answer === candidate.answer)) continue;
    picked.push({ quote: quotable(candidate.sentence), answer: candidate.answer });
    if (picked.length === 2) break;
  }
  return picked;
}

const KIND_FEEDBACK: Partial<Record<AnswerJudgement['kind'], AnswerFeedback['toAdd']>> = {
  empty: 'No hubo respuesta. Contesta la pregunta con una situación real: qué pasó, qué hiciste tú y cómo terminó.',
  greeting: 'Fue un saludo, no una respuesta. Tras saludar, contesta la pregunta con un ejemplo real.',
  nonAnswer:
    'La respuesta no contesta la pregunta. Aunque no tengas un caso idéntico, cuenta uno parecido: qué pasó, qué hiciste tú y cómo terminó.',
  question:
    'Fue una pregunta al entrevistador. Es buena idea preguntar, pero después contesta la pregunta que se te hizo.',
  instruction: 'El texto intentaba dar instrucciones al análisis en lugar de responder; no cuenta como respuesta.',
  pasted: 'Parece un texto pegado (como un CV), no una respuesta. Cuéntalo con tus palabras y centrado en la pregunta.',
  offTopic:
    'La respuesta habla de otro tema. Relee la pregunta y contesta a lo que pide, con un ejemplo de tu experiencia.',
  flagged:
    'Esta respuesta tiene una señal de integridad (repetida, copiada, una lista de palabras clave o pegada) y no cuenta. Responde con tus palabras y un ejemplo propio.',
};

function feedbackFor({ answer, judgement: j }: JudgedAnswer): AnswerFeedback {
  const toAdd = KIND_FEEDBACK[j.kind];
  if (toAdd)
    return {
      answer: answer.number,
      worked: 'Nada que destacar todavía: esta respuesta no cuenta como respuesta a la pregunta.',
      toAdd,
    };
  const worked: string[] = [];
  const missing: string[] = [];
  (j.parts.situation ? worked : missing).push(
    j.parts.situation ? 'sitúas el caso' : 'la situación concreta (cuándo, dónde, qué pasaba)',
  );
  (j.actions >= 2 ? worked : missing).push(
    j.actions >= 2 ? 'cuentas tus propias acciones' : 'lo que hiciste tú, paso a paso',
  );
  (j.parts.outcome ? worked : missing).push(j.parts.outcome ? 'dices cómo terminó' : 'el resultado: cómo terminó');
  if (j.parts.outcome)
    (j.measured ? worked : missing).push(
      j.measured ? 'mides el resultado con cifras' : 'una cifra que mida el resultado',
    );
  if (j.rambling) missing.push('más brevedad: empieza por la idea principal');
  if (j.relevance < 0.34) missing.push('una relación más directa con lo que se preguntó');
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items.at(-1)}` : (items[0] ?? '');
  return {
    answer: answer.number,
    worked: worked.length
      ? `${list(worked).charAt(0).toUpperCase()}${list(worked).slice(1)}.`
      : 'Contestas a la pregunta.',
    toAdd: missing.length ? `Añade ${list(missing)}.` : 'Nada esencial: es una respuesta completa.',
  };
}

const JUSTIFY: Record<CompetencyId, (n: { answered: number; total: number; with: number; extra?: string }) => string> =
  {
    comunicacion: ({ answered, total, with: developed, extra }) =>
      `Se respondieron ${answered} de ${total} preguntas; ${developed} con una respuesta desarrollada y clara${extra ?? ''}.`,
    especificidad: ({ total, with: cases, extra }) =>
      `${cases} de ${total} preguntas se responden con un caso concreto con acciones propias${extra ?? ''}.`,
    resultados: ({ total, with: outcomes, extra }) =>
      `${outcomes} de ${total} preguntas cuentan cómo terminó lo que se hizo${extra ?? ''}.`,
    estructura: ({ total, with: full, extra }) =>
      `${full} de ${total} respuestas contienen la situación, las acciones propias y el resultado${extra ?? ''}.`,
    relevancia: ({ total, with: onTopic, extra }) =>
      `${onTopic} de ${total} preguntas reciben una respuesta que contesta lo que se preguntó${extra ?? ''}.`,
    ajuste: ({ extra }) => extra ?? '',
  };

function jobStemsOf(plan: InterviewPlan): Map<string, string> {
  return plan.jobText ? keywordEntries(plan.jobText, 40) : new Map();
}

export function builtinDraft(
  context: InterviewContext,
  turns: readonly ConversationTurn[],
): { draft: AnalysisDraft; answers: NumberedAnswer[]; hasJob: boolean; signals: IntegritySignal[] } {
  const plan = planFor(context);
  const answers = numberedAnswers(turns);
  const heard = (answer: NumberedAnswer) =>
    answer.text
      .split('\n')
      .filter((part) => !isUnheardMedia(part))
      .join('\n');
  if (!answers.some((answer) => heard(answer).trim()))
    throw new NothingToAnalyzeError('No hay respuestas que analizar.');

  const job = jobStemsOf(plan);
  const jobStems = new Set(job.keys());
  const hasJob = jobStems.size > 0;
  const signals = integritySignals(context, answers);
  const flagged = flaggedAnswers(signals);
  // Flagged answers that were answers all the same: they count as answered, not as rated.
  const flaggedAnswered = new Set<number>();
  const judged: JudgedAnswer[] = answers.map((answer) => {
    const judgement = judgeAnswer(answer.question, heard(answer), jobStems);
    if (!flagged.has(answer.number)) return { answer, judgement };
    if (!NOT_ANSWERS.has(judgement.kind)) flaggedAnswered.add(answer.number);
    return { answer, judgement: { ...judgement, kind: 'flagged' } };
  });
  const { slots, planBased } = slotsOf(plan, judged, jobStems);
  const total = Math.max(slots.length, planBased ? plan.questions.length : 0);
  const answered = slots.filter((slot) => slot.combined) as Array<Slot & { combined: AnswerJudgement }>;
  const responded = slots.filter(
    (slot) => slot.combined || slot.answers.some(({ answer }) => flaggedAnswered.has(answer.number)),
  ).length;
  const valueOf = (id: Exclude<CompetencyId, 'ajuste'>) =>
    sum(answered.map((slot) => VALUES[id](slot.combined))) / total;
  const count = (test: (j: AnswerJudgement) => boolean) => answered.filter((slot) => test(slot.combined)).length;

  const withFigures = count((j) => j.metrics.figures > 0);
  const hollow = count(isHollow);
  const measured = count((j) => j.measured);
  const values: Partial<Record<CompetencyId, number>> = {
    comunicacion: valueOf('comunicacion'),
    especificidad: valueOf('especificidad'),
    resultados: valueOf('resultados'),
    estructura: valueOf('estructura'),
    relevancia: valueOf('relevancia'),
  };
  const justifications: Partial<Record<CompetencyId, string>> = {
    comunicacion: JUSTIFY.comunicacion({
      answered: responded,
      total,
      with: count((j) => j.metrics.words >= 30 && !j.rambling),
      extra: count((j) => j.rambling) ? `; ${count((j) => j.rambling)} se extiende sin ir al grano` : '',
    }),
    especificidad: JUSTIFY.especificidad({
      answered: answered.length,
      total,
      with: count((j) => j.parts.situation && j.actions >= 1),
      extra: `, y ${withFigures} aportan datos o cifras`,
    }),
    resultados: JUSTIFY.resultados({
      answered: answered.length,
      total,
      with: count((j) => j.parts.outcome),
      extra: `; ${measured} lo miden con cifras`,
    }),
    estructura: JUSTIFY.estructura({
      answered: answered.length,
      total,
      with: count((j) => j.parts.situation && j.parts.actions && j.parts.outcome),
    }),
    relevancia: JUSTIFY.relevancia({
      answered: answered.length,
      total,
      with: answered.length - hollow,
      extra: (() => {
        const kinds = judged.map(({ judgement }) => judgement.kind).filter((kind) => kind !== 'answer');
        const offTopic = kinds.filter((kind) => kind === 'offTopic').length;
        const pasted = kinds.filter((kind) => kind === 'pasted').length;
        const flaggedCount = kinds.filter((kind) => kind === 'flagged').length;
        const non = kinds.length - offTopic - pasted - flaggedCount;
        const notes = [
          offTopic && `${offTopic} fuera de tema`,
          pasted && `${pasted} con texto pegado`,
          flaggedCount && `${flaggedCount} con señales de integridad`,
          non && `${non} sin respuesta real`,
        ].filter(Boolean);
        const general = hollow
          ? `; ${hollow} ${hollow === 1 ? 'se queda' : 'se quedan'} en generalidades, sin una situación, una acción propia ni una cifra`
          : '';
        return `${general}${notes.length ? ` (mensajes que no cuentan: ${notes.join(', ')})` : ''}`;
      })(),
    }),
  };
  if (hasJob) {
    // The job's words count where an answer tells something, not where it only names them.
    const covered = new Set(
      answered.filter((slot) => !isHollow(slot.combined)).flatMap((slot) => slot.combined.jobHits),
    );
    const coverage = clamp(covered.size / Math.min(8, jobStems.size));
    values.ajuste = 0.75 * coverage + 0.25 * (values.relevancia ?? 0);
    const coveredWords = [...covered].slice(0, 6).map((key) => job.get(key)!);
    const missing = [...job.entries()]
      .filter(([key]) => !covered.has(key))
      .slice(0, 4)
      .map(([, word]) => word);
    justifications.ajuste =
      covered.size === 0
        ? `Las respuestas no mencionan los requisitos ni habilidades del puesto${plan.role ? ` de ${plan.role}` : ''} (por ejemplo: ${missing.join(', ')}).`
        : `Las respuestas tratan ${covered.size} conceptos clave del puesto (${coveredWords.join(', ')})${missing.length ? `; no aparecen otros como ${missing.join(', ')}` : ''}.`;
  }

  const rubric = rubricOf(context);
  const competencies: CompetencyDraft[] = rubric
    ? designedDrafts(rubric, plan, slots, judged, jobStems)
    : competenciesFor(hasJob).map((competency) => {
        const rating = clampRating(1 + 4 * (values[competency.id] ?? 0));
        const evidence = quotesFor(competency.id, rating, judged, jobStems);
        return {
          id: competency.id,
          rating: evidence.length ? rating : 1,
          justification: justifications[competency.id] ?? '',
          evidence,
        };
      });
  const ratings = Object.fromEntries(competencies.map((item) => [item.id, item.rating]));
  const score = rubric ? scoreFromSkillRatings(ratings, rubric.skills) : scoreFromRatings(ratings);
  const byRating = [...competencies].sort((a, b) => b.rating - a.rating);
  const [strongest, weakest] = [byRating[0], byRating.at(-1)];
  const name = (id: string) =>
    interviewSkills(rubric, true)
      .find((competency) => competency.id === id)!
      .name.toLowerCase();
  const early = planBased && slots.length < plan.questions.length;
  const band = score >= 75 ? 'un desempeño alto' : score >= 45 ? 'un desempeño medio' : 'un desempeño bajo';
  const evaluationSummary = [
    `Puntuación ${score}/100: ${band}. Se respondieron ${responded} de ${total} preguntas.`,
    signals.length ? INTEGRITY_TEXTS.setAside(signals, answered.length === 0) : '',
    answered.length && strongest && weakest
      ? `Lo más sólido: ${name(strongest.id)} (${RATING_WORDS[strongest.rating as 1]}); lo que más conviene mejorar: ${name(weakest.id)} (${RATING_WORDS[weakest.rating as 1]}).`
      : signals.length && responded
        ? ''
        : 'Ninguna respuesta contestó las preguntas, por lo que no hay evidencia para valorar las competencias.',
    early ? 'La entrevista terminó antes de completar todas las preguntas.' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const draft: AnalysisDraft = {
    evaluationSummary,
    competencies,
    answerFeedback: judged.map(feedbackFor),
    developmentSuggestions: developmentSuggestions(
      values,
      job,
      answered.map((slot) => slot.combined),
    ),
    interviewPerformanceSuggestions: performanceSuggestions(values, judged),
  };
  return { draft, answers, hasJob, signals };
}

export function builtinAnalysis(
  context: InterviewContext,
  turns: readonly ConversationTurn[],
  fallback = false,
): AnalysisResult {
  const { draft, answers, hasJob, signals } = builtinDraft(context, turns);
  const rubric = rubricOf(context);
  return finalizeAnalysis(draft, answers, {
    ...(rubric ? { rubric } : {}),
    hasJobDescription: hasJob,
    integritySignals: signals,
    analyser: fallback ? { kind: 'builtin', fallback: true } : { kind: 'builtin' },
  });
}

/** The built-in measure of a skill: its catalogue basis, or (a company's own skill) specificity, results and structure. */
function skillValue(skill: Skill, j: AnswerJudgement): number {
  const basis = catalogueSkill(skill.catalogueId)?.basis;
  const measure = basis
    ? VALUES[basis](j)
    : (VALUES.especificidad(j) + VALUES.resultados(j) + VALUES.estructura(j)) / 3;
  return 0.75 * measure + 0.25 * j.relevance;
}

/**
 * Issue 30: the vacancy's skills rated from the answers to the questions that evidence each (its own questions
 * tied to it, or the question generated for it); a question left unanswered counts as zero. A skill whose
 * questions were never reached is rated from every answer. Quotes come from those answers only.
 */
function designedDrafts(
  rubric: InterviewRubric,
  plan: InterviewPlan,
  slots: Slot[],
  judged: JudgedAnswer[],
  jobStems: ReadonlySet<string>,
): CompetencyDraft[] {
  return rubric.skills.map((skill) => {
    const planned = (plan.designed ?? [])
      .map((question, index) => ({ index, evidences: question.skillIds.includes(skill.id) }))
      .filter((item) => item.evidences)
      .map((item) => item.index);
    const reached = slots.filter((slot) => planned.includes(slot.index));
    const own = reached.length > 0 ? reached : slots;
    const total = Math.max(1, reached.length > 0 ? reached.length : slots.length);
    const value = sum(own.map((slot) => (slot.combined ? skillValue(skill, slot.combined) : 0))) / total;
    const rating = clampRating(1 + 4 * value);
    const numbers = new Set(own.flatMap((slot) => slot.answers.map(({ answer }) => answer.number)));
    const basis = catalogueSkill(skill.catalogueId)?.basis ?? 'especificidad';
    const evidence = quotesFor(
      basis,
      rating,
      judged.filter(({ answer }) => numbers.has(answer.number)),
      jobStems,
    );
    const answered = own.filter((slot) => slot.combined).length;
    return {
      id: skill.id,
      rating: evidence.length ? rating : 1,
      justification: `${answered} de ${own.length} preguntas que evalúan «${skill.name}» reciben una respuesta que cuenta.`,
      evidence,
    };
  });
}

function developmentSuggestions(
  values: Partial<Record<CompetencyId, number>>,
  job: Map<string, string>,
  answered: AnswerJudgement[],
): string[] {
  const suggestions: string[] = [];
  const covered = new Set(answered.flatMap((j) => j.jobHits));
  const missing = [...job.entries()]
    .filter(([key]) => !covered.has(key))
    .slice(0, 3)
    .map(([, word]) => word);
  if (job.size && missing.length)
    suggestions.push(
      `Prepara ejemplos de tu experiencia con ${missing.join(', ')}: son parte de lo que pide el puesto y no aparecieron en tus respuestas.`,
    );
  if ((values.resultados ?? 0) < 0.6)
    suggestions.push(
      'Lleva un registro de tus logros con cifras (tiempos, porcentajes, clientes, importes) para poder contarlos con datos.',
    );
  if ((values.especificidad ?? 0) < 0.6)
    suggestions.push(
      'Elige de antemano tres o cuatro situaciones reales de tu trayectoria que muestren lo que sabes hacer.',
    );
  for (const extra of [
    'Pide a un compañero o responsable que te dé su opinión sobre tus puntos fuertes y en qué puedes crecer.',
    'Sigue formándote en las herramientas clave de tu área y ponlas en práctica en un proyecto propio.',
  ])
    if (suggestions.length < 2) suggestions.push(extra);
  return suggestions.slice(0, 4);
}

function performanceSuggestions(values: Partial<Record<CompetencyId, number>>, judged: JudgedAnswer[]): string[] {
  const suggestions: string[] = [];
  if (judged.some(({ judgement }) => judgement.kind !== 'answer'))
    suggestions.push(
      'Responde siempre a la pregunta que se te hace: si no tienes un caso idéntico, cuenta uno parecido y explica por qué se parece.',
    );
  if ((values.estructura ?? 0) < 0.7)
    suggestions.push('Cuenta cada ejemplo completo: la situación, lo que hiciste tú y cómo terminó (el método STAR).');
  if ((values.resultados ?? 0) < 0.7)
    suggestions.push(
      'Cierra cada respuesta con el resultado y, si puedes, una cifra: «bajó de 6 a 2 segundos» convence más que «mejoró».',
    );
  if (judged.some(({ judgement }) => judgement.rambling))
    suggestions.push(
      'Sé más conciso en las respuestas largas: empieza por la idea principal y cierra con el resultado.',
    );
  for (const extra of [
    'Mantén tu estilo: los ejemplos concretos y los resultados medibles son tu punto fuerte.',
    'Prepara dos o tres preguntas para el entrevistador sobre el equipo y los retos del puesto.',
  ])
    if (suggestions.length < 2) suggestions.push(extra);
  return suggestions.slice(0, 4);
}
