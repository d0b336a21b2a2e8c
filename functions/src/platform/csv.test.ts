import { describe, expect, it } from 'vitest';
import { auditCsvRows, AUDIT_CSV_HEADER, type AuditEntry, type ExportRow } from '@clara/domain';
import { candidatesCsv } from '../recruiting/export/csv';
import { csvFile, safeCell, UTF8_BOM } from './csv';

const row = (overrides: Partial<ExportRow> = {}): ExportRow => ({
  name: 'Begoña Muñoz',
  email: 'begona@prueba.test',
  countryCode: '+593',
  phoneNumber: '99 123 4567',
  linkedin: '',
  status: 'Evaluar',
  appliedAt: 1_767_225_600,
  statusChangedAt: 1_767_312_000,
  source: 'linkedin',
  score: 78,
  ratings: [
    { name: 'Comunicación', rating: 4 },
    { name: 'Resolución de problemas', rating: 3 },
  ],
  claraWithheld: false,
  teamScorecards: 2,
  teamScore: 63,
  ...overrides,
});

describe('candidates CSV', () => {
  it("says Clara's score is hidden, with no ratings, for a member who has not scored the candidate yet", () => {
    const lines = candidatesCsv([row({ claraWithheld: true })]).split('\r\n');
    expect(lines[1]).toContain('Puntaje oculto hasta tu evaluación');
    expect(lines[1]).not.toContain('78');
    expect(lines[1]).not.toContain('Comunicación');
  });

  it('starts with a UTF-8 BOM and the header, keeps accents, ends lines with CRLF', () => {
    const csv = candidatesCsv([row()]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Nombre,Correo,Código de país,Teléfono,LinkedIn,Estado,Fecha de postulación (UTC),Último cambio de estado (UTC),Fuente,Puntaje de Clara,Valoraciones de Clara,Evaluaciones del equipo,Puntaje medio del equipo',
    );
    expect(lines[1]).toBe(
      'Begoña Muñoz,begona@prueba.test,+593,99 123 4567,,Evaluar,2026-01-01 00:00,2026-01-02 00:00,linkedin,78,Comunicación: 4; Resolución de problemas: 3,2,63',
    );
    expect(lines[2]).toBe('');
  });

  it('quotes commas, quotes and line breaks; leaves an unanalysed score empty', () => {
    const csv = candidatesCsv([
      row({ name: 'Pérez, "Pepe"\nJr.', score: null, ratings: [], teamScorecards: 0, teamScore: null }),
    ]);
    expect(csv).toContain('"Pérez, ""Pepe""\nJr.",');
    // No analysis and no scorecards: the four columns stay empty.
    expect(csv.split('\r\n')[1]).toMatch(/,linkedin,,,,$/);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(safeCell('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('+593')).toBe('+593');
    expect(safeCell('Ana')).toBe('Ana');
    expect(candidatesCsv([row({ name: '=cmd|calc' })])).toContain("'=cmd|calc");
  });
});

describe('audit CSV (the same writer)', () => {
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

  it('starts with the BOM, writes the header and one row per entry', () => {
    const csv = csvFile(AUDIT_CSV_HEADER, auditCsvRows([entry]));
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^fecha \(UTC\),persona,acción,candidato/);
    expect(lines[1]).toBe(
      '2027-01-15T08:00:00Z,ana@empresa.test,Cambió el estado,Luis Gómez,app-1,vac-1,Evaluar → Reclutador,POST /api/update-application-status',
    );
  });

  it('defuses a formula in a candidate name with the same guard as the candidates export', () => {
    const csv = csvFile(
      AUDIT_CSV_HEADER,
      auditCsvRows([{ ...entry, candidate: { applicationId: 'a', name: '=HYPERLINK("x")' } }]),
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
