import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Dependency direction (docs/decisions/0049): services never import Next, the HTTP layer or the
 * collections; collections never import the Payload client or the config (an import circle).
 * `no-restricted-imports` sees the specifier as written, so every spelling is a regex: the `@/`
 * alias, a relative path naming the folder (`../../server/http`), and the relative path that
 * reaches it without naming it (`../http` from `src/server/booking/`), which depends on the
 * importing file's depth: one block per depth.
 */
const NEXT = { regex: '^next(/|$)', message: 'A service does not import Next: the route or page does (decision 0049).' }
const COLLECTIONS = {
  regex: '^(\\.\\./)+collections(/|$)',
  message: 'A service does not import collection code: move what both need to src/server or src/lib (decision 0049).',
}
const HTTP_MESSAGE =
  'A service does not import the HTTP layer: it throws a DomainError, the route or page does the HTTP part (decision 0049).'
const httpNamed = { regex: '^(@/|(\\.\\.?/)+(src/)?)server/http(/|$)', message: HTTP_MESSAGE }
/** `./http`, `../http`, `../../http`…: src/server/http itself from a file `depth` folders below src/server. */
const httpFromDepth = (depth) => ({
  regex: `^${depth === 0 ? '\\./' : '(\\.\\./){' + depth + '}'}http(/|$)`,
  message: HTTP_MESSAGE,
})
const SERVICE_PATTERNS = [NEXT, httpNamed, COLLECTIONS]
/** Depths that get the unnamed spelling too (the deepest service file today is 2 folders down). */
const SERVICE_DEPTHS = [0, 1, 2, 3, 4, 5]
const serviceBoundaries = [
  {
    files: ['src/server/**/*.{ts,tsx}', 'src/integrations/**/*.{ts,tsx}'],
    ignores: ['src/server/http/**', 'src/integrations/pageCache/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVICE_PATTERNS }] },
  },
  // The adapter of Next's own page cache: the one integration whose outside service is Next itself.
  {
    files: ['src/integrations/pageCache/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [httpNamed, COLLECTIONS] }] },
  },
  ...SERVICE_DEPTHS.map((depth) => ({
    files: [`src/server/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['src/server/http/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SERVICE_PATTERNS, httpFromDepth(depth)] }] },
  })),
]
const collectionBoundaries = {
  files: ['collections/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@/|(\\.\\.?/)+src/)server/payload(\\.ts)?$',
            message: 'A collection uses the req.payload it is given, never the Payload client (decision 0049).',
          },
          {
            regex: '^@payload-config$|(^|/)payload\\.config(\\.ts)?$',
            message: 'A collection never imports the Payload config: it is part of it (decision 0049).',
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      // The compiled jobs worker, launcher and seed (npm run build).
      'dist/**',
      'node_modules/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'migrations/*_initial.ts',
      'next-env.d.ts',
      '**/*.tmp.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
    settings: { next: { rootDir: '.' } },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  // The service worker (issue 36) runs in the browser's worker scope.
  {
    files: ['public/sw.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  ...serviceBoundaries,
  collectionBoundaries,
  // scripts/ and tests/ share code only through scripts/lib (and the demo seed the tests check and
  // build fixtures with), never each other's internals (issue 30 item 4, decision record 0050).
  {
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+tests/',
              message: 'scripts/ must not import tests/: move what both use to scripts/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+scripts/(?!lib/|seed(/|$)|lint/)',
              message: 'tests/ may import only scripts/lib, scripts/seed and the lint scripts they test.',
            },
          ],
        },
      ],
    },
  },
)
