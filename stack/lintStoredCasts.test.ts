/**
 * The lint config forbids casting stored data in the functions (eslint.config.js): a fixture of each cast
 * fails, the same reads through a converter pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stack';

const RULE = 'no-restricted-syntax';

async function castFindings(code: string, filePath = 'functions/src/recruiting/castFixture.ts'): Promise<number> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return result!.messages.filter((message) => message.ruleId === RULE).length;
}

const HEADER = `import type { DocumentSnapshot } from 'firebase-admin/firestore';\ndeclare const doc: DocumentSnapshot;\n`;

describe('lint: no casts of stored data in functions', () => {
  it.each([
    ['snapshot.data() as T', 'export const a = doc.data() as { name: string };'],
    ["doc.get('x') as T", "export const a = (doc.get('chatHistory') as string[] | undefined) ?? [];"],
    ['snapshot.data()! as T', 'export const a = doc.data()! as { name: string };'],
    ['snapshot.data()?.field as T', 'export const a = doc.data()?.name as string;'],
    ['snapshot.data()!.field as T', 'export const a = doc.data()!.name as string;'],
    ['<T>doc.get(x)', "export const a = <string>doc.get('name');"],
  ])('fails on %s', async (_name, line) => {
    expect(await castFindings(`${HEADER}${line}\n`)).toBe(1);
  });

  it('passes reads that parse, and casts of other values', async () => {
    const code = `${HEADER}import { z } from 'zod';
export const a = z.object({ name: z.string() }).parse(doc.data());
export const b = doc.get('name') === 'x';
export const c = JSON.parse('{}') as { name: string };
`;
    expect(await castFindings(code)).toBe(0);
  });
});
