import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_LAYERS, unlisted } from './layers.mjs';
import { ROOT } from './stack';

// The repository's own eslint.config.js, on files that exist only in the test (lintText): their imports resolve
// to the real folders. no-cycle is off here: it follows every import and says nothing about folders.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('feature folders in layers (stack/layers.mjs, eslint.config.js)', () => {
  it('fails lint on a cycle of folders: the import against the layers is refused, the one along them passes', async () => {
    // mail/ and webhooks/ each get a file importing the other folder: a cycle of two folders, none of files.
    const down = await layerErrors(
      'functions/src/webhooks/layersFixture.ts',
      "import { outbox } from '../mail/outbox';\nexport const collection = outbox;\n",
    );
    const up = await layerErrors(
      'functions/src/mail/layersFixture.ts',
      "import { webhookChannel } from '../webhooks/channel';\nexport const channel = webhookChannel;\n",
    );
    expect(down).toEqual([]);
    expect(up).toEqual([expect.stringContaining('functions/src/mail is in layer 5')]);
  });

  it('fails lint when the HTTP core imports a feature or a shared mechanism above it', async () => {
    const errors = await layerErrors(
      'functions/src/http/layersFixture.ts',
      "import { requireCompanyId } from '../company/users';\nexport const companyOf = requireCompanyId;\n",
    );
    expect(errors).toEqual([expect.stringContaining('functions/src/http is in layer 2')]);
  });

  it("holds for domain's folders, and lets a test reach above its folder's layer", async () => {
    const errors = await layerErrors(
      'domain/src/analysis/layersFixture.ts',
      "import type { InterviewLabel } from '../interview/session';\nexport type Label = InterviewLabel;\n",
    );
    expect(errors).toEqual([expect.stringContaining('domain/src/analysis is in layer 4')]);
    const inTest = await layerErrors(
      'functions/src/analysis/layersFixture.test.ts',
      "import { ALL_ROLES } from '../calibration/contexts';\nexport const roles = ALL_ROLES;\n",
    );
    expect(inTest).toEqual([]);
  });

  describe('a folder in no layer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clara-layers-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is reported (eslint.config.js then refuses to start)', () => {
      for (const name of ['platform', 'http', 'newFeature']) mkdirSync(join(dir, name));
      for (const name of ['index.ts', 'api.ts', 'loose.ts', 'loose.test.ts']) writeFileSync(join(dir, name), '');
      expect(unlisted(dir, FUNCTIONS_LAYERS, ['index.ts', 'api.ts'])).toEqual(['loose.ts', 'newFeature']);
    });
  });
});
