import { describe, expect, it } from 'vitest';
import { useConnectedFakeOpenAi } from '../ai/testing/fakeOpenAi';
import type { ConversationTurn } from '../ai/types';
import { builtInCoachAgent, builtInCoachReply, coachAgent, echoOf, openAiCoachAgent } from './agent';
import { BOLIVAR, HOPKINS, PERSONAS } from './personas';

const ask = (persona = BOLIVAR, ...messages: string[]): string => {
  const history: ConversationTurn[] = [{ role: 'assistant', text: persona.greeting }];
  let reply = '';
  for (const text of messages) {
    history.push({ role: 'user', text });
    reply = builtInCoachReply(persona, history);
    history.push({ role: 'assistant', text: reply });
  }
  return reply;
};

describe('built-in coach personas', () => {
  it('answer in character and in Spanish, differently for different inputs', () => {
    const interview = ask(BOLIVAR, 'Tengo una entrevista de trabajo el lunes, ¿cómo me preparo?');
    const fear = ask(BOLIVAR, 'Me da mucho miedo y nervios hablar en público');
    const salary = ask(BOLIVAR, '¿Cómo negocio mi salario?');
    const replies = new Set([interview, fear, salary]);
    expect(replies.size).toBe(3);
    expect(interview).toMatch(/batalla|Boyacá|Angostura|entrevistador/);
    expect(fear).toMatch(/miedo|Pisba|valor|Respira/i);
    expect(salary).toMatch(/negociación|propuesta|mercado/);
    for (const reply of replies) expect(reply).toMatch(/[áéíóúñ¿¡]/);
  });

  it('quote what the user said when nothing specific matches', () => {
    const reply = ask(BOLIVAR, 'Trabajo en una panadería de mi barrio');
    expect(reply).toContain('Trabajo en una panadería de mi barrio');
  });

  it('two coaches speak differently to the same message', () => {
    const message = '¿Cómo consigo más clientes?';
    expect(ask(BOLIVAR, message)).not.toBe(ask(HOPKINS, message));
    expect(ask(HOPKINS, 'Quiero anunciar mi producto en Instagram')).toMatch(/redes|medio nuevo/);
  });

  it('are deterministic and do not repeat the previous reply word for word', () => {
    const a = ask(BOLIVAR, 'Hola', 'Tengo una entrevista mañana');
    const b = ask(BOLIVAR, 'Hola', 'Tengo una entrevista mañana');
    expect(a).toBe(b);
    const twice = ask(HOPKINS, 'Tengo poco presupuesto', 'Tengo poco presupuesto');
    expect(twice).not.toBe(ask(HOPKINS, 'Tengo poco presupuesto'));
  });

  it('say they are a simulation when asked who they are', () => {
    expect(ask(BOLIVAR, '¿Quién eres?')).toMatch(/simulación|recreación/);
    expect(ask(HOPKINS, '¿Eres real? ¿Quién eres?')).toMatch(/simulación|recreación/);
  });

  it('every persona has topics, fallbacks and follow-ups', () => {
    for (const persona of Object.values(PERSONAS)) {
      expect(persona.topics.length).toBeGreaterThan(5);
      expect(persona.fallback.length).toBeGreaterThan(1);
      expect(persona.followUps.length).toBeGreaterThan(1);
      expect(persona.systemPrompt).toContain('español');
    }
  });

  it('the agent never closes a coach conversation', async () => {
    await expect(builtInCoachAgent.reply(BOLIVAR, [{ role: 'user', text: 'Gracias' }])).resolves.toMatchObject({
      done: false,
    });
  });

  it('echoes a bounded quote', () => {
    expect(echoOf('uno dos tres', 2)).toBe('uno dos…');
    expect(echoOf('hola!!')).toBe('hola');
    expect(echoOf('¿Cómo escribo un anuncio?')).toBe('Cómo escribo un anuncio');
  });
});

describe('OpenAI coach agent', () => {
  const connectFake = useConnectedFakeOpenAi();

  it('is chosen with a key and sends the persona prompt and the history', async () => {
    const fake = await connectFake(() => '  Como dije en Angostura: prepárate.  ');
    expect(coachAgent()).toBe(openAiCoachAgent);
    const reply = await coachAgent().reply(BOLIVAR, [
      { role: 'assistant', text: BOLIVAR.greeting },
      { role: 'user', text: 'Tengo una entrevista' },
    ]);
    expect(reply).toEqual({ text: 'Como dije en Angostura: prepárate.', done: false });
    const request = fake.request(0);
    expect(request.messages[0]).toMatchObject({ role: 'system' });
    expect(request.messages[0]?.content).toContain('Simón Bolívar');
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'Tengo una entrevista' });
  });

  it('is off without a key', () => {
    expect(coachAgent()).toBe(builtInCoachAgent);
  });
});
