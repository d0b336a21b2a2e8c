import { describe, expect, it } from 'vitest';
import { auditCsv, csvCell } from './csv';
import { auditCutoff, auditRetentionMonths, type AuditEntry } from './kinds';

describe('audit retention', () => {
  it('is 12 months by default and never under 6', () => {
    expect(auditRetentionMonths()).toBe(12);
    expect(auditRetentionMonths(Number.NaN)).toBe(12);
    expect(auditRetentionMonths(24)).toBe(24);
    expect(auditRetentionMonths(3)).toBe(6);
    expect(auditRetentionMonths(0)).toBe(12);
  });

  it('cuts entries older than the retention (months of 30 days)', () => {
    const now = 1_800_000_000;
    expect(auditCutoff(now, 12)).toBe(now - 360 * 86_400);
    expect(auditCutoff(now, 1)).toBe(now - 180 * 86_400);
  });
});

describe('audit CSV', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvCell('Ana, Pérez')).toBe('"Ana, Pérez"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('simple')).toBe('simple');
  });

  it('writes a header and one row per entry', () => {
    const entry: AuditEntry = {
      id: 'e1',
      at: 1_800_000_000,
      actor: { type: 'member', uid: 'u1', email: 'ana@empresa.test' },
      kind: 'candidate.statusChanged',
      candidate: { applicationId: 'app-1', name: 'Luis Gómez' },
      vacancyId: 'vac-1',
      action: 'POST /api/update-application-status',
      detail: 'Evaluar → Reclutador',
    };
    const lines = auditCsv([entry]).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^fecha \(UTC\),persona,acción,candidato/);
    expect(lines[1]).toBe(
      '2027-01-15T08:00:00Z,ana@empresa.test,Cambió el estado,Luis Gómez,app-1,vac-1,Evaluar → Reclutador,POST /api/update-application-status',
    );
  });
});
