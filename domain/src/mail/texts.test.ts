import { describe, expect, it } from 'vitest';
import { PRODUCT } from '../brand';
import { analysisReadyEmail, escapeHtml } from './texts';
import { applicationReceivedEmail, interviewInvitationEmail } from './candidateMail';

describe('email texts', () => {
  it('tells the candidate their application arrived, with the company and their data link in text and HTML', () => {
    const mail = applicationReceivedEmail({
      candidateName: 'Ana',
      companyName: 'Talento <Andino>',
      vacancyTitle: 'QA',
      dataUrl: 'https://x.test/mis-datos#t=abc',
    });
    expect(mail.subject).toBe('Recibimos tu postulación a QA en Talento <Andino>');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('https://x.test/mis-datos#t=abc');
    expect(mail.text).toContain(PRODUCT.name);
    expect(mail.html).toContain('<a href="https://x.test/mis-datos#t=abc">');
    expect(mail.html).toContain('Talento &lt;Andino&gt;');
    expect(mail.html).not.toContain('<Andino>');
  });

  it('gives the invited candidate the interview link and the code', () => {
    const mail = interviewInvitationEmail({
      candidateName: 'Ana',
      companyName: 'ACME',
      vacancyTitle: 'QA',
      interviewUrl: 'https://x.test/chat?code=c0de',
      code: 'c0de',
    });
    expect(mail.subject).toBe(`ACME te invita a una entrevista con ${PRODUCT.name}`);
    expect(mail.text).toContain('https://x.test/chat?code=c0de');
    expect(mail.text).toContain('introduce este código: c0de');
    expect(mail.html).toContain('href="https://x.test/chat?code=c0de"');
  });

  it('tells the company which candidate finished and where to read the analysis', () => {
    const mail = analysisReadyEmail({
      companyName: 'ACME',
      candidateName: 'Ana',
      vacancyTitle: 'QA',
      dashboardUrl: 'https://x.test/dashboard',
    });
    expect(mail.subject).toBe('Entrevista terminada: Ana (QA)');
    expect(mail.text).toContain('Hola, equipo de ACME:');
    expect(mail.text).toContain('https://x.test/dashboard');
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
