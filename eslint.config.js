import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
/** What the shared client must never load: it has no UI, router, cache or language of its own (the front end injects them). */
const clientForbidden = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-router',
    'react-router/*',
    'antd-mobile',
    'antd-mobile/*',
    'antd',
    'antd/*',
    '@tanstack/*',
    'i18next',
    'react-i18next',
    'zod',
    '**/apps/**',
    '@nanhua/web',
    '@nanhua/api',
  ],
  message:
    'packages/client has no UI, router, cache, language or app inside: the front end injects them with configureClient().',
};
/** The contract's values the client may load: zod-free ones (codes, limits, buildPath, the sign-in proof of work); types of the rest are fine. */
const clientContractValues = [
  'Code',
  'buildPath',
  'limits',
  'storageKeys',
  'isProofRequest',
  'proofOfWork',
  'hasLeadingZeroBits',
  'proofInput',
  'proofHeaderValue',
];

/** `x as unknown as T` silences the contract's types; callers type through request() instead. */
const noDoubleCast = [
  'error',
  {
    selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
    message: 'No `as unknown as` casts: type the call through the contract (request(path, input)).',
  },
];

/**
 * Tests wait for a condition or move a clock, never sleep a fixed interval over 200 ms (issue 33): a
 * literal delay in setTimeout(resolve, N), timers/promises' setTimeout(N), sleep/delay/pause(N) or
 * Playwright's waitForTimeout(N).
 */
const MAX_SLEEP_MS = 200;
const fixedSleep = [
  `CallExpression[callee.name='setTimeout'][arguments.length=2][arguments.0.type='Identifier'][arguments.1.value>${MAX_SLEEP_MS}]`,
  `CallExpression[callee.name='setTimeout'][arguments.length=1][arguments.0.value>${MAX_SLEEP_MS}]`,
  `CallExpression[callee.name=/^(sleep|delay|pause|wait)$/][arguments.0.value>${MAX_SLEEP_MS}]`,
  `CallExpression[callee.property.name='waitForTimeout'][arguments.0.value>${MAX_SLEEP_MS}]`,
].map((selector) => ({
  selector,
  message: `No fixed sleep over ${MAX_SLEEP_MS} ms in a test: wait for a condition (poll it), or move the clock (vi.useFakeTimers, testClock, the server's test clock).`,
}));
const testFiles = ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', '**/test-kit.ts', '**/*.test-data.ts'];

const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const consoleFeaturesDir = 'apps/console/src/features';
const consoleFeatures = existsSync(consoleFeaturesDir)
  ? readdirSync(consoleFeaturesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Import rules of the web app (bulletproof-react: a feature never imports another feature; pages compose them). */
const webZones = [
  ...features.map((f) => ({
    target: `./${featuresDir}/${f}`,
    from: `./${featuresDir}`,
    except: [`./${f}`],
    message: 'Features must not import each other; compose them in a page.',
  })),
  { target: `./${featuresDir}`, from: './apps/web/src/pages', message: 'Features must not import pages.' },
  { target: './apps/web/src', from: './apps/api', message: 'The web never imports the API.' },
  {
    target: './apps/web/src',
    from: './packages/client/src',
    message: "Import @nanhua/client's public entry, never its files.",
  },
];
/** The console's: its own app, and the web's rule for its features (issue 36). */
const consoleZones = [
  { target: './apps/console', from: './apps/web', message: 'No app imports another app.' },
  { target: './apps/console', from: './apps/api', message: 'No app imports another app.' },
  // The web's rule (issue 36): a console feature never imports another feature; pages compose them.
  ...consoleFeatures.map((f) => ({
    target: `./${consoleFeaturesDir}/${f}`,
    from: `./${consoleFeaturesDir}`,
    except: [`./${f}`],
    message: 'Console features must not import each other; compose them in a page.',
  })),
];
/**
 * Source files only (a test may compose across rooms, as a page does): generic parts serve every feature,
 * so components/ and lib/ never import a feature or a page, and no feature imports a page.
 */
const genericZones = (src, message) => [
  ...['components', 'lib'].map((dir) => ({
    target: `./${src}/${dir}`,
    from: [`./${src}/features`, `./${src}/pages`],
    message: `${dir}/ never imports a feature or a page; ${message}`,
  })),
  { target: `./${src}/features`, from: `./${src}/pages`, message: 'Features must not import pages.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-output/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // eslint-plugin-import resolves relative TypeScript imports (without it import/no-restricted-paths saw nothing).
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react: a feature never imports another feature; pages compose them.
      'import/no-restricted-paths': [
        'error',
        {
          zones: webZones,
        },
      ],
      'no-restricted-syntax': noDoubleCast,
      // The request layer, tokens and session come from @nanhua/client's one entry (lib/client.ts wires it).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nanhua/client/*', '**/packages/client/**'],
              message: "Import @nanhua/client's public entry, never its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // The staff console: its own app; the request layer from @nanhua/client's entry, never the other apps.
    files: ['apps/console/**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: consoleZones,
        },
      ],
      'no-restricted-syntax': noDoubleCast,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nanhua/client/*', '**/packages/client/**'],
              message: "Import @nanhua/client's public entry, never its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...webZones, ...genericZones('apps/web/src', 'pass it in from a page')] },
      ],
    },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [...consoleZones, ...genericZones('apps/console/src', 'pass it in (see components/media-fields.tsx)')],
        },
      ],
    },
  },
  {
    files: ['packages/client/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages/client', from: './apps', message: 'The client never imports an app.' }] },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [clientForbidden] }],
      'no-restricted-syntax': noDoubleCast,
    },
  },
  {
    // The client's sources: only themselves and the contract (zod-free values; its types freely).
    files: ['packages/client/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nanhua/contract',
              allowImportNames: clientContractValues,
              allowTypeImports: true,
              message: `Only ${clientContractValues.join(', ')} of the contract are zod-free values; import the rest as types.`,
            },
          ],
          patterns: [
            clientForbidden,
            {
              regex: '^(?!\\.{1,2}/|@nanhua/contract(/calls)?$)',
              message: 'packages/client/src imports only itself and @nanhua/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: './apps/api/src', from: './apps/web', message: 'The API never imports the web.' }] },
      ],
    },
  },
  // e2e: every spec starts what it runs against through startApp (e2e/support/app.ts), never a piece by hand.
  {
    files: ['e2e/specs/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ['support/server', 'startServer'],
            ['support/browser', 'launch'],
            ['support/nginx', 'startNginx'],
            ['support/mail-catcher', 'startMailCatcher'],
            ['test/pg-cluster', 'startCluster'],
          ].map(([module, name]) => ({
            regex: `(^|/)${module}(\\.js)?$`,
            importNames: [name],
            message: `Start the app with startApp (e2e/support/app.ts), not ${name}: give it an option if it lacks one.`,
          })),
        },
      ],
    },
  },
  // Tests and specs: no fixed sleep over 200 ms (the front ends' test files keep their no-double-cast rule).
  { files: testFiles, rules: { 'no-restricted-syntax': ['error', ...fixedSleep] } },
  {
    files: [
      'apps/web/**/*.test.{ts,tsx}',
      'apps/web/test/**/*.{ts,tsx}',
      'apps/console/**/*.test.{ts,tsx}',
      'apps/console/test/**/*.{ts,tsx}',
      'packages/client/test/**/*.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', noDoubleCast[1], ...fixedSleep] },
  },
);
