import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export names explicitly (no export * across layers).' },
      ],
    },
  },
  {
    // Layers import downward only: a core never imports React or a view.
    files: ['src/*/core/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-dom/*', '@floating-ui/*'], message: 'Cores and shared code never import React.' },
            { group: ['**/ui/*', '**/elements/*'], message: 'Imports run downward: elements → ui → core → shared.' },
          ],
        },
      ],
    },
  },
  {
    // Cores are plain factories: a method that read `this` would break when a view passes it as a callback.
    files: ['src/*/core/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export names explicitly (no export * across layers).' },
        { selector: 'ThisExpression:not(ClassBody ThisExpression)', message: 'No `this` in a core: use named inner functions (error classes may set their fields).' },
      ],
    },
  },
  {
    files: ['loader/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./(protocol|install|forwards|commands)$)', message: 'The loader has no dependencies.' }] }],
    },
  },
  {
    files: ['**/*.{mjs,js}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly', window: 'readonly', document: 'readonly', fetch: 'readonly', AbortController: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', TextEncoder: 'readonly', crypto: 'readonly', CustomEvent: 'readonly', location: 'readonly', customElements: 'readonly', HTMLElement: 'readonly', performance: 'readonly', navigator: 'readonly', FormData: 'readonly', Blob: 'readonly', Request: 'readonly', URLSearchParams: 'readonly', requestAnimationFrame: 'readonly', MutationObserver: 'readonly' },
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
