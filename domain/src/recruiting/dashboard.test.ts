import { describe, expect, it } from 'vitest';
import {
  analysisPath,
  groupVacancies,
  interviewCodeFromRef,
  interviewRef,
  interviewUrl,
  latestHistoryEntry,
  statusHistoryRows,
  publicJobUrl,
  sortCandidates,
  VACANCY_GROUPS,
  vacancyCounts,
} from './dashboard';
import type { ApplicationStatus } from '../hiring/status';

describe('vacancy groups', () => {
  it('are Activas (open), Inactivas and Cerradas (collapsed)', () => {
    expect(VACANCY_GROUPS.map((g) => [g.title, g.openByDefault])).toEqual([
      ['Vacantes Activas', true],
      ['Vacantes Inactivas', false],
      ['Vacantes Cerradas', false],
    ]);
  });

  it('groups by status, newest first, a missing status counting as No Activa', () => {
    const groups = groupVacancies([
      { id: 'a', status: 'Activa', createdAt: 10 },
      { id: 'b', status: 'Activa', createdAt: 30 },
      { id: 'c', createdAt: 5 },
      { id: 'd', status: 'Cerrada', createdAt: 1 },
      { id: 'e', status: 'No Activa', createdAt: 9 },
    ]);
    expect(groups.Activa.map((v) => v.id)).toEqual(['b', 'a']);
    expect(groups['No Activa'].map((v) => v.id)).toEqual(['e', 'c']);
    expect(groups.Cerrada.map((v) => v.id)).toEqual(['d']);
  });
});

describe('sortCandidates', () => {
  it('orders by SPEC status order, then by application date', () => {
    const statuses: ApplicationStatus[] = [
      'Nueva',
      'Descartado',
      'Evaluar',
      'Seleccionado',
      'Entrevista',
      'Proceso',
      'Reclutador',
    ];
    const apps = statuses.map((status, i) => ({ status, createdAt: i }));
    apps.push({ status: 'Nueva', createdAt: -1 });
    expect(sortCandidates(apps).map((a) => `${a.status}:${a.createdAt}`)).toEqual([
      'Seleccionado:3',
      'Proceso:5',
      'Reclutador:6',
      'Evaluar:2',
      'Entrevista:4',
      'Nueva:-1',
      'Nueva:0',
      'Descartado:1',
    ]);
  });
});

describe('latestHistoryEntry', () => {
  it('answers the entry with the latest date, the later one on ties, or null', () => {
    expect(latestHistoryEntry([])).toBeNull();
    expect(latestHistoryEntry(undefined)).toBeNull();
    const entries = [
      { status: 'Nueva' as const, date: 1, notes: 'a' },
      { status: 'Evaluar' as const, date: 5, notes: 'b' },
      { status: 'Reclutador' as const, date: 5, notes: 'c' },
      { status: 'Entrevista' as const, date: 3, notes: 'd' },
    ];
    expect(latestHistoryEntry(entries)?.notes).toBe('c');
  });
});

describe('interview references and links', () => {
  const code = 'c0a80101-0000-4000-8000-000000000001';
  it('takes the code from the second path segment', () => {
    expect(interviewCodeFromRef(`company_interviews/${code}`)).toBe(code);
    expect(interviewCodeFromRef(interviewRef(code))).toBe(code);
    expect(interviewCodeFromRef(null)).toBeNull();
    expect(interviewCodeFromRef('')).toBeNull();
  });

  it('builds the public job link, the interview link and the analysis path', () => {
    expect(publicJobUrl('https://clara.example/', 'vac-1')).toBe('https://clara.example/job/vac-1');
    expect(interviewUrl('http://127.0.0.1:5000', code)).toBe(`http://127.0.0.1:5000/clara?code=${code}`);
    expect(analysisPath(code)).toBe(`/analysis?code=${code}`);
  });

  it('counts applications and the ones with an interview', () => {
    expect(
      vacancyCounts([
        { interviewId: null },
        { interviewId: 'company_interviews/x' },
        { interviewId: null, interviews: [{}] },
      ]),
    ).toEqual({
      applications: 3,
      interviews: 2,
    });
  });
});

describe('statusHistoryRows', () => {
  it('lists every change oldest first with who made it: a member, automatic (the candidate applying, Clara), or nobody recorded', () => {
    const rows = statusHistoryRows([
      { id: 'b', status: 'Entrevista', date: 200, notes: '', by: null },
      { status: 'Nueva', date: 100, notes: '' },
      { id: 'c', status: 'Descartado', date: 300, notes: 'No encaja', by: { uid: 'u1', email: 'ana@empresa.test' } },
      { id: 'd', status: 'Descartado', date: 300, notes: 'Otra vez', by: { uid: 'u2', email: 'luis@empresa.test' } },
    ]);
    expect(rows.map((row) => [row.status, row.who, row.notes])).toEqual([
      ['Nueva', 'Sin registrar', ''],
      ['Entrevista', 'Automático', ''],
      ['Descartado', 'ana@empresa.test', 'No encaja'],
      ['Descartado', 'luis@empresa.test', 'Otra vez'],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(4);
    expect(statusHistoryRows(undefined)).toEqual([]);
  });
});
