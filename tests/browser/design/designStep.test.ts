/**
 * Issue 30 in the browser: a recruiter designs a vacancy (two catalogue skills and one of their own, with the
 * hint for a vague name; two own questions with their notes) and publishes it; a candidate takes the interview
 * (through the API); the recruiter reads each answer beside its note on the analysis page.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { poll, signIn } from '../../support/recruitingBrowser';
import { callApi } from '../../support/stack';
import { acceptNotice, applyTo, createRecruiter, readDoc } from '../../support/recruiting';
import { fillDesignStep } from '../../support/design';

const browser = useBrowser();

const Q1 = 'Cuéntame cómo organizas la limpieza y el control de temperaturas en un turno de cierre.';
const Q2 = 'Háblame de una noche con un cliente molesto por un plato: ¿qué hiciste y cómo terminó?';
const NOTE1 = 'Un registro concreto (hojas APPCC) y quién lo revisa.';
const NOTE2 = 'Escucha, una solución rápida y cómo quedó el cliente.';
const ANSWERS = [
  'En mi último restaurante cerraba la cocina tres noches por semana. Primero apuntaba las temperaturas de las cuatro cámaras en la hoja APPCC, después desinfectaba la cortadora y las tablas, y al final el jefe de cocina firmaba el registro. En la inspección de 2023 obtuvimos la máxima nota.',
  'Un sábado un cliente se quejó porque su risotto llegó frío. Le pedí disculpas, hablé con el pase, rehicimos el plato en ocho minutos y le invitamos al postre. Dejó una reseña de cinco estrellas.',
  'Llevé la partida de fríos en un hotel de 200 cubiertos: preparaba tartares y ensaladas, revisaba la ficha técnica de cada plato y fotografiaba el emplatado. Las devoluciones bajaron de diez a dos por semana.',
];

describe('the design step of a vacancy (issue 30)', () => {
  it('designs skills and own questions, publishes, and the team reads each answer beside its note', async () => {
    const recruiter = await createRecruiter('Cocinas del Pacífico');
    const { page, errors } = await browser.openPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, recruiter);
    await page.goto('/create-vacancy');
    await poll(() => page.getByLabel('Empresa').inputValue()).toBe('Cocinas del Pacífico');
    await page.getByLabel('Título del puesto').fill('Cocinero/a de partida');
    await page.getByLabel('Ciudad').fill('Lima');
    await page.getByLabel('Descripción').fill('Restaurante de 120 cubiertos: partida de fríos y control APPCC.');

    await fillDesignStep(page, {
      catalogue: ['Calidad y seguridad', 'Atención al cliente'],
      vagueOwnName: '5 años de experiencia',
      own: {
        name: 'Cocina fría y emplatado',
        anchors: {
          1: 'No cuenta experiencia en fríos.',
          3: 'Ha trabajado en fríos, sin detalle.',
          5: 'Volumen, técnica y estándar de emplatado.',
        },
      },
      questions: [
        [Q1, 'Calidad y seguridad', NOTE1],
        [Q2, 'Atención al cliente', NOTE2],
      ],
    });
    await page.getByRole('button', { name: 'Crear vacante' }).click();
    await page.waitForURL('**/dashboard');

    const listed = await callApi('/vacancies', { token: recruiter.token });
    const vacancy = listed.body[0];
    expect(vacancy.design.rubricVersion).toBe(1);
    expect(vacancy.design.skills.map((skill: { name: string }) => skill.name)).toEqual([
      'Calidad y seguridad',
      'Atención al cliente',
      'Cocina fría y emplatado',
    ]);
    expect(vacancy.design.questions.map((question: { text: string }) => question.text)).toEqual([Q1, Q2]);

    // A candidate applies and takes the interview (through the API).
    const { applicationId } = await applyTo(vacancy.id, { name: 'Rosa Huamán' });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId: vacancy.id },
      token: recruiter.token,
    });
    const code: string = started.body.code;
    await acceptNotice(code);
    for (const message of ANSWERS) await callApi('/chat', { body: { message, chatSessionId: code } });

    // The recruiter reads each own question's answer beside its note.
    await page.goto(`/analysis?code=${code}`);
    const items = page.getByTestId('own-question');
    await poll(() => items.count()).toBe(2);
    await items.nth(0).getByText(Q1).waitFor();
    await items.nth(0).getByText(NOTE1).waitFor();
    await items
      .nth(0)
      .getByText(/Primero apuntaba las temperaturas/)
      .waitFor();
    await items.nth(1).getByText(NOTE2).waitFor();
    await items
      .nth(1)
      .getByText(/rehicimos el plato en ocho minutos/)
      .waitFor();
    await page.getByText('Cocina fría y emplatado').first().waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
