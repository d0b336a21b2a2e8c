import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore/lite';
import { useBrowserFirestore } from '../../support/browserFirestore';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import { adminDb, callApi, stack } from '../../support/stack';
import { createRecruiter, createVacancyFor, readDoc, uniqueEmail, type Recruiter } from '../../support/recruiting';
import { addMember } from '../../support/team';
import { allRatings, auditEntries, candidateToken, interviewedCandidate, saveScorecard } from '../../support/people';
import type { purgeAuditLog as PurgeAuditLog } from '../../../functions/src/audit/purge';

const db = useBrowserFirestore();
let purgeAuditLog: typeof PurgeAuditLog;

beforeAll(async () => {
  await connectFunctionsInProcess();
  ({ purgeAuditLog } = await import('../../../functions/src/audit/purge'));
});
afterAll(disconnectFunctionsInProcess);

/** Every action of the issue, once, by the owner, a recruiter and the candidate. */
async function busyCompany() {
  const owner = await createRecruiter('Auditada S.A.');
  const colleague = await addMember(owner, uniqueEmail('colega'));
  const vacancyId = await createVacancyFor(owner);
  const candidate = await interviewedCandidate(owner, vacancyId, 'Nora Díaz');
  const { applicationId, code } = candidate;
  // Issue 31: the calls that serve the CV and the transcript record the views.
  expect((await callApi(`/application/${applicationId}/cv`, { token: colleague.token })).status).toBe(200);
  expect((await callApi(`/application/${applicationId}/transcript`, { token: colleague.token })).status).toBe(200);
  await callApi(`/company-interview/${code}/analysis`, { token: colleague.token });
  await saveScorecard(colleague.token, applicationId, { ratings: allRatings(3), recommendation: 'doubts' });
  await callApi('/update-application-status', {
    body: {
      applicationId,
      newStatus: 'Reclutador',
      notes: 'Pasa a entrevista',
      interviewId: `company_interviews/${code}`,
    },
    token: colleague.token,
  });
  const token = await candidateToken(candidate.email);
  await callApi('/candidate-data', { body: { token } });
  const asked = await callApi('/candidate-review-request', { body: { token } });
  await callApi(`/review-requests/${asked.body.id}/answer`, { body: { answer: 'Revisado.' }, token: owner.token });
  return { owner, colleague, vacancyId, applicationId, code };
}

describe('the audit log (issue 20)', () => {
  it('records who saw and decided what, readable by the owner only, filtered, paginated and exported as CSV', async () => {
    const { owner, colleague, applicationId } = await busyCompany();
    // Issue 31: the browser no longer reports views (the call that did is gone).
    const reported = await callApi('/candidate-views', { body: { applicationId, item: 'cv' }, token: colleague.token });
    expect(reported.status).toBe(404);
    const stored = await auditEntries(owner.companyId);
    const who = (entry: Record<string, any>) => (entry.actor.type === 'member' ? entry.actor.uid : entry.actor.type);
    expect(stored.map((entry) => `${entry.kind} ${who(entry)}`)).toEqual(
      expect.arrayContaining([
        `team.invited ${owner.uid}`,
        `team.memberJoined ${colleague.uid}`,
        `candidate.cvViewed ${colleague.uid}`,
        `candidate.transcriptViewed ${colleague.uid}`,
        `candidate.analysisViewed ${colleague.uid}`,
        `scorecard.created ${colleague.uid}`,
        `candidate.statusChanged ${colleague.uid}`,
        `candidate.dataDownloaded candidate`,
        `review.requested candidate`,
        `review.answered ${owner.uid}`,
        // Issue 31: the vacancy's creation.
        `vacancy.created ${owner.uid}`,
      ]),
    );
    const status = stored.find((entry) => entry.kind === 'candidate.statusChanged')!;
    expect(status).toMatchObject({
      applicationId,
      candidateName: 'Nora Díaz',
      action: 'POST /api/update-application-status',
      detail: 'Reclutador',
    });

    // The owner reads it; a recruiter of the company cannot; another company sees only its own.
    const page = await callApi('/audit', { token: owner.token });
    expect(page.status).toBe(200);
    expect(page.body.retentionMonths).toBe(12);
    expect(page.body.entries.length).toBe(stored.length);
    expect((await callApi('/audit', { token: colleague.token })).status).toBe(403);
    const stranger = await createRecruiter();
    expect((await callApi('/audit', { token: stranger.token })).body.entries).toEqual([]);
    expect((await callApi(`/audit?applicationId=${applicationId}`, { token: stranger.token })).body.entries).toEqual(
      [],
    );

    // Filters by person, candidate and kind; pages of `limit` with a cursor.
    const byColleague = await callApi(`/audit?actor=${colleague.uid}`, { token: owner.token });
    expect(byColleague.body.entries.every((entry: any) => entry.actor.uid === colleague.uid)).toBe(true);
    expect(byColleague.body.entries.length).toBe(6);
    const byKind = await callApi(`/audit?kind=candidate.cvViewed&applicationId=${applicationId}`, {
      token: owner.token,
    });
    expect(byKind.body.entries).toEqual([
      expect.objectContaining({ kind: 'candidate.cvViewed', candidate: { applicationId, name: 'Nora Díaz' } }),
    ]);
    const first = await callApi('/audit?limit=4', { token: owner.token });
    expect(first.body.entries).toHaveLength(4);
    const second = await callApi(`/audit?limit=4&cursor=${first.body.nextCursor}`, { token: owner.token });
    const ids = [...first.body.entries, ...second.body.entries].map((entry: any) => entry.id);
    expect(new Set(ids).size).toBe(8);
    expect(ids).toEqual(stored.slice(0, 8).map((entry) => entry.id));
    expect((await callApi('/audit?kind=nada', { token: owner.token })).status).toBe(400);

    // CSV of the filtered log; the export is itself recorded.
    const csv = await fetch(`${stack().url}/api/audit/export?actor=${colleague.uid}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    // The one CSV writer of every export: a UTF-8 BOM first (Excel reads the accents).
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('fecha (UTC),persona,acción,candidato,id postulación,vacante,detalle,origen');
    expect(lines).toHaveLength(7);
    expect(lines.some((line) => line.includes('Vio el CV') && line.includes('Nora Díaz'))).toBe(true);
    expect(
      (await fetch(`${stack().url}/api/audit/export`, { headers: { Authorization: `Bearer ${colleague.token}` } }))
        .status,
    ).toBe(403);
    expect((await auditEntries(owner.companyId))[0]).toMatchObject({
      kind: 'audit.exported',
      actor: { uid: owner.uid },
    });
  });

  it('records erasing a candidate and removing a member', async () => {
    const owner = await createRecruiter();
    const colleague = await addMember(owner, uniqueEmail('colega'));
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await interviewedCandidate(owner, vacancyId, 'Eva Sanz');
    await callApi(`/application/${applicationId}`, { method: 'DELETE', token: owner.token });
    await callApi(`/team/members/${colleague.uid}`, { method: 'DELETE', token: owner.token });
    const stored = await auditEntries(owner.companyId);
    expect(stored.find((entry) => entry.kind === 'candidate.erased')).toMatchObject({
      applicationId,
      candidateName: 'Eva Sanz',
      actor: { uid: owner.uid },
    });
    expect(stored.find((entry) => entry.kind === 'team.memberRemoved')).toMatchObject({ detail: colleague.email });
  });

  it('no client reads, writes, edits or deletes an entry (the REST mirror of the rules), signed in or not', async () => {
    const owner: Recruiter = await createRecruiter();
    await callApi('/team/invitations', { body: { email: uniqueEmail('x') }, token: owner.token });
    const [entry] = await auditEntries(owner.companyId);
    expect(entry).toBeDefined();
    const path = `audit_log/${entry!.id}`;
    await expect(getDoc(doc(db(), path))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(collection(db(), 'audit_log'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(doc(db(), path), { kind: 'team.invitationRevoked' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(deleteDoc(doc(db(), path))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setDoc(doc(db(), 'audit_log/forged'), { companyId: owner.companyId })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // With the owner's ID token, straight to the REST front.
    const config = await (await fetch(`${stack().url}/client-config.json`)).json();
    const base = `http://${config.emulators.firestoreHost}:${config.emulators.firestorePort}/v1/projects/${stack().projectId}/databases/(default)/documents`;
    const commit = await fetch(`${base}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({
        writes: [{ delete: `projects/${stack().projectId}/databases/(default)/documents/${path}` }],
      }),
    });
    expect(commit.status).toBe(403);
    const read = await fetch(`${base}/${path}`, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(read.ok).toBe(false);
    expect(await readDoc(path)).toMatchObject({ kind: 'team.invited', companyId: owner.companyId });
    expect(await readDoc('audit_log/forged')).toBeUndefined();
  });

  it('the scheduled purge erases entries past the retention (12 months by default, never under 6)', async () => {
    const owner = await createRecruiter();
    for (const email of [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')])
      await callApi('/team/invitations', { body: { email }, token: owner.token });
    const [recent, sevenMonths, thirteenMonths] = await auditEntries(owner.companyId);
    const now = Math.floor(Date.now() / 1000);
    await adminDb()
      .doc(`audit_log/${sevenMonths!.id}`)
      .update({ at: now - 7 * 30 * 86_400 });
    await adminDb()
      .doc(`audit_log/${thirteenMonths!.id}`)
      .update({ at: now - 13 * 30 * 86_400 });

    // An unreadable entry older than them all (written by hand) is passed over, not a stop for every run.
    const malformed = adminDb().doc(`audit_log/malformed-${owner.companyId}`);
    await malformed.set({ at: now - 14 * 30 * 86_400, kind: 42 });

    await purgeAuditLog(now, 12);
    expect((await auditEntries(owner.companyId)).map((entry) => entry.id)).toEqual([recent!.id, sevenMonths!.id]);
    expect((await malformed.get()).exists).toBe(true);
    await malformed.delete();
    // Configured under the minimum: 6 months are kept all the same (the 7-month entry goes, the recent one stays).
    await purgeAuditLog(now, 2);
    expect((await auditEntries(owner.companyId)).map((entry) => entry.id)).toEqual([recent!.id]);
  });
});
