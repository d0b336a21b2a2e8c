/**
 * Evidence for the rubric's ratings: the candidate's answers numbered as the transcript shows them (a
 * follow-up's answer is an answer of its own; consecutive messages, such as a retry, are one answer), and
 * the check that a quote really occurs in the answer it cites.
 */
import { stripDisableMarker, type AnswerInput, type ChatMessage } from '../chat/messages';

export interface Evidence {
  /** Verbatim text from the candidate's answer. */
  quote: string;
  /** The 1-based number of the answer it comes from. */
  answer: number;
  /** A designed interview's quotes (issue 30): Clara's question the answer responds to. */
  question?: string;
}

export interface TranscriptTurn {
  role: 'user' | 'assistant';
  text: string;
  /** The candidate's turns: how the answer was written, when known. */
  input?: AnswerInput;
}

export interface NumberedAnswer {
  /** 1-based, in the order of the transcript. */
  number: number;
  /** Clara's message the answer responds to ('' before any). */
  question: string;
  text: string;
  /** The candidate's messages that make up the answer, with how each was written when known. */
  messages: Array<{ text: string; input?: AnswerInput }>;
}

export function numberedAnswers(turns: readonly TranscriptTurn[]): NumberedAnswer[] {
  const answers: NumberedAnswer[] = [];
  let question = '';
  let open: TranscriptTurn[] | null = null;
  const close = () => {
    if (open)
      answers.push({
        number: answers.length + 1,
        question,
        text: open.map((turn) => turn.text).join('\n'),
        messages: open.map(({ text, input }) => (input ? { text, input } : { text })),
      });
    open = null;
  };
  for (const turn of turns) {
    if (turn.role === 'assistant') {
      close();
      question = turn.text;
    } else (open ??= []).push(turn);
  }
  close();
  return answers;
}

/** Case and whitespace normalised, with the quote marks a model may wrap a quote in removed. */
export function normalizeForQuote(text: string): string {
  return text
    .normalize('NFC')
    .replace(/^[\s«»"“”'‘’]+|[\s«»"“”'‘’]+$/gu, '')
    .replace(/\s+/gu, ' ')
    .toLowerCase();
}

/** Quotes must carry words: a lone "." or "…" supports nothing. */
const HAS_WORD = /[\p{L}\p{N}]{2,}/u;

/** The quote occurs (case and whitespace normalised) in the answer it names. */
export function isValidQuote(evidence: Evidence, answers: readonly NumberedAnswer[]): boolean {
  const answer = answers.find((item) => item.number === evidence.answer);
  if (!answer) return false;
  const quote = normalizeForQuote(evidence.quote);
  return quote.length > 0 && HAS_WORD.test(quote) && normalizeForQuote(answer.text).includes(quote);
}

export const MAX_QUOTES = 3;

/** The valid quotes, without repeats, at most MAX_QUOTES, each trimmed of wrapping quote marks. */
export function validQuotes(evidence: readonly Evidence[], answers: readonly NumberedAnswer[]): Evidence[] {
  const kept: Evidence[] = [];
  const seen = new Set<string>();
  for (const item of evidence) {
    if (!isValidQuote(item, answers)) continue;
    const key = `${item.answer}:${normalizeForQuote(item.quote)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({
      quote: item.quote
        .trim()
        .replace(/^[«»"“”'‘’]+|[«»"“”'‘’]+$/gu, '')
        .trim(),
      answer: item.answer,
    });
    if (kept.length === MAX_QUOTES) break;
  }
  return kept;
}

/** The transcript turns of a stored chat as the analysers read it: errors left out, the marker removed, media by their transcription. */
export function transcriptTurns(history: readonly ChatMessage[]): TranscriptTurn[] {
  return history
    .filter((message) => !message.isError)
    .map((message) =>
      message.type === 'system'
        ? { role: 'assistant' as const, text: stripDisableMarker(message.text) }
        : {
            role: 'user' as const,
            text: (message.transcription?.trim() || message.text).trim(),
            ...(message.mediaType
              ? { input: { source: 'media' as const } }
              : message.input
                ? { input: message.input }
                : {}),
          },
    );
}
