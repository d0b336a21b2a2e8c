/**
 * The lint config forbids casting stored data in the functions, and reading it raw outside the converters'
 * module (eslint.config.js): a fixture of each cast and raw read fails, the same reads through a converter pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stack';

const RULE = 'no-restricted-syntax';

/** The rule's findings of one kind (a cast, or a raw read) in `code` linted as `filePath`. */
async function findings(
  kind: 'is not cast' | 'not read raw',
  code: string,
  filePath = 'functions/src/recruiting/castFixture.ts',
): Promise<number> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return result!.messages.filter((message) => message.ruleId === RULE && message.message.includes(kind)).length;
}
const castFindings = (code: string, filePath?: string) => findings('is not cast', code, filePath);
const rawFindings = (code: string, filePath?: string) => findings('not read raw', code, filePath);

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

  it('passes reads through a converter, and casts of other values', async () => {
    const code = `${HEADER}import { z } from 'zod';
import { storedConverter } from '../platform/stored';
const docs = storedConverter('people', z.object({ name: z.string() }));
export const a = docs.read(doc)?.name === 'x';
export const c = JSON.parse('{}') as { name: string };
`;
    expect(await castFindings(code)).toBe(0);
    expect(await rawFindings(code)).toBe(0);
  });
});

describe('lint: no raw reads of stored data in functions', () => {
  it.each([
    ['snapshot.data()', 'export const a = doc.data();'],
    ['snapshot.data()?.field', 'export const a = doc.data()?.name;'],
    ["doc.get('field')", "export const a = doc.get('name') === 'x';"],
    ['snapshot.data() through a transaction', 'export const a = async (tx: any) => (await tx.get(doc.ref)).data();'],
  ])('fails on %s', async (_name, line) => {
    expect(await rawFindings(`${HEADER}${line}\n`)).toBe(1);
  });

  it('passes request headers, aggregations, map lookups by variable, and the converters and tests themselves', async () => {
    const code = `import type { Request } from 'express';
import type { AggregateQuerySnapshot, AggregateField } from 'firebase-admin/firestore';
import { aggregateOf } from '../platform/stored';
declare const req: Request;
declare const total: AggregateQuerySnapshot<{ count: AggregateField<number> }>;
declare const byId: Map<string, number>;
declare const id: string;
export const a = req.header('host');
export const b = aggregateOf(total).count;
export const c = byId.get(id);
`;
    expect(await rawFindings(code)).toBe(0);
    const raw = `${HEADER}export const a = doc.data();\n`;
    expect(await rawFindings(raw, 'functions/src/platform/stored.ts')).toBe(0);
    expect(await rawFindings(raw, 'functions/src/recruiting/castFixture.test.ts')).toBe(0);
  });
});

describe('lint: stored dates are epoch seconds in functions', () => {
  it('fails on a Firestore server timestamp, and passes nowSeconds()', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: `${ROOT}/functions/src/marketing/dateFixture.ts` });
      return result!.messages.filter((message) => message.message.includes('Stored dates are epoch seconds')).length;
    };
    expect(
      await lint(
        "import { FieldValue } from 'firebase-admin/firestore';\nexport const a = { createdAt: FieldValue.serverTimestamp() };\n",
      ),
    ).toBe(1);
    expect(
      await lint("import { nowSeconds } from '@clara/domain';\nexport const a = { createdAt: nowSeconds() };\n"),
    ).toBe(0);
  });
});
