import { describe, expect, it } from 'vitest';
import { REALTIME_MAX_MINUTES } from '../constants';
import { adjustmentsFor, AI_NOTICE, aiNoticeOf, PRACTICE_AI_NOTICE, realtimeLimitMinutes } from './accommodations';

describe('the AI notice a candidate reads', () => {
  it('says the real-time limit the interview has: 56 minutes once «más tiempo» was accepted', () => {
    const minutes = realtimeLimitMinutes(adjustmentsFor(['moreTime']));
    expect(minutes).toBe(56);
    const notice = aiNoticeOf('company', minutes);
    const text = notice.paragraphs.join('\n');
    expect(text).toContain('termina a los 56 minutos');
    expect(text).not.toContain(`termina a los ${REALTIME_MAX_MINUTES} minutos`);
    // Only that number changes: the rest, the title, the button and the version are the notice's.
    expect(notice.paragraphs.filter((p, i) => p !== AI_NOTICE.paragraphs[i])).toHaveLength(1);
    expect(notice).toMatchObject({
      title: AI_NOTICE.title,
      acknowledge: AI_NOTICE.acknowledge,
      version: AI_NOTICE.version,
    });
  });

  it('says the default limit without adjustments, and a practice has its own wording', () => {
    expect(aiNoticeOf('company')).toBe(AI_NOTICE);
    expect(aiNoticeOf('company', realtimeLimitMinutes(null)).paragraphs.join('\n')).toContain(
      `termina a los ${REALTIME_MAX_MINUTES} minutos`,
    );
    expect(aiNoticeOf('practice', 56)).toBe(PRACTICE_AI_NOTICE);
  });
});
