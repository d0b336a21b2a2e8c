import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log, logCompany, sink, withRequestLog } from './log';

const written: Array<Record<string, unknown>> = [];
beforeEach(() => {
  vi.spyOn(sink, 'write').mockImplementation((entry) => void written.push(entry));
});
afterEach(() => {
  vi.restoreAllMocks();
  written.length = 0;
});

describe('structured logs', () => {
  it("carry the request's id from X-Cloud-Trace-Context, and the company once it is known, across awaits", async () => {
    await withRequestLog('105445aa7843bc8bf206b12000100000/1;o=1', async () => {
      log.info('before the company');
      logCompany('c1');
      await new Promise((resolve) => setImmediate(resolve));
      log.error('after an await', { vacancyId: 'v1', attempts: 2 });
    });
    expect(written).toEqual([
      { severity: 'INFO', message: 'before the company', requestId: '105445aa7843bc8bf206b12000100000' },
      {
        severity: 'ERROR',
        message: 'after an await',
        vacancyId: 'v1',
        attempts: 2,
        requestId: '105445aa7843bc8bf206b12000100000',
        companyId: 'c1',
      },
    ]);
  });

  it('give each request without a trace header an id of its own, and none outside a request', async () => {
    await withRequestLog(undefined, async () => log.warn('one'));
    await withRequestLog(undefined, async () => log.warn('two'));
    log.info('outside');
    expect(written[0]!.requestId).toEqual(expect.any(String));
    expect(written[1]!.requestId).not.toBe(written[0]!.requestId);
    expect(written[2]).not.toHaveProperty('requestId');
  });

  it('never write personal data: an email passed as data, a CV or answers, or an address in an error', () => {
    log.error('Outbox e1 failed for ana.perez@example.com', {
      to: 'ana.perez@example.com',
      email: 'ana.perez@example.com',
      recipient: 'ana.perez@example.com',
      cv: 'Ana Pérez, 10 años de experiencia',
      answers: ['Trabajé en…'],
      error: new Error('550 mailbox ana.perez@example.com unavailable'),
      applicationId: 'a1',
    });
    const text = JSON.stringify(written);
    expect(text).not.toContain('ana.perez@example.com');
    expect(text).not.toContain('Ana Pérez');
    expect(text).not.toContain('Trabajé');
    expect(written[0]).toMatchObject({
      message: 'Outbox e1 failed for [email]',
      recipient: '[email]',
      error: { kind: 'Error', message: '550 mailbox [email] unavailable' },
      applicationId: 'a1',
    });
  });
});
