import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** A relative import reaching into one of the top-level `folders`. */
const FOLDER_IMPORT = (...folders) => `^(\\.\\.?/)+(${folders.join('|')})/`;

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'reports', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/views/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Machines stay pure: no React, no network; from the app's side only the contract.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@xstate/react', 'ofetch'], message: 'Machines are pure.' },
            { regex: FOLDER_IMPORT('src', 'server', 'shared'), message: 'Machines use the contract/ only.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
  {
    // The server runs nothing of the SPA's: what both sides share lives in contract/ and shared/.
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: FOLDER_IMPORT('src', 'machines'), message: 'Share through contract/ or shared/.' }] },
      ],
    },
  },
  {
    // The contract depends on nothing of either side; shared code on nothing but the contract.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: FOLDER_IMPORT('src', 'server', 'machines', 'shared'), message: 'The contract stands alone.' }] },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: FOLDER_IMPORT('src', 'server', 'machines'), message: 'Shared code uses contract/ only.' }] },
      ],
    },
  },
  {
    // Shared components take their actors from the pages and features that start them.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(app/flows(/|\\.ts$)|features/)',
              message: 'Components draw what they are given; flows start in src/features/ and the pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
