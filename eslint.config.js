// Lint: typescript-eslint's recommended rules, the rules of hooks and the accessibility rules for JSX.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', '.data/**', 'app/routeTree.gen.ts', 'i18n/i18n-*', 'tests/bench/bare-app/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // The layers (docs/adr/0001): services share the kernel in domain/ with the machines, never the machines
  // themselves, and machines know services only by the ports in domain/; server-only code never reaches into the
  // components a browser loads.
  { files: ['services/**'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/machines/**'], message: 'Services import the shared kernel (domain/), not machines.' }] }] } },
  { files: ['machines/**'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/services/**'], message: 'Machines depend on ports in the shared kernel (domain/), not on services.' }] }] } },
  { files: ['app/server/**'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/components/**'], message: 'Server code does not import components.' }] }] } },
)
