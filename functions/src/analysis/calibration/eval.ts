/**
 * `npm run eval`: the calibration table — for every labelled transcript its expected band and the score of
 * the built-in analyser, and, when OPENAI_API_KEY is set, the OpenAI analyser's scores over three runs and
 * their spread. Exits non-zero when a built-in score misses its band or the per-role order fails.
 */
import { openAiEnabled } from '../../ai/openai';
import { openAiAnalyzer } from '../openai';
import { ROLES } from './contexts';
import { BAND_RANGES } from './set';
import { CALIBRATION_SET, builtinResult, inBand, orderHolds, transcriptOfCase } from './run';

const BAND_LABEL = { strong: 'fuerte', average: 'media', weak: 'débil' } as const;
const RUNS = 3;

async function main(): Promise<void> {
  const withModel = openAiEnabled();
  const header = ['transcripción', 'rol', 'banda esperada', 'rango', 'integrado', 'ok'];
  if (withModel) header.push(`OpenAI (${RUNS} ejecuciones)`, 'dispersión', 'ok');
  const rows: string[][] = [header];
  const scores = new Map<string, number>();
  let failures = 0;
  for (const item of CALIBRATION_SET) {
    const score = builtinResult(item).score;
    scores.set(item.id, score);
    const ok = inBand(item, score);
    if (!ok) failures += 1;
    const [low, high] = BAND_RANGES[item.band];
    const row = [
      item.edge ? `${item.id} (${item.edge})` : item.id,
      item.role,
      BAND_LABEL[item.band],
      `${low}–${high}`,
      String(score),
      ok ? 'sí' : 'NO',
    ];
    if (withModel) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        try {
          runs.push((await openAiAnalyzer.analyze(ROLES[item.role], transcriptOfCase(item))).score);
        } catch (error) {
          console.error(`${item.id}: ${(error as Error).message}`);
        }
      }
      const spread = runs.length ? Math.max(...runs) - Math.min(...runs) : NaN;
      row.push(
        runs.join(' / ') || 'error',
        Number.isNaN(spread) ? '—' : String(spread),
        runs.length && runs.every((value) => inBand(item, value)) ? 'sí' : 'NO',
      );
    }
    rows.push(row);
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  console.log('');
  for (const { role, holds } of orderHolds(scores)) {
    console.log(`orden fuerte > media > débil en ${role}: ${holds ? 'sí' : 'NO'}`);
    if (!holds) failures += 1;
  }
  if (!withModel) console.log('\n(sin OPENAI_API_KEY: solo el analizador integrado)');
  process.exitCode = failures ? 1 : 0;
}

void main();
