import { describe, expect, it } from 'vitest';
import type { ConversationTurn } from '../../ai/types';
import { useConnectedFakeOpenAi } from '../../ai/testing/fakeOpenAi';
import {
  analyseAnswers,
  builtInJobDescAgent,
  builtInJobDescReply,
  composeVacancy,
  detectJobType,
  JOBDESC_DONE_MARKER,
  JOBDESC_GREETING,
  JOBDESC_STEPS,
  jobDescAgent,
  listItems,
  openAiJobDescAgent,
  parseLocation,
} from '.';

const ANSWERS = [
  'Analista de Datos',
  'Construir tableros en Power BI, limpiar y modelar datos de ventas; presentar hallazgos al equipo comercial',
  'Licenciatura en Ingeniería o afín. 2 años de experiencia con SQL',
  'SQL, Python, comunicación clara, pensamiento crítico',
  'Híbrida, en Bogotá, Colombia',
  'Tiempo completo, salario competitivo, seguro médico y 15 días de vacaciones',
];

/** Plays the conversation through the built-in assistant, answering each reply with the next answer. */
function play(answers: readonly string[]): { history: ConversationTurn[]; replies: string[]; done: boolean } {
  const history: ConversationTurn[] = [{ role: 'assistant', text: JOBDESC_GREETING }];
  const replies: string[] = [];
  let done = false;
  for (const answer of answers) {
    history.push({ role: 'user', text: answer });
    const reply = builtInJobDescReply(history);
    history.push({ role: 'assistant', text: reply.text });
    replies.push(reply.text);
    done = reply.done;
  }
  return { history, replies, done };
}

describe('built-in job-description assistant', () => {
  it('greets with the first question', () => {
    expect(builtInJobDescReply([]).text).toBe(JOBDESC_GREETING);
    expect(JOBDESC_GREETING).toContain(JOBDESC_STEPS[0].question);
  });

  it('asks for title, responsibilities, requirements, skills, place and conditions, then writes and closes', () => {
    const { replies, done } = play(ANSWERS);
    expect(replies[0]).toContain('«Analista de Datos»');
    expect(replies[0]).toContain(JOBDESC_STEPS[1]?.question);
    expect(replies[1]).toContain(JOBDESC_STEPS[2]?.question);
    expect(replies[2]).toContain(JOBDESC_STEPS[3]?.question);
    expect(replies[3]).toContain(JOBDESC_STEPS[4]?.question);
    expect(replies[4]).toContain('modalidad híbrido, en Bogotá, Colombia');
    expect(replies[4]).toContain(JOBDESC_STEPS[5]?.question);
    expect(done).toBe(true);
    const final = replies[5];
    for (const heading of ['Responsabilidades', 'Requisitos', 'Habilidades clave', 'Ofrecemos'])
      expect(final).toContain(heading);
    expect(final).toContain('• Construir tableros en Power BI');
    expect(final).toContain('Modalidad: Híbrido · Ubicación: Bogotá, Colombia · Jornada: Tiempo completo');
  });

  it('stays open until every answer is in', () => {
    const { done } = play(ANSWERS.slice(0, 5));
    expect(done).toBe(false);
  });

  it('asks again when an answer says nothing', () => {
    const { replies, done } = play(['Analista de Datos', 'no sé']);
    expect(replies[1]).toBe(JOBDESC_STEPS[1]?.retry);
    expect(done).toBe(false);
    expect(analyseAnswers(['Analista de Datos', 'no sé', ...ANSWERS.slice(1)]).step).toBe(JOBDESC_STEPS.length);
    expect(analyseAnswers(['ok']).step).toBe(0);
  });

  it('turns the answers into a valid vacancy', async () => {
    const { history } = play(ANSWERS);
    const vacancy = await builtInJobDescAgent.toVacancy(history);
    expect(vacancy).toMatchObject({
      jobTitle: 'Analista de Datos',
      workplaceType: 'Hybrid',
      employeeLocation: 'Bogotá, Colombia',
      jobType: 'Full time',
    });
    expect(vacancy.description).toContain('Habilidades clave');
    await expect(builtInJobDescAgent.toVacancy(play(ANSWERS.slice(0, 3)).history)).rejects.toThrow();
  });

  it('reads modality, city and contract type from free text', () => {
    expect(parseLocation('Presencial en la Ciudad de México')).toEqual({
      workplaceType: 'Onsite',
      employeeLocation: 'Ciudad de México',
    });
    expect(parseLocation('Remoto')).toEqual({ workplaceType: 'Remote', employeeLocation: 'Remoto' });
    expect(parseLocation('remota desde Lima')).toEqual({ workplaceType: 'Remote', employeeLocation: 'Lima' });
    expect(parseLocation('Oficina')).toEqual({ workplaceType: 'Onsite', employeeLocation: 'Por definir' });
    expect(detectJobType('Medio tiempo, 20 horas')).toBe('Part time');
    expect(detectJobType('Prácticas profesionales pagadas')).toBe('Internship');
    expect(detectJobType('Contrato temporal de 6 meses')).toBe('Temporary');
    expect(detectJobType('Freelance por proyecto')).toBe('Contract');
    expect(detectJobType('Sueldo de 20 mil')).toBe('Full time');
  });

  it('splits answers into list items', () => {
    expect(listItems('uno, dos (a, b); tres\n- cuatro. Cinco\n1) seis')).toEqual([
      'Uno',
      'Dos (a, b)',
      'Tres',
      'Cuatro',
      'Cinco',
      'Seis',
    ]);
    expect(listItems('1 año en ventas')).toEqual(['1 año en ventas']);
    expect(
      composeVacancy({
        title: 'x'.repeat(300),
        responsibilities: 'a',
        requirements: 'b',
        skills: 'c',
        location: 'Lima',
        conditions: 'd',
      }).vacancy.jobTitle.length,
    ).toBeLessThanOrEqual(150);
  });
});

describe('OpenAI job-description assistant', () => {
  const connectFake = useConnectedFakeOpenAi();

  it('closes the chat when the model writes the marker and extracts the vacancy as JSON', async () => {
    const fake = await connectFake((body) =>
      body.response_format
        ? JSON.stringify({
            jobTitle: 'Chef',
            workplaceType: 'Onsite',
            employeeLocation: 'Quito',
            jobType: 'Full time',
            description: 'Cocinar.',
          })
        : `Descripción: Chef en Quito.\n${JOBDESC_DONE_MARKER}`,
    );
    const agent = jobDescAgent();
    expect(agent).toBe(openAiJobDescAgent);
    const history: ConversationTurn[] = [
      { role: 'assistant', text: JOBDESC_GREETING },
      { role: 'user', text: 'Chef' },
    ];
    const reply = await agent.reply({ companyId: 'c' }, history);
    expect(reply).toEqual({ text: 'Descripción: Chef en Quito.', done: true });
    const vacancy = await agent.toVacancy([...history, { role: 'assistant', text: reply.text }]);
    expect(vacancy).toEqual({
      jobTitle: 'Chef',
      workplaceType: 'Onsite',
      employeeLocation: 'Quito',
      jobType: 'Full time',
      description: 'Cocinar.',
      country: '',
      // Issue 30: the assistant writes no screening questions, pay range or closing date.
      screening: [],
      payRange: null,
      closingDate: '',
    });
    expect(fake.request(1).messages.some((m) => m.content.includes('Empresa: Chef'))).toBe(true);
  });

  it('falls back to the conversation when the JSON is unusable', async () => {
    await connectFake(() => '{"jobTitle": ""}');
    const vacancy = await openAiJobDescAgent.toVacancy([
      { role: 'assistant', text: JOBDESC_GREETING },
      { role: 'user', text: 'Diseñador gráfico' },
      { role: 'user', text: 'Remoto, medio tiempo' },
      { role: 'assistant', text: 'La descripción final.' },
    ]);
    expect(vacancy).toMatchObject({
      jobTitle: 'Diseñador gráfico',
      workplaceType: 'Remote',
      jobType: 'Part time',
      description: 'La descripción final.',
    });
  });
});
