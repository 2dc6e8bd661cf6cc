// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import stylex from '@stylexjs/eslint-plugin';
import globals from 'globals';
import nodePlugin from 'eslint-plugin-n';

/** Module names Docusaurus' bundler resolves itself (they are no packages). */
const DOCUSAURUS_ALIASES = [];

export default tseslint.config(
  {
    ignores: ['build/**', 'build-algolia/**', 'build-docusaurus-hydration/**', '.scratch/**', '.docusaurus/**', '.docusaurus-*/**', 'node_modules/**', 'test-results/**', 'bench-results/**', 'static/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    // `const { omitted, ...rest } = props` is how a prop is left out.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/prop-types': 'off',
    },
  },
  {
    // StyleX's own rules on every file we style.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { '@stylexjs': stylex },
    rules: {
      '@stylexjs/valid-styles': 'error',
      '@stylexjs/sort-keys': ['error', { allowLineSeparatedGroups: true }],
      '@stylexjs/no-unused': 'error',
      '@stylexjs/valid-shorthands': 'error',
      '@stylexjs/enforce-extension': 'error',
      '@stylexjs/no-legacy-contextual-styles': 'error',
      '@stylexjs/no-nonstandard-styles': 'error',
      '@stylexjs/no-conflicting-props': 'error',
    },
  },
  {
    // Every package the code imports is declared in package.json: one that
    // resolves only because a dependency pulls it in breaks when that
    // dependency changes. Listed: the bundler's aliases, not packages.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { n: nodePlugin },
    settings: { n: { tryExtensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] } },
    rules: {
      'n/no-extraneous-import': ['error', { allowModules: DOCUSAURUS_ALIASES }],
      'n/no-extraneous-require': ['error', { allowModules: DOCUSAURUS_ALIASES }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
