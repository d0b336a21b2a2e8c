import { useEffect, useState } from 'react';
import type { AnalysisResult } from '@clara/domain/analysis/result';
import { readStoredAnalysis } from '@clara/domain/analysis/stored';
import { formatDateTime } from '@clara/domain/common/dates';
import { progressOf, ratingsOf, type Attempt } from '@clara/domain/practice/progress';
import { MY_PRACTICE_TEXTS } from '@clara/domain/practice/texts';
import { LineChart } from '../../ui/chart/Chart';
import type { PracticeItem } from './useMyPractice';

/** Reads a stored analysis, or undefined when it cannot. */
type ReadAnalysis = (stored: unknown) => AnalysisResult | undefined;

/**
 * The analysed attempts, oldest first, each analysis read with `read` (zod-free by default: an unreadable one is
 * left out, see useAnalysisReader). Dates count seconds, so two practices started in the same second are
 * ordered by the millisecond of Clara's greeting (the session's first message, written at its creation), then code.
 */
export function attemptsOf(items: readonly PracticeItem[], read: ReadAnalysis = readStoredAnalysis): Attempt[] {
  return items
    .flatMap((item) => {
      if (item.state !== 'ready' || !item.doc.analysis) return [];
      const analysis = read(item.doc.analysis);
      if (!analysis) return [];
      const score = typeof item.doc.score === 'number' ? item.doc.score : analysis.score;
      return [
        {
          date: item.entry.date ?? 0,
          startedMs: item.doc.startedMs ?? 0,
          code: item.entry.code,
          score,
          ratings: ratingsOf(analysis),
        },
      ];
    })
    .sort((a, b) => a.date - b.date || a.startedMs - b.startedMs || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map(({ date, score, ratings }, index) => ({
      label: MY_PRACTICE_TEXTS.attempt(index + 1, formatDateTime(date).slice(0, 10)),
      score,
      ratings,
    }));
}

/** The analyses the zod-free reader does not recognise (JSON text, an older or wrapped shape): they need the schema. */
const needsSchema = (items: readonly PracticeItem[]) =>
  items.some((item) => item.state === 'ready' && item.doc.analysis && !readStoredAnalysis(item.doc.analysis));

/**
 * How this page reads analyses: zod-free, as the analysis page does; only when one is in another shape does the
 * schema's parser (and zod) load, which converts it or leaves it out (SPEC §3).
 */
function useAnalysisReader(items: readonly PracticeItem[]): ReadAnalysis {
  const needed = needsSchema(items);
  const [withSchema, setWithSchema] = useState<ReadAnalysis | null>(null);
  useEffect(() => {
    if (!needed || withSchema) return;
    let live = true;
    void import('@clara/domain/analysis/result').then(({ parseAnalysis }) => {
      if (!live) return;
      setWithSchema(() => (stored: unknown) => {
        const parsed = parseAnalysis(stored);
        return parsed.ok ? parsed.analysis : undefined;
      });
    });
    return () => {
      live = false;
    };
  }, [needed, withSchema]);
  return withSchema ?? readStoredAnalysis;
}

/** The score and each competency across attempts, in the one chart component (gaps where not rated). */
export function ProgressCharts({ items }: { items: readonly PracticeItem[] }) {
  const read = useAnalysisReader(items);
  const attempts = attemptsOf(items, read);
  if (attempts.length === 0) return null;
  const progress = progressOf(attempts);
  return (
    <section className="card pr-progress" aria-labelledby="progress-title">
      <h2 id="progress-title">{MY_PRACTICE_TEXTS.progressTitle}</h2>
      {attempts.length < 2 && <p className="muted">{MY_PRACTICE_TEXTS.progressNeedsTwo}</p>}
      <h3>{MY_PRACTICE_TEXTS.score}</h3>
      <LineChart
        label={MY_PRACTICE_TEXTS.scoreChartLabel(
          attempts.map((attempt) => `${attempt.label}: ${attempt.score}`).join(', '),
        )}
        min={0}
        max={100}
        valueHeader={MY_PRACTICE_TEXTS.attemptHeader}
        attempts={progress.attempts}
        series={[progress.score]}
      />
      {progress.competencies.length > 0 && (
        <>
          <h3>Competencias</h3>
          <LineChart
            label={MY_PRACTICE_TEXTS.competencyChartLabel}
            min={1}
            max={5}
            valueHeader={MY_PRACTICE_TEXTS.attemptHeader}
            attempts={progress.attempts}
            series={progress.competencies}
            legend
          />
          <p className="muted pr-small">{MY_PRACTICE_TEXTS.gapsNote}</p>
        </>
      )}
    </section>
  );
}
