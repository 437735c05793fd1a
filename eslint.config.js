// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { webLayerRules } from './eslint.webLayers.js';

/**
 * The architecture's one-way imports (shared/design/ARCHITECTURE.md):
 * domain <- api <- web, domain <- ui <- web, domain <- api <- simulation (the simulated backend, which only the
 * server process that runs it, Storybook and the tests import). Each entry lists what a package must not import.
 */
const forbidden = {
  domain: [
    '@wenxian/api',
    '@wenxian/simulation',
    '@wenxian/ui',
    '@wenxian/web',
    'react',
    'react-dom',
    'axios',
    'msw',
    'styled-components',
  ],
  api: ['@wenxian/simulation', '@wenxian/ui', '@wenxian/web', 'react', 'react-dom', 'styled-components'],
  simulation: ['@wenxian/ui', '@wenxian/web', 'react', 'react-dom', 'styled-components', 'axios'],
  ui: [
    '@wenxian/api',
    '@wenxian/simulation',
    '@wenxian/web',
    'axios',
    'msw',
    'react-redux',
    '@reduxjs/toolkit',
    'react-router',
    'react-router-dom',
  ],
};

const layerRules = Object.entries(forbidden).map(([pkg, names]) => ({
  files: [`packages/${pkg}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: names.map((name) => ({
          group: [name, `${name}/*`],
          message: `packages/${pkg} must not import ${name} (see shared/design/ARCHITECTURE.md).`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/public/mockServiceWorker.js',
      'test-results/**',
      '.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/{ui,web}/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['packages/{ui,web}/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  ...layerRules,
  ...webLayerRules,
  {
    // domain is pure: no browser globals, "now" is a parameter.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'location',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'domain takes "now" as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'domain takes randomness as a parameter.',
        },
      ],
    },
  },
);
