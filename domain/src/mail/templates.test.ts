import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, renderTemplate, templateProblem, unknownVariables, TEMPLATE_KINDS } from './templates';
import { applicationReceivedEmail, interviewInvitationEmail } from './candidateMail';

const values = { nombre: 'Ana', vacante: 'QA', empresa: 'ACME', enlace: 'https://x.test/chat?code=c0de' };

describe('email templates', () => {
  it('refuses an unknown variable, naming it and the ones that exist', () => {
    expect(unknownVariables('Hola {nombre}, tu {sueldo} y {sueldo} en {moneda}')).toEqual(['sueldo', 'moneda']);
    expect(templateProblem({ subject: 'Oferta', body: 'Tu {sueldo}' })).toBe(
      'La variable {sueldo} no existe. Puedes usar: {nombre}, {vacante}, {empresa}, {enlace}.',
    );
    expect(templateProblem({ subject: '{a} {b}', body: 'x' })).toBe(
      'Las variables {a}, {b} no existen. Puedes usar: {nombre}, {vacante}, {empresa}, {enlace}.',
    );
    expect(templateProblem({ subject: ' ', body: 'x' })).toBe('Escribe el asunto del correo.');
    expect(templateProblem({ subject: 'x', body: '\n' })).toBe('Escribe el mensaje del correo.');
  });

  it('accepts every default template', () => {
    for (const kind of TEMPLATE_KINDS) expect(templateProblem(DEFAULT_TEMPLATES[kind])).toBeNull();
  });

  it('fills the variables, greets with the first paragraph and links a paragraph ending in the link', () => {
    const mail = renderTemplate(
      { subject: 'Hola {nombre} de {empresa}', body: 'Hola, {nombre}:\n\nVacante {vacante}.\n\nEntra aquí: {enlace}' },
      values,
      ['Añadido por Clara.'],
    );
    expect(mail.subject).toBe('Hola Ana de ACME');
    expect(mail.text).toBe(
      'Hola, Ana:\n\nVacante QA.\n\nEntra aquí: https://x.test/chat?code=c0de\n\nAñadido por Clara.\n\n— Clara',
    );
    expect(mail.html).toContain('<a href="https://x.test/chat?code=c0de">Entra aquí</a>');
  });

  it("escapes the company's own text in the HTML", () => {
    const mail = renderTemplate({ subject: 's', body: 'Hola:\n\n<b>{empresa}</b>' }, { ...values, empresa: 'A&B' });
    expect(mail.html).toContain('&lt;b&gt;A&amp;B&lt;/b&gt;');
  });

  it("keeps Clara's paragraphs after a company's template that leaves them out", () => {
    const mail = applicationReceivedEmail(
      { candidateName: 'Ana', companyName: 'ACME', vacancyTitle: 'QA', dataUrl: 'https://x.test/mis-datos#t=1' },
      { subject: 'Gracias, {nombre}', body: '¡Hola {nombre}!\n\nGracias.' },
    );
    expect(mail.subject).toBe('Gracias, Ana');
    expect(mail.text).toContain('https://x.test/mis-datos#t=1');
    expect(mail.text).toContain('inteligencia artificial');
    const invitation = interviewInvitationEmail(
      { candidateName: 'Ana', companyName: 'ACME', vacancyTitle: 'QA', interviewUrl: values.enlace, code: 'c0de' },
      { subject: 'Entrevista', body: 'Hola:\n\nTe esperamos.' },
    );
    expect(invitation.text).toContain('introduce este código: c0de');
  });
});
