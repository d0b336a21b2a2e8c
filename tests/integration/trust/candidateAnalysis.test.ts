/**
 * Issue 31: a company interview's candidate reads Clara's analysis of their interview through their emailed link
 * (POST /api/candidate-analysis): the score, each rating with its quotes, the rubric it was made with and that a
 * person decides; never the team's scorecards or notes. Before the analysis exists, a Spanish state; an unknown
 * link, 404. The read is recorded (audit entry, and the date on the team's interview view) and the analysis is in
 * the data download.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_ANALYSIS_TEXTS, CANDIDATE_LINK_ERRORS } from '@clara/domain';
import { callApi } from '../../support/stack';
import { createRecruiter, createVacancyFor, acceptNotice, applyTo, readDoc } from '../../support/recruiting';
import { allRatings, auditEntries, candidateToken, interviewedCandidate, saveScorecard } from '../../support/people';

describe("the candidate's own analysis", () => {
  it('is read from the emailed link with its quotes and rubric, recorded for the team, and in the download', async () => {
    const owner = await createRecruiter('Análisis Propio S.A.');
    const vacancyId = await createVacancyFor(owner);
    const candidate = await interviewedCandidate(owner, vacancyId, 'Paula Gómez');
    const note = 'Nota interna: no compartir con la candidata';
    expect(
      (
        await saveScorecard(owner.token, candidate.applicationId, {
          ratings: allRatings(2),
          recommendation: 'doubts',
          note,
        })
      ).status,
    ).toBeLessThan(300);
    const token = await candidateToken(candidate.email);

    const read = await callApi('/candidate-analysis', { body: { token } });
    expect(read.status).toBe(200);
    expect(read.body.state).toBe('ready');
    const stored = (await readDoc(`interview_private/${candidate.code}`))!;
    const storedAnalysis = typeof stored.analysis === 'string' ? JSON.parse(stored.analysis) : stored.analysis;
    expect(read.body.analysis.score).toBe(storedAnalysis.score);
    const ratings = Object.values(read.body.analysis.personalityAssessment) as any[];
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((entry) => typeof entry.rating === 'number')).toBe(true);
    const quotes = ratings.flatMap((entry) => entry.evidence ?? []);
    expect(quotes.length).toBeGreaterThan(0);
    // Each quote is verbatim from the candidate's own answers, which come with it.
    const answers = (read.body.chatHistory as any[])
      .filter((m) => m.type === 'user')
      .map((m) => m.text)
      .join('\n');
    const plain = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
    for (const quote of quotes) expect(plain(answers)).toContain(plain(quote.quote));
    expect(read.body.rubric.version).toBe(storedAnalysis.rubricVersion);
    expect(read.body.rubric.skills.length).toBeGreaterThan(0);
    for (const skill of read.body.rubric.skills) {
      expect(skill.name).not.toBe('');
      expect(skill.anchors[1] && skill.anchors[3] && skill.anchors[5]).toBeTruthy();
    }
    expect(read.body.decision).toBe(CANDIDATE_ANALYSIS_TEXTS.decision);
    // Never the team's scorecards or notes.
    const served = JSON.stringify(read.body);
    expect(served).not.toContain(note);
    expect(served).not.toContain('recommendation');
    expect(served).not.toContain(owner.uid);

    // Recorded by the API that served it: an audit entry by the candidate, and when on the team's interview view.
    const viewed = (await auditEntries(owner.companyId)).filter(
      (entry) => entry.kind === 'candidate.ownAnalysisViewed',
    );
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({
      actor: { type: 'candidate' },
      applicationId: candidate.applicationId,
      candidateName: 'Paula Gómez',
      action: 'POST /api/candidate-analysis',
    });
    const board = await callApi(`/vacancies/${vacancyId}/candidates`, { token: owner.token });
    const row = (board.body.applications as any[]).find((item) => item.id === candidate.applicationId);
    expect(row.interviews[0].candidateAnalysisViewedAt).toBe(viewed[0]!.at);

    // In the data download, as the page shows it.
    const download = await callApi('/candidate-data', { body: { token } });
    expect(download.status).toBe(200);
    expect(download.body.analysis).toEqual({
      analysis: read.body.analysis,
      rubric: read.body.rubric,
      decision: read.body.decision,
    });
    expect(JSON.stringify(download.body)).not.toContain(note);
  });

  it('says in Spanish that there is no analysis yet before it exists, and answers 404 to a link that is not theirs', async () => {
    const owner = await createRecruiter('Análisis Pendiente S.A.');
    const vacancyId = await createVacancyFor(owner);
    const { applicationId, input } = await applyTo(vacancyId, { name: 'Iván Soto' });
    const token = await candidateToken(input.email as string);

    const before = await callApi('/candidate-analysis', { body: { token } });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ state: 'pending', message: CANDIDATE_ANALYSIS_TEXTS.noInterview });

    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: owner.token,
    });
    expect(started.status).toBe(200);
    await acceptNotice(started.body.code);
    const assigned = await callApi('/candidate-analysis', { body: { token } });
    expect(assigned.body).toEqual({ state: 'pending', message: CANDIDATE_ANALYSIS_TEXTS.pending });
    expect((await callApi('/candidate-data', { body: { token } })).body.analysis).toBeNull();
    // Nothing read, nothing recorded.
    expect((await auditEntries(owner.companyId)).filter((e) => e.kind === 'candidate.ownAnalysisViewed')).toEqual([]);

    const stranger = await callApi('/candidate-analysis', {
      body: { token: `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}` },
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe(CANDIDATE_LINK_ERRORS.invalidLink);
  });
});
