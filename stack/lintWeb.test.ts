/**
 * Issue 34: the web under the functions' discipline (eslint.config.js): outside web/src/platform, no `console`,
 * no `fetch`, no hand-built download link, no cast of Firestore data, no query key outside a query factory and no
 * walk of the query cache. A fixture of each fails in a feature and
 * passes in platform/, where the one sanctioned place for each lives.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { WEB_FEATURES_LAYERS, unlisted } from './layers.mjs';
import { ROOT } from './stack';

async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const FEATURE_FILE = 'web/src/features/recruiting/lintFixture.ts';
const PLATFORM_FILE = 'web/src/platform/lintFixture.ts';

describe('lint: the web’s discipline', () => {
  it.each([
    ['console.error', "console.error('x');\n", 'no-console'],
    ['console.log', "console.log('x');\n", 'no-console'],
    ['fetch', "export const a = fetch('/api/chat');\n", 'callApi / callCompanyApi / callStream'],
    [
      'a download link by hand',
      "const link = document.createElement('a');\nlink.click();\n",
      'saveFile() or saveCsv()',
    ],
    [
      'link.download = name',
      "declare const link: HTMLAnchorElement;\nlink.download = 'a.csv';\n",
      'saveFile() or saveCsv()',
    ],
    [
      'a query key written in place',
      "declare function useQuery(options: object): unknown;\nexport const a = useQuery({ queryKey: ['x', 1] });\n",
      "the feature's query factory",
    ],
    [
      'a query key written in place as const',
      "declare function useQuery(options: object): unknown;\nexport const a = useQuery({ queryKey: ['x', 1] as const });\n",
      "the feature's query factory",
    ],
    [
      "a query key made by the component's own key function",
      "declare function useQuery(options: object): unknown;\nconst itemKey = (id: string) => ['x', id] as const;\nexport const a = useQuery({ queryKey: itemKey('1') });\n",
      "the feature's query factory",
    ],
    [
      'a walk of the query cache',
      'declare const client: { getQueryCache(): unknown };\nexport const a = client.getQueryCache();\n',
      'Nothing walks the query cache',
    ],
    [
      'a cast of Firestore data',
      'declare const doc: { data(): unknown };\nexport const a = doc.data() as { name: string };\n',
      'Firestore data is not cast in the web',
    ],
  ])('refuses %s in a feature, and allows it in platform/', async (_name, code, expected) => {
    expect((await rulesHit(code, FEATURE_FILE)).filter((hit) => hit.includes(expected))).toHaveLength(1);
    expect((await rulesHit(code, PLATFORM_FILE)).filter((hit) => hit.includes(expected))).toHaveLength(0);
  });

  it('takes a query key written in a query factory (a feature’s queries.ts)', async () => {
    const code =
      "declare function queryOptions(options: object): unknown;\nexport const q = queryOptions({ queryKey: ['x', 1] });\n";
    expect(await rulesHit(code, 'web/src/features/recruiting/lintFixtureQueries.ts')).toEqual([]);
  });

  it('passes the sanctioned ways: reportError, saveCsv, openStream', async () => {
    const code = `import { reportError } from '../../platform/log';
import { saveCsv } from '../../platform/download';
reportError('No se pudo', new Error('x'));
saveCsv('a;b', 'a.csv');
`;
    expect(await rulesHit(code, FEATURE_FILE)).toEqual([]);
  });
});

describe('lint: the walls inside a web feature (stack/layers.mjs WEB_FEATURE_LAYERS)', () => {
  const walls = (hits: string[]) => hits.filter((hit) => hit.startsWith('import-x/no-restricted-paths'));

  it('refuses a sub-folder importing one above it (people → dashboard), and takes the way down', async () => {
    const up = "export { DashboardHeader } from '../dashboard/DashboardHeader';\n";
    const hits = walls(await rulesHit(up, 'web/src/features/recruiting/people/lintFixture.ts'));
    expect(hits).toHaveLength(1);
    expect(hits[0]).toContain('web/src/features/recruiting/people is in layer 4');
    const down = "export { PersonSection } from '../people/PersonSection';\n";
    expect(walls(await rulesHit(down, 'web/src/features/recruiting/dashboard/lintFixture.ts'))).toEqual([]);
  });

  it('refuses a sub-folder importing one of its own layer (careers → mail)', async () => {
    const beside = "export { useTemplates } from '../mail/templateQueries';\n";
    expect(walls(await rulesHit(beside, 'web/src/features/recruiting/careers/lintFixture.ts'))).toHaveLength(1);
  });
});

describe('lint: the web features in layers (stack/layers.mjs WEB_FEATURES_LAYERS)', () => {
  const walls = (hits: string[]) => hits.filter((hit) => hit.startsWith('import-x/no-restricted-paths'));

  it('refuses a lower feature importing a higher one (team → scheduling), and takes the way down', async () => {
    const up = "export { useAvailability } from '../scheduling/schedulingQueries';\n";
    const hits = walls(await rulesHit(up, 'web/src/features/team/lintFixture.ts'));
    expect(hits).toHaveLength(1);
    expect(hits[0]).toContain('web/src/features/team is in layer 2');
    const down = "export { useTeam } from '../team/teamQueries';\n";
    expect(walls(await rulesHit(down, 'web/src/features/scheduling/lintFixture.ts'))).toEqual([]);
  });

  it('refuses a feature importing one of its own layer (scorecards → reviews, analysis → coaches)', async () => {
    const beside = "export { reviewQueries } from '../reviews/reviewQueries';\n";
    expect(walls(await rulesHit(beside, 'web/src/features/scorecards/lintFixture.ts'))).toHaveLength(1);
    const bottom = "export { coachesQueries } from '../coaches/queries';\n";
    const hits = walls(await rulesHit(bottom, 'web/src/features/analysis/lintFixture.ts'));
    expect(hits).toHaveLength(1);
    expect(hits[0]).toContain('it imports only platform/, ui/, domain and packages');
  });

  it('refuses the shared lower feature importing recruiting (hiring → recruiting)', async () => {
    const up = "export { recruitingQueries } from '../recruiting/shared/queries';\n";
    expect(walls(await rulesHit(up, 'web/src/features/hiring/lintFixture.ts'))).toHaveLength(1);
  });

  describe('a feature in no layer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clara-web-layers-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is reported (eslint.config.js then refuses to start), and every feature of web/src/features has a layer', () => {
      for (const name of ['team', 'recruiting', 'newFeature']) mkdirSync(join(dir, name));
      expect(unlisted(dir, WEB_FEATURES_LAYERS, [])).toEqual(['newFeature']);
      expect(unlisted(join(ROOT, 'web/src/features'), WEB_FEATURES_LAYERS, [])).toEqual([]);
    });
  });
});
