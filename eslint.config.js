import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Server modules that every feature may use: identity (who is calling, what they may do) and the audit log.
 * Any other module is a feature: another feature may call its service, never its repo or routes.
 */
const sharedServerModules = ['auth', 'audit'];
const serverFeatureZones = foldersIn('./server/src/modules/')
  .filter((name) => !sharedServerModules.includes(name))
  .map((name) => ({
    target: './server/src/modules/!(' + name + ')/**',
    from: `./server/src/modules/${name}/**`,
    except: [
      `**/server/src/modules/${name}/${name}-service.ts`,
      `**/server/src/modules/${name}/index.ts`,
      // Whose tables a module may read is decided by tableOwnershipZones below.
      `**/server/src/modules/${name}/${name}-schema.ts`,
    ],
    message: `Another module may call ${name}-service.ts or index.ts, not the rest of modules/${name}/.`,
  }));

/**
 * Every table has one owner: modules/<m>/<m>-schema.ts, queried only by that module (db/schema.ts assembles them
 * for drizzle-kit and the client). Other modules read its data through what the owner exports (index.ts). Schema
 * files may name another module's table as a foreign key target, and tests may set up any table.
 * `users` (auth) is the identity every row points to: any module may join it for a name or an address.
 */
const everyoneReads = ['auth'];
const serverModules = foldersIn('./server/src/modules/');
const tableOwnershipZones = serverModules.flatMap((reader) =>
  serverModules
    .filter((owner) => owner !== reader && !everyoneReads.includes(owner))
    .map((owner) => ({
      target: `./server/src/modules/${reader}/**/!(*-schema|*.test).ts`,
      from: `./server/src/modules/${owner}/${owner}-schema.ts`,
      message: `modules/${owner} owns these tables: read them through what modules/${owner}/index.ts exports.`,
    })),
);

/** Client features compose only in app/: a feature never imports another feature. */
const clientFeatureZones = foldersIn('./client/src/features/').map((name) => ({
  target: `./client/src/features/${name}/**`,
  from: './client/src/features/',
  except: [`./${name}`],
  message: `features/${name} must not import another feature; compose them in app/.`,
}));

const boundaryZones = [
  ...serverFeatureZones,
  ...tableOwnershipZones,
  {
    target: './server/src/modules/**/!(*.test).ts',
    from: './server/src/db/schema.ts',
    message:
      'A module imports its own <module>-schema.ts; db/schema.ts is the assembly for drizzle-kit and the client.',
  },
  ...clientFeatureZones,
  {
    target: './client/src/features/**',
    from: './client/src/app/**',
    message: 'A feature must not import app/ (app composes features, not the reverse).',
  },
  {
    target: ['./client/src/components/**', './client/src/lib/**', './client/src/widgets/**'],
    from: ['./client/src/features/**', './client/src/app/**'],
    message: 'Shared client code must not depend on a feature or on app/.',
  },
  {
    target: ['./client/src/components/**', './client/src/lib/**'],
    from: './client/src/widgets/**',
    message: 'Design-system primitives and lib/ sit below the widgets built from them.',
  },
  {
    target: ['./server/src/engine/**', './server/src/labs/**'],
    from: ['./server/src/db/**', './server/src/modules/**', './server/src/http/**'],
    message: 'engine/ and labs/ are pure cores: no database, modules or HTTP.',
  },
  {
    target: './server/src/!(engine)/**',
    from: './server/src/engine/**',
    except: ['**/server/src/engine/index.ts'],
    message: 'Use the plan engine through its public surface, engine/index.ts.',
  },
  {
    // Test helpers (lab documents, factories, fakes) stay out of the production bundle. The demo seeder is a dev
    // tool run with tsx that makes its reports with the lab-document generator.
    target: './server/src/**/!(*.test|seed-demo|demo-lab-documents).ts',
    from: './server/test/**',
    message: 'Production code must not import server/test (test helpers); only tests and dev tools may.',
  },
  {
    target: './common/**',
    from: ['./server/**', './client/**'],
    message: 'common/ is shared by server and client and must depend on neither.',
  },
  {
    target: './server/**',
    from: './client/**',
    message: 'The server must not import client code.',
  },
  {
    target: './client/**',
    from: './server/**',
    message: 'The client must not import server code (shared code lives in common/).',
  },
];

/** Sources of time and chance the pure cores must be handed instead of reaching for. */
const impureGlobals = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Pure core: take `now` as an input instead of Date.now().',
  },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
    message: 'Pure core: take a seed (seeded generator) as an input instead of Math.random().',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Pure core: take `now` as an input instead of new Date().',
  },
];

/**
 * The client talks to the API only through its typed client (lib/api-client.ts, docs/decisions/009): elsewhere, no
 * fetch or XMLHttpRequest, and an /api/ address only as the route argument of the typed calls.
 */
const TYPED_CLIENT = 'Call the API through the typed client (lib/api-client.ts: api.get/post/…, fileUrl).';
/** A literal that is an argument of a typed call (`api.get('/api/…')`, `fileUrl('/api/…')`): the route's name. */
const typedCallArgument =
  "CallExpression[callee.object.name='api'] > Literal.arguments, " +
  'CallExpression[callee.name=/^(fileUrl|describeRequest)$/] > Literal.arguments';
const typedApiOnly = [
  { selector: "CallExpression[callee.name='fetch']", message: TYPED_CLIENT },
  { selector: "CallExpression[callee.property.name='fetch']", message: TYPED_CLIENT },
  { selector: "NewExpression[callee.name='XMLHttpRequest']", message: TYPED_CLIENT },
  { selector: `Literal[value=/^\\/api\\//]:not(${typedCallArgument})`, message: TYPED_CLIENT },
  { selector: 'TemplateLiteral TemplateElement[value.raw=/^\\/api\\//]', message: TYPED_CLIENT },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'server/src/db/migrations',
      'client/public',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'tsconfig.node.json',
            'client/tsconfig.json',
            'e2e/tsconfig.json',
            'common/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware rules where a forgotten await loses an error or a write: the server and its tests.
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: [
      'client/src/lib/api-client.ts',
      // Holds the one URL-shaped key kept for offline snapshots already stored on devices.
      'client/src/lib/query-keys.ts',
      'client/src/**/*.test.{ts,tsx}',
      'client/src/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...typedApiOnly] },
  },
  {
    // Shared hooks/providers and test files export more than components by design.
    files: [
      'client/src/lib/**',
      'client/src/components/**',
      'client/src/widgets/**',
      'client/src/**/*.test.tsx',
    ],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // The pure cores must not do I/O: no database, HTTP, file system or clock they were not handed.
    files: ['server/src/engine/**/*.ts', 'server/src/labs/parse/**/*.ts', 'common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:fs',
                'node:fs/*',
                'fs',
                'node:http',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'Pure core: no I/O here.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services split by operation (commands, queries, presenters, jobs): no module file above 400 lines.
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // Deterministic cores: the same inputs give the same plan and the same parse.
    files: ['server/src/engine/**/*.ts', 'server/src/labs/parse/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...impureGlobals] },
  },
);
