// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importPlugin from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency direction of ARCHITECTURE.md: each layer names the workspace packages it may
 * import. Tests, stories and configs are dev code and may also use the mocks and the test kit.
 */
const layers = {
  domain: [],
  api: ['domain'],
  mocks: ['domain'],
  ui: ['domain'],
  booking: ['domain', 'api'],
  checkout: ['domain', 'ui', 'booking'],
  homes: ['domain', 'api', 'ui', 'booking', 'checkout'],
  account: ['domain', 'api', 'ui', 'booking'],
  trips: ['domain', 'api', 'ui', 'booking'],
  hotels: ['domain', 'api', 'ui', 'booking', 'checkout'],
  flights: ['domain', 'api', 'ui', 'booking', 'checkout'],
  'test-kit': ['domain', 'api', 'mocks', 'ui', 'booking'],
};

/** zod's classic API is not tree-shakable: a page would carry all of it (issue 12). */
const classicZod = {
  name: 'zod',
  message: "Import { z } from 'zod/mini': its functional API is tree-shakable.",
};

/** The stories' user-event is the one tests use: two copies preparing one page undo each other's typing. */
const secondUserEvent = {
  name: '@testing-library/user-event',
  message: "Import { userEvent } from 'storybook/test', the copy the stories' plays use.",
};

/** @param {string[]} allowed */
function onlyFromPackages(allowed) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@wayfare/*', ...allowed.map((name) => `!@wayfare/${name}`)],
            message: `This layer may import only ${allowed.length ? allowed.map((name) => `@wayfare/${name}`).join(', ') : 'no other Wayfare package'} (ARCHITECTURE.md, dependency direction).`,
          },
        ],
        paths: [classicZod, secondUserEvent],
      },
    ],
  };
}

const devFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/src/storybook/**',
  '**/src/**/testing/**',
  '**/*.config.ts',
  '**/e2e/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-corporate/**',
      '**/dist-demo/**',
      '.declarations/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.reports/**',
      '**/mockServiceWorker.js',
      '**/node_modules/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  importPlugin.flatConfigs.recommended,
  importPlugin.flatConfigs.typescript,
  {
    languageOptions: {
      parserOptions: {
        // One typed program over the whole workspace (tsconfig.json): each package's source is
        // read and typed once, whether the run lints one package or all of them.
        project: './tsconfig.json',
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'packages/*/tsconfig.json',
            'apps/*/tsconfig.json',
            'tools/*/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Cycles are ours to find, not our dependencies': walking node_modules was half the rule time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      // tsc checks what these check, over the same program (typescript-eslint's performance
      // guide); import-x/namespace alone took a tenth of the lint stage.
      'import-x/namespace': 'off',
      'import-x/named': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Before the layers' rules, which name it again for their own files (a later rule replaces it).
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [secondUserEvent] }] },
  },
  // The custom element's tests keep a page each (vitest.unit.config.ts), and storybook/test's copy
  // does not finish a search typed inside a shadow root (the results never load): not understood yet.
  {
    files: ['packages/homes/src/element/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...Object.entries(layers).map(([layer, allowed]) => ({
    files: [`packages/${layer}/src/**/*.{ts,tsx}`],
    ignores: devFiles,
    rules: onlyFromPackages(allowed),
  })),
  {
    // domain is pure: no React, no I/O.
    files: ['packages/domain/src/**/*.ts'],
    ignores: devFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@wayfare/*'], message: 'domain imports no other Wayfare package.' },
            {
              group: ['react', 'react-dom', '@mui/*', '@emotion/*', 'node:*', 'msw', 'msw/*'],
              message: 'domain is pure TypeScript: no React, no I/O.',
            },
          ],
          paths: [classicZod],
        },
      ],
      // The DOM library is there for URLSearchParams; the page, storage and network are not the domain's.
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'fetch',
          'navigator',
          'location',
          'history',
          'XMLHttpRequest',
        ],
      ],
    },
  },
  {
    // Configs and tools share the root's vitest settings and Chromium flags on purpose.
    files: ['**/*.config.ts', 'tools/**/*.mjs'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
