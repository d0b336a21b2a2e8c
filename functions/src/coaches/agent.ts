import type { ConversationalAgent, ConversationTurn } from '../ai/types';
import { complete, openAiEnabled } from '../ai/openai';
import type { CoachPersona, PersonaTopic } from './personas';

/**
 * Coaches speak through the shared `ConversationalAgent` interface: the built-in persona (offline,
 * deterministic) by default, OpenAI when a key is configured. A coach conversation never closes itself.
 */
export const builtInCoachAgent: ConversationalAgent<CoachPersona> = {
  async reply(persona, history) {
    return { text: builtInCoachReply(persona, history), done: false };
  },
};

export const openAiCoachAgent: ConversationalAgent<CoachPersona> = {
  async reply(persona, history) {
    const text = await complete({
      system: persona.systemPrompt,
      history: history.slice(-MAX_TURNS_SENT),
      maxTokens: 400,
    });
    return { text: text.trim(), done: false };
  },
};

/** Turns sent to the model: enough context for a coaching chat, bounded for cost. */
const MAX_TURNS_SENT = 30;

export function coachAgent(): ConversationalAgent<CoachPersona> {
  return openAiEnabled() ? openAiCoachAgent : builtInCoachAgent;
}

// ---------------------------------------------------------------------------------------------------------
// Built-in persona

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Keyword score of one topic: fragments must start at a word boundary. */
function topicScore(topic: PersonaTopic, normalized: string): number {
  let score = 0;
  for (const keyword of topic.keywords) {
    const k = normalize(keyword);
    const index = normalized.indexOf(k);
    if (index >= 0 && (index === 0 || !/[a-z0-9]/.test(normalized.charAt(index - 1)))) score += k.includes(' ') ? 2 : 1;
  }
  return score;
}

/** A short quote of the user's message: its first words, without trailing punctuation. */
export function echoOf(message: string, maxWords = 10): string {
  const words = message.replace(/\s+/g, ' ').trim().split(' ');
  const head = words
    .slice(0, maxWords)
    .join(' ')
    .replace(/^[¡¿]+/u, '')
    .replace(/[.,;:!?¡¿…]+$/u, '');
  return words.length > maxWords ? `${head}…` : head;
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

/** The greeting that opens every session. */
export function coachGreeting(persona: CoachPersona): string {
  return persona.greeting;
}

/**
 * The built-in reply to the last user turn: the best-matching topic's reply (or a fallback) in the
 * persona's voice, chosen by the message and the turn number, quoting the user when the reply asks for it.
 */
export function builtInCoachReply(persona: CoachPersona, history: ConversationTurn[]): string {
  const userTurns = history.filter((turn) => turn.role === 'user');
  const last = userTurns.at(-1)?.text.trim() ?? '';
  if (!last) return persona.greeting;
  const normalized = normalize(last);
  const turn = userTurns.length;

  let best: PersonaTopic | undefined;
  let bestScore = 0;
  for (const topic of persona.topics) {
    const score = topicScore(topic, normalized);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  const pool = best ? best.replies : persona.fallback;
  const seed = hash(normalized) + turn;
  let reply = pool[seed % pool.length] ?? '';
  // Avoid repeating the previous assistant message word for word.
  const previous = history.filter((t) => t.role === 'assistant').at(-1)?.text ?? '';
  if (pool.length > 1 && previous.startsWith(reply.slice(0, 40).replace('{eco}', '')))
    reply = pool[(seed + 1) % pool.length] ?? reply;

  let text = reply.replace('{eco}', echoOf(last));
  const closes = best && (best.id === 'thanks' || best.id === 'greeting');
  if (!closes && !/[?]\s*$/.test(text)) text += ` ${persona.followUps[seed % persona.followUps.length]}`;
  return text;
}
