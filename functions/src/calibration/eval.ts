/**
 * `npm run eval`: the calibration table — for every labelled transcript its expected band, the score of the
 * built-in analyser and the integrity signals it raised; the held-out part apart; then the per-role order,
 * the pair checks (phone typing, instructions) and the false signals on honest transcripts. When
 * OPENAI_API_KEY is set, the OpenAI analyser's scores over three runs and their spread too. Exits non-zero
 * when any check fails.
 */
import { openAiEnabled } from '../ai/openai';
import { openAiAnalyzer } from '../analysis/openai';
import { rangeOf, type CalibrationCase } from './case';
import { ALL_ROLES } from './contexts';
import { CALIBRATION_SET, builtinResult, caseHolds, crossChecks, inBand, orderHolds, transcriptOfCase } from './run';
import { DESIGNED_SET, designedChecks, designedScore } from './designed';

const BAND_LABEL = { strong: 'fuerte', average: 'media', weak: 'débil', gamed: 'adversaria' } as const;
const RUNS = 3;

async function rowOf(item: CalibrationCase, withModel: boolean, scores: Map<string, number>): Promise<string[]> {
  const result = builtinResult(item);
  scores.set(item.id, result.score);
  const kinds = (result.integritySignals ?? []).map(
    (signal) => `${signal.kind}${signal.source ? `:${signal.source}` : ''} [${signal.answers.join(',')}]`,
  );
  const ok = caseHolds(item, result);
  const [low, high] = rangeOf(item);
  const range = item.orFlaggedOnMost ? `≤ ${high} o marcada` : `${low}–${high}`;
  const row = [
    item.edge ? `${item.id} (${item.edge})` : item.id,
    item.role,
    BAND_LABEL[item.band],
    range,
    String(result.score),
    kinds.join(' ') || '—',
    ok ? 'sí' : 'NO',
  ];
  if (withModel) {
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        runs.push((await openAiAnalyzer.analyze(ALL_ROLES[item.role], transcriptOfCase(item))).score);
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
  return row;
}

function print(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}

async function main(): Promise<void> {
  const withModel = openAiEnabled();
  const header = ['transcripción', 'rol', 'banda esperada', 'rango', 'integrado', 'señales de integridad', 'ok'];
  if (withModel) header.push(`OpenAI (${RUNS} ejecuciones)`, 'dispersión', 'ok');
  const scores = new Map<string, number>();
  let failures = 0;
  for (const [title, part] of [
    ['Conjunto ajustado y casos adversarios', CALIBRATION_SET.filter((item) => !item.heldOut)],
    [
      'Parte reservada 1 (escrita aparte; examinada una vez durante el ajuste)',
      CALIBRATION_SET.filter((item) => item.heldOut === 'examined'),
    ],
    [
      'Parte reservada 2 (escrita a ciegas; nunca usada para ajustar)',
      CALIBRATION_SET.filter((item) => item.heldOut === 'blind'),
    ],
    [
      'Parte reservada 3 (sustancia: escrita antes de cambiar los reconocedores, sin leerlos; examinada al corregirlos)',
      CALIBRATION_SET.filter((item) => item.heldOut === 'substance'),
    ],
  ] as const) {
    if (!part.length) continue;
    console.log(`\n${title}\n`);
    const rows: string[][] = [header];
    for (const item of part) {
      const row = await rowOf(item, withModel, scores);
      if (row[6] !== 'sí') failures += 1;
      rows.push(row);
    }
    print(rows);
  }
  console.log('');
  for (const { role, holds } of orderHolds(scores)) {
    console.log(`orden fuerte > media > débil en ${role}: ${holds ? 'sí' : 'NO'}`);
    if (!holds) failures += 1;
  }
  for (const { label, holds } of crossChecks(scores)) {
    console.log(`${label}: ${holds ? 'sí' : 'NO'}`);
    if (!holds) failures += 1;
  }
  const honest = CALIBRATION_SET.filter((item) => !item.expectSignal && item.band !== 'gamed');
  const falseSignals = honest.filter((item) => (builtinResult(item).integritySignals ?? []).length > 0).length;
  console.log(`señales en transcripciones honestas: ${falseSignals} de ${honest.length}`);
  if (falseSignals) failures += 1;
  // Issue 30: interviews designed by their vacancy (own questions, custom skills), played and rated built-in.
  console.log('\nEntrevistas diseñadas por la vacante (preguntas propias y habilidades propias)\n');
  const designedScores = new Map(DESIGNED_SET.map((item) => [item.id, designedScore(item)]));
  print([
    ['transcripción', 'vacante', 'banda esperada', 'integrado'],
    ...DESIGNED_SET.map((item) => [item.id, item.vacancy, BAND_LABEL[item.band], String(designedScores.get(item.id))]),
  ]);
  for (const { label, holds } of designedChecks(designedScores)) {
    console.log(`${label}: ${holds ? 'sí' : 'NO'}`);
    if (!holds) failures += 1;
  }
  if (!withModel) console.log('\n(sin OPENAI_API_KEY: solo el analizador integrado)');
  process.exitCode = failures ? 1 : 0;
}

void main();
