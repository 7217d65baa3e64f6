// ESLint (legacy config, ESLint 8). The one-way import rule of STYLE.md is enforced here:
// app -> features -> components/lib/contract. Feature zones are read from the folder.
const fs = require('node:fs');
const path = require('node:path');

const featuresDir = path.join(__dirname, 'src/features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move what both need down to components/ or lib/.',
}));

const appZone = { target: ['./src/features', './src/components', './src/lib', './contract'], from: './src/app', message: 'Only app/ composes the app.' };
const layerZones = [
  { target: ['./src/components', './src/lib', './contract'], from: './src/features', message: 'components/ and lib/ know no feature.' },
  { target: './src/lib', from: './src/components', message: 'lib/ does not import UI components.' },
  { target: './contract', from: ['./src', './server'], message: 'The contract depends on nothing.' },
  { target: './src', from: './server', message: 'The SPA never imports server code.' },
  { target: './src/content', from: './src', except: ['./content'], message: 'content/ is data: it imports only contract/ and other content.' },
  { target: './src/content', from: './scripts', message: 'content/ is data: it imports only contract/ and other content.' },
  ...featureZones,
];

module.exports = {
  root: true,
  env: { browser: true, es2022: true, node: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'import', 'react-hooks', 'jsx-a11y'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react-hooks/recommended',
    'plugin:jsx-a11y/recommended',
  ],
  settings: {
    'import/resolver': { typescript: { project: ['./tsconfig.json'] } },
  },
  ignorePatterns: ['dist/', 'dist-ssr/', 'node_modules/', 'data/', 'coverage/'],
  rules: {
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    '@typescript-eslint/no-explicit-any': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    // Scrollable table regions must be focusable so keyboard users can scroll them.
    'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'] }],
    'import/no-restricted-paths': [
      'error',
      {
        zones: [appZone, ...layerZones],
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch/useAppSelector from @/lib/store/hooks.' },
          { name: 'zod', message: 'zod stays on the server: the SPA imports contract types only.' },
        ],
      },
    ],
  },
  overrides: [
    {
      // Tests compose a store like app/ does; every other layer rule still applies to them.
      files: ['src/**/*.test.{ts,tsx}'],
      rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
    },
    {
      files: ['src/lib/store/hooks.ts'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['server/**/*.ts', 'contract/schemas.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}', '**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use the typed hooks.' }] }], 'no-console': 'off' },
    },
    {
      files: ['*.cjs', '*.mjs', 'tests/e2e/**/*.mjs'],
      rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-var-requires': 'off' },
    },
  ],
};
