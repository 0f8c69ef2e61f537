// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/** Import boundaries of CONVENTIONS.md: shared imports neither side, web never imports server, ui never imports features. */
const boundary = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.test-data',
      'src/web/routeTree.gen.ts',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read JSON answers (`response.json()` is any) and assert on them.
    files: ['**/*.test.ts', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Every user-visible text of a component goes through the i18n catalogue (src/web/i18n/locales): a
    // literal in JSX text or in a text attribute (aria-label, title, placeholder, alt, ...) fails lint.
    // Attributes whose type is a union of string literals (variant="ghost", to="/app") are not text.
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'width',
              'height',
              'to',
              'href',
              'src',
              'rel',
              'target',
              'name',
              'value',
              'htmlFor',
              'role',
              'lang',
              'accept',
              'autoComplete',
              'inputMode',
              'method',
              'encType',
              'form',
              'side',
              'align',
              'variant',
              'size',
              'data-.*',
              'aria-controls',
              'aria-describedby',
              'aria-labelledby',
              'aria-live',
              'aria-hidden',
              'aria-current',
              'aria-haspopup',
              'aria-orientation',
              'preload',
              'sizes',
              'viewBox',
              'd',
              'fill',
              'stroke',
              'xmlns',
              'pattern',
              'capture',
              'loading',
              'decoding',
              'dir',
              'enterKeyHint',
              'spellCheck',
              'crossOrigin',
              'mode',
              'kind',
              'srcLang',
              'orientation',
              'testId',
            ],
          },
          words: {
            exclude: ['[0-9!-/:-@[-`{-~\\s·•–—…×→←↑↓]+', '[A-Z_-]+', 'Postforge', 'https?://.*', 'mailto:.*'],
          },
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: boundary(
      ['**/server/**', '**/web/**', 'node:*', 'drizzle-orm*', 'react*'],
      'src/shared is isomorphic: no server, web, node or DB imports.',
    ),
  },
  {
    files: ['src/web/**'],
    rules: boundary(['**/server/**'], 'The web app never imports server code; use src/shared/contracts.'),
  },
  {
    files: ['src/web/ui/**'],
    rules: boundary(
      ['**/server/**', '**/features/**', '**/routes/**'],
      'ui draws only: it never imports features or routes.',
    ),
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: boundary(['**/db/**'], 'Routes never import db/: call a service.'),
  },
);
