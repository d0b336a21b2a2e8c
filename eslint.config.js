// One lint for every workspace. The rules that matter most keep the layout as it is (CONTRIBUTING.md says why):
// web → domain ← functions, functions' and domain's folders and the web's features in layers
// (stack/layers.mjs), no import cycles.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import {
  DOMAIN_LAYERS,
  FUNCTIONS_LAYERS,
  WEB_FEATURES_LAYERS,
  WEB_FEATURE_LAYERS,
  layerZones,
  unlisted,
} from './stack/layers.mjs';

const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A folder in no layer would escape the cycle check: lint refuses to start until stack/layers.mjs places it.
for (const [src, layers, roots] of [
  ['functions/src', FUNCTIONS_LAYERS, ['index.ts', 'api.ts']],
  ['domain/src', DOMAIN_LAYERS, ['index.ts']],
  ['web/src/features', WEB_FEATURES_LAYERS, []],
]) {
  const missing = unlisted(fileURLToPath(new URL(`./${src}`, import.meta.url)), layers, roots);
  if (missing.length > 0) throw new Error(`${src}/{${missing.join(',')}} is in no layer: add it to stack/layers.mjs.`);
}
// The same inside each web feature, for its sub-folders (its root files compose them or serve them all).
for (const feature of WEB_FEATURES) {
  const dir = fileURLToPath(new URL(`./web/src/features/${feature}`, import.meta.url));
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const listed = new Set((WEB_FEATURE_LAYERS[feature] ?? []).flat());
  const missing = folders.map((entry) => entry.name).filter((name) => !listed.has(name));
  if (missing.length > 0)
    throw new Error(`web/src/features/${feature}/{${missing.join(',')}} is in no layer: add it to stack/layers.mjs.`);
}

const DOMAIN_ZONES = [
  { target: './domain', from: ['./functions', './web', './stack', './tests'], message: 'domain imports only domain.' },
];
const FUNCTIONS_ZONES = [
  {
    target: './functions',
    from: ['./web', './stack', './tests'],
    message: 'functions imports only functions and domain.',
  },
  {
    // Services throw the domain's failures (@clara/domain/common/failures); app.ts maps them to statuses.
    target: './functions/src/!(http)/**/!(routes).ts',
    from: './functions/src/http',
    message: "Only a feature's routes.ts uses http/: services throw domain failures and return values.",
  },
];

/** Server-only packages: they must never reach the browser bundle. */
const SERVER_ONLY_PACKAGES = ['firebase-admin', 'firebase-functions', 'express', 'openai', '@google-cloud/*', 'node:*'];

const STORED_DATA_MESSAGE =
  "Stored data is not cast: read it through its collection's converter (storedConverter in functions/src/platform/stored.ts), which parses it with its schema.";
const STORED_CASTS = [
  // snapshot.data() as T, doc.get('x') as T, <T>doc.data()
  ':matches(TSAsExpression, TSTypeAssertion) > CallExpression.expression',
  // snapshot.data()! as T
  ':matches(TSAsExpression, TSTypeAssertion) > TSNonNullExpression.expression > CallExpression.expression',
  // snapshot.data()?.field as T, snapshot.data()!.field as T
  ':matches(TSAsExpression, TSTypeAssertion) > ChainExpression.expression > MemberExpression.expression > CallExpression.object',
  ':matches(TSAsExpression, TSTypeAssertion) > MemberExpression.expression > CallExpression.object',
  ':matches(TSAsExpression, TSTypeAssertion) > MemberExpression.expression > TSNonNullExpression.object > CallExpression.expression',
].map((call) => ({ selector: `${call}[callee.property.name=/^(data|get)$/]`, message: STORED_DATA_MESSAGE }));
/** Stored dates are epoch seconds (SPEC §3: createdAt in seconds), written with domain's nowSeconds(). */
const STORED_DATES = [
  {
    selector: "MemberExpression[property.name='serverTimestamp']",
    message:
      'Stored dates are epoch seconds: write nowSeconds() (domain), not a Firestore Timestamp. Order keys that need milliseconds are named …Ms.',
  },
];
/** The same casts in the web, where the browser reads interviews and media straight from Firestore. */
const WEB_STORED_CASTS = STORED_CASTS.map((rule) => ({
  ...rule,
  message:
    'Firestore data is not cast in the web: parse it with its stored schema from domain (as analysis/queries.ts does).',
}));
const STORED_RAW_READS = [
  {
    selector: "CallExpression[callee.property.name='data'][arguments.length=0]",
    message:
      "Stored data is not read raw: read the snapshot through its collection's converter (docs.read(snapshot), storedConverter in functions/src/platform/stored.ts), which parses it with its schema.",
  },
  {
    selector:
      "CallExpression[callee.property.name='get'][arguments.length=1][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message:
      "A stored field is not read raw with doc.get('field'): read the snapshot through its collection's converter (docs.read(snapshot), storedConverter in functions/src/platform/stored.ts). Request headers: req.header(name).",
  },
];

/** Issue 34: what web code outside platform/ may not do by syntax (besides console and fetch). */
const WEB_DISCIPLINE = [
  ...WEB_STORED_CASTS,
  {
    selector: "AssignmentExpression[left.property.name='download']",
    message: 'A file is saved with saveFile() or saveCsv() (web/src/platform), not a link built by hand.',
  },
  {
    selector: "CallExpression[callee.property.name='createElement'][arguments.0.value='a']",
    message: 'A file is saved with saveFile() or saveCsv() (web/src/platform), not a link built by hand.',
  },
];

export default tseslint.config(
  {
    // Generated or copied output (the .gitignore's list): the stack's run directories hold copies of web/dist.
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/lib/',
      'web/dist-server/',
      'emulator-data/',
      'coverage/',
      '**/.firebase/',
      '.stack/',
      'tests/.artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Parsers for the files the import rules read (no-cycle follows imports into them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'domain/tsconfig.json',
            'functions/tsconfig.json',
            'web/tsconfig.json',
            'tests/tsconfig.json',
            'stack/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },

  // domain: the shared source of truth runs in the browser and in functions. It imports only its own files and
  // the dependencies domain/package.json declares (date-fns, zod), and no Node built-ins.
  {
    files: ['domain/src/**'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: ['domain'], devDependencies: ['**/*.test.ts'], includeInternal: true, includeTypes: true },
      ],
      'import-x/no-nodejs-modules': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...DOMAIN_ZONES, ...layerZones('./domain/src', DOMAIN_LAYERS)] },
      ],
    },
  },
  {
    // Tests never ship: they may use Vitest (a root dev dependency) and read files with Node.
    // They may reach above their folder's layer too (a test is no part of the import graph that ships).
    files: ['domain/src/**/*.test.ts'],
    rules: {
      'import-x/no-extraneous-dependencies': 'off',
      'import-x/no-nodejs-modules': 'off',
      'import-x/no-restricted-paths': ['error', { zones: DOMAIN_ZONES }],
    },
  },

  // web: browser code. No server-only code (functions/, stack/, Admin SDK, Node built-ins); the features in layers
  // (a feature imports only lower ones; shared code goes to platform/, ui/ or a lower feature, texts to domain);
  // app/ composes the features and nothing imports it.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules. The React Compiler rules of the plugin's recommended set are not on: when tried they
      // added ~20 s to lint on these two cores.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVER_ONLY_PACKAGES, message: 'Server-only code never runs in the browser.' }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web',
              from: ['./functions', './stack', './tests'],
              message: 'The web app imports no server or test code.',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not import app/: move shared code to platform/ or ui/.',
            },
            {
              target: ['./web/src/platform', './web/src/ui'],
              from: ['./web/src/features', './web/src/app'],
              message: 'platform/ and ui/ are shared by every feature and import none.',
            },
            // A feature imports only features of lower layers (stack/layers.mjs WEB_FEATURES_LAYERS).
            ...layerZones('./web/src/features', WEB_FEATURES_LAYERS, 'platform/, ui/, domain and packages'),
            ...Object.entries(WEB_FEATURE_LAYERS).flatMap(([feature, layers]) =>
              layerZones(`./web/src/features/${feature}`, layers),
            ),
          ],
        },
      ],
    },
  },
  {
    // The prerendered pages hydrate without react-router (web/src/prerenderedEntry.tsx), so their code and the
    // shared components link with ui/AppLink; one import of the router here would put all of it on the landing.
    files: [
      'web/src/features/marketing/**/*.tsx',
      'web/src/features/interview/pages/TermsPage.tsx',
      'web/src/ui/**/*.tsx',
      'web/src/app/prerendered.tsx',
      'web/src/prerenderedEntry.tsx',
    ],
    ignores: ['web/src/**/routes.tsx', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'Prerendered pages load no router: use AppLink / useAppNavigation (ui/AppLink.tsx, platform/navigation.ts).',
          })),
          patterns: [{ group: SERVER_ONLY_PACKAGES, message: 'Server-only code never runs in the browser.' }],
        },
      ],
    },
  },
  {
    // Issue 34: the web under the functions' discipline. Reports go through platform/log.ts, requests through the
    // route contract in platform/ (callApi, openStream), downloads through saveFile/saveCsv in platform/; Firestore data is
    // parsed with its stored schema, never cast. platform/ holds the one place each of these happens.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/platform/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-console': 'error',
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Requests go through the route contract: callApi / callCompanyApi / callStream (web/src/platform).',
        },
      ],
      'no-restricted-syntax': ['error', ...WEB_DISCIPLINE],
    },
  },
  {
    // Issue 34: server data is cached under keys made by a feature's query factory (`queries.ts`, `…Queries.ts`),
    // so what a change refreshes can be found in one place; nothing walks or watches the whole cache.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/platform/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/**/*{queries,Queries,Query}.ts'],
    rules: {
      // The whole list again: a later config's no-restricted-syntax replaces the earlier one for these files.
      'no-restricted-syntax': [
        'error',
        ...WEB_DISCIPLINE,
        {
          // A key written in place (`queryKey: [...]`, `[...] as const`), or by a key function of the component's own.
          selector: [
            "Property[key.name='queryKey'] > ArrayExpression",
            "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
            'VariableDeclarator[id.name=/Key$/] > ArrowFunctionExpression > ArrayExpression',
            'VariableDeclarator[id.name=/Key$/] > ArrowFunctionExpression > TSAsExpression > ArrayExpression',
          ].join(', '),
          message: "A query key comes from the feature's query factory (its queries.ts), not written in place.",
        },
        {
          selector: "CallExpression[callee.property.name='getQueryCache']",
          message: 'Nothing walks the query cache: read a query by its factory key, or ask the server.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/vite.config.ts', 'web/src/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },

  // functions: the API never imports the web app or the local stack (it is deployed alone); its folders in layers.
  {
    files: ['functions/src/**'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...FUNCTIONS_ZONES, ...layerZones('./functions/src', FUNCTIONS_LAYERS)] },
      ],
    },
  },
  {
    // Logs go through platform/log.ts: structured, with the request's id, without personal data. The command-line
    // scripts (the calibration table, the seed generator) print to the terminal.
    files: ['functions/src/**'],
    ignores: ['functions/src/**/*.test.ts', 'functions/src/calibration/eval.ts', 'functions/src/interview/seed/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // Tests may reach above their folder's layer (shared fixtures, the calibration set): they do not ship.
    files: ['functions/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: FUNCTIONS_ZONES }] },
  },

  // Stored data is parsed where it is read (functions/src/platform/stored.ts: one converter per collection, with
  // its schema from domain), never cast: `snapshot.data() as T` or `doc.get('x') as T` trusts whatever is stored.
  {
    files: ['functions/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...STORED_CASTS, ...STORED_DATES] },
  },
  // Nor read raw outside the converters' module: `snapshot.data()` and `doc.get('field')` hand out unchecked data
  // (a converter's `read(snapshot)` parses it). Express's request headers are read with `req.header(name)`, an
  // aggregation's figures with `aggregateOf(snapshot)`; tests and their fakes (`testing/`) may read what they wrote.
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/stored.ts', 'functions/src/**/*.test.ts', 'functions/src/**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...STORED_CASTS, ...STORED_RAW_READS, ...STORED_DATES] },
  },

  // No type-aware rules: measured here, no-floating-promises alone doubled lint's CPU time (20 s → 38 s) and
  // found nothing but react-router's navigate(), so it did not earn its cost. tsc (npm run typecheck) stays.

  {
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Tests read untyped JSON answers and documents field by field; typing each of them would say nothing more.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
