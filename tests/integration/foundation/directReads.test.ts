import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  type Timestamp as LiteTimestamp,
} from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { useBrowserFirestore } from '../../support/browserFirestore';
import { adminDb, closeAdmin } from '../../support/stack';

/**
 * The browser reads interviews by code and media by id straight from Firestore with firestore/lite (REST).
 * These tests use the same SDK and the same /client-config.json the web app fetches from Hosting.
 */
const db = useBrowserFirestore();

afterAll(closeAdmin);

describe('direct reads through firebase/firestore/lite', () => {
  it('reads an interview by its 36-character code with every value type intact', async () => {
    const code = randomUUID();
    const createdAt = Timestamp.fromDate(new Date('2026-03-04T10:20:30.000Z'));
    await adminDb()
      .doc(`interviews/${code}`)
      .set({
        status: 'Finished',
        isPractice: true,
        createdAt,
        score: 82,
        ratio: 0.5,
        analysis: {
          evaluationSummary: 'Buen desempeño',
          personalityAssessment: { Comunicación: { evaluation: 'Alto', justification: 'Claro' } },
        },
        chatHistory: [
          { text: 'Hola', type: 'system', timestamp: 1 },
          { text: 'Buenos días', type: 'user', timestamp: 2 },
        ],
        feedback: null,
      });
    const snapshot = await getDoc(doc(db(), 'interviews', code));
    expect(snapshot.exists()).toBe(true);
    const data = snapshot.data()!;
    expect(data.status).toBe('Finished');
    expect(data.score).toBe(82);
    expect(data.ratio).toBe(0.5);
    expect(data.feedback).toBeNull();
    expect((data.createdAt as LiteTimestamp).toDate().toISOString()).toBe('2026-03-04T10:20:30.000Z');
    expect(data.analysis.personalityAssessment.Comunicación).toEqual({ evaluation: 'Alto', justification: 'Claro' });
    expect(data.chatHistory).toEqual([
      { text: 'Hola', type: 'system', timestamp: 1 },
      { text: 'Buenos días', type: 'user', timestamp: 2 },
    ]);
  });

  it('reads a chunked media document and its chunks in order', async () => {
    const mediaId = randomUUID();
    const parts = ['AAAA', 'BBBB', 'CC=='];
    await adminDb()
      .doc(`media/${mediaId}`)
      .set({ mediaType: 'audio', mimeType: 'audio/webm', storeMethod: 'chunked', totalChunks: 3 });
    // Written out of order on purpose: the reader must order by chunkIndex.
    for (const index of [2, 0, 1]) {
      await adminDb().doc(`media/${mediaId}/chunks/${index}`).set({ chunkIndex: index, data: parts[index], mediaId });
    }
    const media = await getDoc(doc(db(), 'media', mediaId));
    expect(media.data()).toMatchObject({ storeMethod: 'chunked', totalChunks: 3 });
    const chunks = await getDocs(query(collection(db(), 'media', mediaId, 'chunks'), orderBy('chunkIndex')));
    expect(chunks.docs.map((chunk) => chunk.get('data')).join('')).toBe(parts.join(''));
  });

  it('refuses to read company data the browser does not hold by code', async () => {
    await adminDb().doc('vacancies/lite-probe').set({ title: 'Privada', companyId: 'x' });
    await expect(getDoc(doc(db(), 'vacancies', 'lite-probe'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(collection(db(), 'interviews'))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
