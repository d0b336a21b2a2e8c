import { MEDIA_NOTES, transcriptTurns, type ChatMessage } from '@clara/domain';
import type { ConversationTurn } from '../ai/types';

/**
 * The conversation as the interviewer sees it: error messages left out, the marker removed, and media
 * answers replaced by their transcription (or by the note saying there is none). The same turns number the
 * answers the analysis quotes (domain `transcriptTurns`).
 */
export function toConversationTurns(history: readonly ChatMessage[]): ConversationTurn[] {
  return transcriptTurns(history);
}

const NOTES: ReadonlySet<string> = new Set(Object.values(MEDIA_NOTES));

/** True for a media answer Clara could not hear (no transcriber, or transcription failed). */
export function isUnheardMedia(text: string): boolean {
  return NOTES.has(text.trim());
}

export interface AnswerGroup {
  /** The assistant turn the answer responds to ('' before any). */
  question: string;
  /** The candidate's consecutive turns joined: a retried or split answer counts once. */
  answer: string;
  /** True when every turn of the answer was an unheard recording. */
  unheard: boolean;
}

/** Groups the candidate's consecutive turns into answers, each paired with the question before it. */
export function answerGroups(turns: readonly ConversationTurn[]): AnswerGroup[] {
  const groups: AnswerGroup[] = [];
  let question = '';
  let open: { parts: string[]; unheard: boolean } | null = null;
  const close = () => {
    if (!open) return;
    const heard = open.parts.filter((part) => !isUnheardMedia(part));
    groups.push({ question, answer: heard.join('\n'), unheard: heard.length === 0 });
    open = null;
  };
  for (const turn of turns) {
    if (turn.role === 'assistant') {
      close();
      question = turn.text;
    } else {
      open ??= { parts: [], unheard: true };
      open.parts.push(turn.text);
    }
  }
  close();
  return groups;
}
