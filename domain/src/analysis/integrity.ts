/**
 * Integrity signals (DECISIONS.md): what the server noticed about how an interview was answered — answers
 * repeated across questions, copied from the question, the job description or the CV, keyword lists,
 * text addressed to the evaluator, answers pasted or arriving faster than they could be typed. Each names
 * the answers it concerns. They are shown to people and take the flagged answers' evidence out of the
 * rating; they never reject, move or email anyone by themselves. Zod-free, so pages can show the texts
 * without loading zod; the schemas are in `integritySchemas.ts`.
 */
import type { AnswerInput } from '../chat/messages';

export const INTEGRITY_SIGNAL_KINDS = [
  'repeated',
  'copied',
  'listLike',
  'addressedToEvaluator',
  'pasted',
  'tooFast',
] as const;
export type IntegritySignalKind = (typeof INTEGRITY_SIGNAL_KINDS)[number];

export interface IntegritySignal {
  kind: IntegritySignalKind;
  /** 1-based numbers of the answers it concerns (as the transcript numbers them), ascending. */
  answers: number[];
  /** For `copied`: where the text comes from. */
  source?: 'question' | 'jobDescription' | 'cv' | 'document';
  /** For `pasted`: the percentage of each answer that was pasted, in the order of `answers`. */
  shares?: number[];
}

/** The answers any signal concerns: they contribute no evidence to any rating. */
export function flaggedAnswers(signals: readonly IntegritySignal[] | undefined): Set<number> {
  return new Set((signals ?? []).flatMap((signal) => signal.answers));
}

/**
 * Characters per second no person sustains by typing (fast typists reach about 8–10): an answer of at
 * least TYPED_MIN_CHARS that arrives faster than this was not typed where it was sent.
 */
export const MAX_TYPING_CHARS_PER_SECOND = 20;
export const TYPED_MIN_CHARS = 80;

/** An answer counts as pasted only when at least this many of its characters were pasted… */
export const PASTED_MIN_CHARS = 40;
/** …and at least this share of it (issue 31: one paste no longer flags a whole answer). */
export const PASTED_MIN_SHARE = 0.5;

/** A pasted link (or an e-mail address) or a figure (a number, an amount, a date, a percentage): it never flags. */
const LINK_OR_FIGURE =
  /^(?:(?:https?:\/\/|www\.)\S+|[^\s@]+@[^\s@]+\.[^\s@]+|[-+]?[\d$€£%.,:/\s-]*\d[\d$€£%.,:/\s-]*(?:k|m|mil|millones|€|usd|eur)?)$/i;

/** The characters a paste adds to the count of pasted text: its length, or 0 for a link or a figure. */
export function pastedCharsOf(clipboardText: string): number {
  const text = clipboardText.trim();
  return LINK_OR_FIGURE.test(text) ? 0 : text.length;
}

/**
 * The percentage of an answer (its keyboard messages) that was pasted, by the client's report, when it counts
 * as pasted (at least PASTED_MIN_CHARS characters and at least half of it); else null. A dictated or recorded
 * message never counts; an older report (`pasted` without `pastedChars`) does not either.
 */
export function pastedShare(messages: ReadonlyArray<{ text: string; input?: AnswerInput }>): number | null {
  let pasted = 0;
  let length = 0;
  for (const { text, input } of messages) {
    if (input?.source !== 'keyboard') continue;
    const chars = text.trim().length;
    length += chars;
    pasted += Math.min(input.pastedChars ?? 0, chars);
  }
  if (!length || pasted < PASTED_MIN_CHARS || pasted < length * PASTED_MIN_SHARE) return null;
  return Math.round((pasted / length) * 100);
}

/** A too-fast answer by the client's report (a dictated or recorded one never is); pasting is `pastedShare`'s. */
export function inputSignal(text: string, input: AnswerInput | undefined): 'tooFast' | null {
  if (!input || input.source !== 'keyboard') return null;
  if (input.typingMs === undefined || text.length < TYPED_MIN_CHARS) return null;
  return (text.length / Math.max(input.typingMs, 1)) * 1000 > MAX_TYPING_CHARS_PER_SECOND ? 'tooFast' : null;
}

const list = (numbers: ReadonlyArray<number | string>) =>
  numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} y ${numbers.at(-1)}` : String(numbers[0] ?? '');
const answersText = (numbers: readonly number[]) =>
  numbers.length === 1 ? `la respuesta ${list(numbers)}` : `las respuestas ${list(numbers)}`;
/** The verb agreeing with the answers a signal names: `one` for a single answer, `many` for several. */
const agree = (numbers: readonly number[], one: string, many: string) => (numbers.length === 1 ? one : many);

const SOURCE_TEXT: Record<NonNullable<IntegritySignal['source']>, string> = {
  question: 'de la propia pregunta',
  jobDescription: 'de la descripción del puesto',
  cv: 'del CV',
  document: 'de un documento (con formato de CV o lista de datos)',
};

/** Why an answer was set aside, as an adjective agreeing with one answer or several. */
const SET_ASIDE_REASON: Record<IntegritySignalKind, [string, string]> = {
  repeated: ['repetida', 'repetidas'],
  copied: ['copiada', 'copiadas'],
  listLike: ['lista de palabras clave', 'listas de palabras clave'],
  addressedToEvaluator: ['con instrucciones al evaluador', 'con instrucciones al evaluador'],
  pasted: ['pegada', 'pegadas'],
  tooFast: ['escrita demasiado rápido', 'escritas demasiado rápido'],
};

export const INTEGRITY_TEXTS = {
  title: 'Señales de integridad',
  intro:
    'Lo que el servidor notó en la forma de responder. Las respuestas señaladas no aportan evidencia a ninguna calificación; nada se rechaza ni se mueve automáticamente: decide una persona.',
  none: 'Sin señales de integridad.',
  practiceTitle: 'Consejos sobre tus respuestas',
  practiceIntro: 'Estas respuestas no contaron para tu puntuación:',
  badge: 'Señales',
  badgeLabel: (count: number) => `${count} ${count === 1 ? 'señal' : 'señales'} de integridad`,
  /** What the recruiter reads: the signal, its answers, and a plain explanation. */
  recruiter: (signal: IntegritySignal): { label: string; explanation: string } => {
    const which = answersText(signal.answers);
    switch (signal.kind) {
      case 'repeated':
        return {
          label: 'Respuestas repetidas',
          explanation: `${capital(which)} ${agree(signal.answers, 'dice', 'dicen')} lo mismo, con las mismas palabras o con otras, aunque ${agree(signal.answers, 'responde', 'responden')} a preguntas distintas: una respuesta preparada de antemano no cuenta nada de lo que pide cada pregunta.`,
        };
      case 'copied':
        return {
          label: 'Texto copiado',
          explanation: `${capital(which)} ${agree(signal.answers, 'copia', 'copian')} texto ${SOURCE_TEXT[signal.source ?? 'question']} en lugar de responder con palabras propias.`,
        };
      case 'listLike':
        return {
          label: 'Listas de palabras clave',
          explanation: `${capital(which)} ${agree(signal.answers, 'es una lista', 'son listas')} de palabras clave sin una situación ni una acción: no ${agree(signal.answers, 'muestra', 'muestran')} lo que la persona hizo.`,
        };
      case 'addressedToEvaluator':
        return {
          label: 'Instrucciones al evaluador',
          explanation: `${capital(which)} ${agree(signal.answers, 'contiene', 'contienen')} texto dirigido a la IA o al evaluador (por ejemplo, pedir una nota alta). Se ignoró.`,
        };
      case 'pasted':
        return {
          label: 'Respuestas pegadas',
          explanation: `${capital(which)} ${agree(signal.answers, 'se pegó', 'se pegaron')} en el chat en lugar de escribirse (${[pastedSharesText(signal), 'según el navegador del candidato'].filter(Boolean).join(', ')}). ${PASTED_RULE}`,
        };
      case 'tooFast':
        return {
          label: 'Escritas demasiado rápido',
          explanation: `${capital(which)} ${agree(signal.answers, 'llegó', 'llegaron')} más rápido de lo que una persona puede escribir (más de ${MAX_TYPING_CHARS_PER_SECOND} caracteres por segundo).`,
        };
    }
  },
  /**
   * The analysis summary's sentence on the answers set aside: which, and why; and what the score then means.
   * `none`: no answer was left to rate.
   */
  setAside: (signals: readonly IntegritySignal[], none: boolean): string => {
    const parts = signals.map(
      (signal) =>
        `${answersText(signal.answers)} (${SET_ASIDE_REASON[signal.kind][signal.answers.length === 1 ? 0 : 1]})`,
    );
    const count = flaggedAnswers(signals).size;
    const which = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
    return `${count === 1 ? 'Se apartó de la valoración, por una señal de integridad,' : `Se apartaron de la valoración ${count} respuestas, por señales de integridad:`} ${which}. ${
      none
        ? 'No quedó ninguna respuesta que valorar: la puntuación no mide lo que la persona sabe hacer; revisa las respuestas y las señales antes de decidir.'
        : 'La puntuación valora solo las demás respuestas.'
    }`;
  },
  /** What a candidate reads after a practice: advice, not an accusation. */
  advice: (signal: IntegritySignal): string => {
    const count = signal.answers.length;
    const which = answersText(signal.answers);
    switch (signal.kind) {
      case 'repeated':
        return `${count === 1 ? `Repetiste en ${which} una respuesta que ya habías dado` : `Has repetido la misma respuesta en ${count} preguntas (${list(signal.answers)})`}. Cada pregunta pide algo distinto: responde a cada una con un ejemplo propio.`;
      case 'copied':
        return `En ${which} copiaste texto ${SOURCE_TEXT[signal.source ?? 'question']}. Responde con tus palabras y con lo que hiciste tú.`;
      case 'listLike':
        return `En ${which} enumeraste palabras clave. Cuenta una situación real: qué pasó, qué hiciste tú y cómo terminó.`;
      case 'addressedToEvaluator':
        return `En ${which} escribiste instrucciones para la evaluación. No cuentan: la nota sale de lo que respondes.`;
      case 'pasted':
        return `Pegaste ${which}${pastedSharesText(signal) ? ` (${pastedSharesText(signal)})` : ''}. En una entrevista real contestas en el momento: practica responder escribiendo o hablando.`;
      case 'tooFast':
        return `${capital(which)} ${agree(signal.answers, 'llegó', 'llegaron')} más rápido de lo que se puede escribir. Practica responder en el momento, escribiendo o hablando.`;
    }
  },
} as const;

/** How an answer counts as pasted, told wherever the signal is explained. */
export const PASTED_RULE = `Cuenta como pegada una respuesta cuando al menos la mitad de su texto, y al menos ${PASTED_MIN_CHARS} caracteres, viene de pegar; pegar un enlace o una cifra no cuenta.`;

/** «el 94 % de su texto», «el 94 % de la 2 y el 60 % de la 4»: each answer's pasted share, when known. */
function pastedSharesText(signal: IntegritySignal): string | null {
  const shares = signal.shares;
  if (!shares || shares.length !== signal.answers.length) return null;
  if (shares.length === 1) return `el ${shares[0]} % de su texto`;
  return list(signal.answers.map((number, index) => `el ${shares[index]} % de la ${number}`));
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
