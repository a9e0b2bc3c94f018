import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-output/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
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
          zones: [
            ...features.map((f) => ({
              target: `./${featuresDir}/${f}`,
              from: `./${featuresDir}`,
              except: [`./${f}`],
              message: 'Features must not import each other; compose them in a page.',
            })),
            { target: `./${featuresDir}`, from: './apps/web/src/pages', message: 'Features must not import pages.' },
            { target: './apps/web/src', from: './apps/api', message: 'The web never imports the API.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [{ target: './apps/api/src', from: './apps/web', message: 'The API never imports the web.' }] }],
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
);
