import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMON_ERRORS } from '@clara/domain';
import { StoredDataError } from '@clara/domain/common/failures';
import { storedApplicationSchema } from '@clara/domain/recruiting/documents';
import { sink } from './log';
import { storedConverter } from './stored';

const write = vi.fn();

const applications = storedConverter('applications', storedApplicationSchema, (id, value) => ({ id, ...value }));

const stored = {
  companyId: 'company-1',
  vacancyId: 'vacancy-1',
  candidateId: 'candidate-1',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  cv: 'Diez años de soporte técnico.',
  status: 'Evaluar',
  statusHistory: [{ status: 'Nueva', date: Timestamp.fromMillis(1_700_000_000_000), notes: 'Postulación recibida.' }],
  interviewId: '',
  createdAt: 1_700_000_000,
};

describe('storedConverter', () => {
  beforeEach(() => {
    write.mockClear();
    vi.spyOn(sink, 'write').mockImplementation(write);
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads a good document with the defaults older documents rely on', () => {
    const application = applications.parse('app-1', stored);
    expect(application).toMatchObject({
      id: 'app-1',
      name: 'Ana Pérez',
      phoneNumber: '',
      source: 'directo',
      status: 'Evaluar',
      interviewId: null,
      createdAt: 1_700_000_000,
      practiceReport: null,
    });
    expect(application.statusHistory[0]).toEqual({
      status: 'Nueva',
      date: 1_700_000_000,
      notes: 'Postulación recibida.',
    });
    expect(write).not.toHaveBeenCalled();
  });

  it('fails a document missing a required field, naming the collection, the id and the field', () => {
    const { companyId: _missing, ...withoutCompany } = stored;
    const failure = catchFailure(() => applications.parse('app-2', withoutCompany));
    expect(failure).toBeInstanceOf(StoredDataError);
    expect(failure).toMatchObject({ collection: 'applications', id: 'app-2', paths: ['companyId'] });
    expect(failure.message).toBe(COMMON_ERRORS.storedData);
    expect(failure.kind).toBe('storedData');
  });

  it('logs the collection, the id and the fields that failed, never their values', () => {
    catchFailure(() =>
      applications.parse('app-3', { ...stored, email: 12345, statusHistory: [{ status: 'Rara', date: 'ayer' }] }),
    );
    expect(write).toHaveBeenCalledTimes(1);
    const [entry] = write.mock.calls[0]! as [{ severity: string; message: string; fields: string }];
    expect(entry.severity).toBe('ERROR');
    expect(entry.message).toContain('applications/app-3');
    expect(entry).toMatchObject({ collection: 'applications', documentId: 'app-3' });
    expect(entry.fields.split(', ')).toEqual(
      expect.arrayContaining(['email', 'statusHistory.0.status', 'statusHistory.0.date']),
    );
    const logged = JSON.stringify(entry);
    for (const value of ['12345', 'Rara', 'ayer', 'Ana Pérez', 'ana@example.com', 'soporte técnico'])
      expect(logged).not.toContain(value);
  });

  it('reads a snapshot: null when the document does not exist', () => {
    const snapshot = (data: unknown) =>
      ({ id: 'app-4', data: () => data }) as unknown as Parameters<typeof applications.read>[0];
    expect(applications.read(snapshot(undefined))).toBeNull();
    expect(applications.read(snapshot(stored))?.id).toBe('app-4');
    expect(() => applications.read(snapshot({ ...stored, status: 7 }))).toThrow(StoredDataError);
  });

  it('reads one value kept in several documents: a later snapshot over an earlier one, a missing one adds nothing', () => {
    const snapshot = (data: unknown) =>
      ({ id: 'app-5', data: () => data }) as unknown as Parameters<typeof applications.parseMerged>[1][number];
    const { status: _status, ...rest } = stored;
    const merged = applications.parseMerged('app-5', [
      snapshot(rest),
      null,
      snapshot(undefined),
      snapshot({ status: 'Proceso' }),
    ]);
    expect(merged).toMatchObject({ id: 'app-5', name: 'Ana Pérez', status: 'Proceso' });
    expect(() => applications.parseMerged('app-5', [snapshot(rest), snapshot({ status: 'Rara' })])).toThrow(
      StoredDataError,
    );
  });
});

function catchFailure(read: () => unknown): StoredDataError {
  try {
    read();
  } catch (error) {
    return error as StoredDataError;
  }
  throw new Error('the read did not fail');
}
