// ESLint (legacy config, ESLint 8). The one-way import rule of docs/style.md is enforced here:
// app -> features -> components/lib/contract. Feature zones are read from the folder.
const fs = require('node:fs');
const path = require('node:path');

const featuresDir = path.join(__dirname, 'src/features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

// The server: app.ts, main.ts, the seeds and the other top-level files compose it; server/modules/<domain>/ are the
// domains, which reach another domain only through its service.ts; server/platform/ (database, auth, outbox, config,
// the adapters of outside services) knows no module. Imports only go down: composition -> modules -> platform -> contract.
const modulesDir = path.join(__dirname, 'server/modules');
const serverModules = fs.existsSync(modulesDir)
  ? fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const composition = ['./server/app.ts', './server/main.ts', './server/seed', './server/spa.ts', './server/api-root.ts', './server/outbox-handlers.ts'];
const serverZones = [
  { target: './server/platform', from: './server/modules', message: 'The platform knows no module: move what it needs down, or let the module hand it in.' },
  { target: ['./server/platform', './server/modules'], from: composition, message: 'Only the composition (app.ts, main.ts, seeds) wires modules together.' },
  ...serverModules.map((name) => ({
    target: `./server/modules/${name}`,
    from: './server/modules',
    except: [`./${name}`, ...serverModules.filter((other) => other !== name).map((other) => `./${other}/service.ts`)],
    message: 'A module reaches another module only through its service.ts.',
  })),
];
const moduleZones = serverZones.filter((zone) => String(zone.target).startsWith('./server/modules/'));
const serverTestZones = [
  { target: ['./server/platform', './server/modules'], from: ['./server/test-helpers.ts', './server/test-fakes'], message: 'Test helpers are for tests only.' },
];

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move what both need down to components/ or lib/.',
}));

const restrictedPaths = [
  { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch/useAppSelector from @/lib/store/hooks.' },
  { name: 'zod', message: 'zod stays on the server: the SPA imports contract types only.' },
];
// Screens reach the API only through thunks (which call the feature's x-api.ts): never the client itself.
const screenApiMessage = 'Screens do not call the API: dispatch a thunk that calls the feature\'s x-api.ts.';
const screenApiRule = {
  'no-restricted-imports': [
    'error',
    {
      paths: [...restrictedPaths, { name: 'axios', message: screenApiMessage }],
      patterns: [{ group: ['@/lib/api/*', '**/lib/api/*', 'axios/*', './*-api', '../*/*-api'], message: screenApiMessage }],
    },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: 'ImportExpression[source.value=/^(axios(\\/|$)|@\\/lib\\/api\\/|.*\\/lib\\/api\\/|\\.\\.?\\/.*-api$)/]', message: screenApiMessage },
  ],
};

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
  ignorePatterns: ['dist/', 'dist-ssr/', 'dist-hi/', 'dist-ssr-hi/', 'node_modules/', 'data/', 'coverage/'],
  rules: {
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    '@typescript-eslint/no-explicit-any': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    // Scrollable table regions must be focusable so keyboard users can scroll them.
    // A named <section> is a region: a scrolling table's region must take the keyboard's focus to be scrolled (WCAG 2.1.1).
    'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'], tags: ['section'] }],
    'import/no-restricted-paths': [
      'error',
      {
        zones: [appZone, ...layerZones, ...serverZones, ...serverTestZones],
      },
    ],
    'no-restricted-imports': ['error', { paths: restrictedPaths }],
  },
  overrides: [
    {
      // Tests compose a store like app/ does; every other layer rule still applies to them.
      files: ['src/**/*.test.{ts,tsx}'],
      rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
    },
    {
      // A server test starts the composed app (test-helpers, seeds) and may drive what it tests from any layer; a
      // module's tests still reach other modules only through their service.ts.
      files: ['server/**/*.test.ts'],
      rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones] }] },
    },
    {
      // zod never ships to the browser: contract files that import zod (every one but these zod-free ones)
      // reach the SPA as types only. A new schema file is covered without editing this list.
      files: ['src/**/*.{ts,tsx}'],
      rules: {
        // `import { type X } from` keeps a bare `import 'x'` under verbatimModuleSyntax, which would load zod.
        '@typescript-eslint/no-import-type-side-effects': 'error',
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                // Every `<feature>-rules.ts` is zod-free (the contract override below keeps zod out of them), so a
                // feature adds its rules file without editing this list.
                group: ['@contract/*', '!@contract/rules', '!@contract/rules.js', '!@contract/*-rules', '!@contract/*-rules.js', '!@contract/messages', '!@contract/messages.js', '!@contract/paths', '!@contract/paths.js', '!@contract/route-match', '!@contract/route-match.js', '!@contract/locale-path', '!@contract/locale-path.js', '!@contract/hindi-routes', '!@contract/hindi-routes.js', '!@contract/order-lifecycle', '!@contract/order-lifecycle.js', '!@contract/endpoint', '!@contract/endpoint.js', '!@contract/*-endpoints', '!@contract/*-endpoints.js'],
                allowTypeImports: true,
                message: 'This contract file imports zod: the SPA imports its types only (import type). Runtime values belong in a zod-free contract file (rules, <feature>-rules, messages, paths, route-match, locale-path, hindi-routes, order-lifecycle, endpoint, <family>-endpoints).',
              },
              { group: ['**/contract/*'], message: 'Import the contract through the @contract alias.' },
            ],
          },
        ],
      },
    },
    {
      files: ['src/**/*-screen.tsx'],
      rules: screenApiRule,
    },
    {
      files: ['src/lib/store/hooks.ts'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}', '**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use the typed hooks.' }] }], 'no-console': 'off' },
    },
    {
      // The contract's schema files use zod; rules, the <feature>-rules files, messages, paths, route-match, locale-path,
      // hindi-routes, order-lifecycle and the endpoint descriptors (endpoint, <family>-endpoints) run in the SPA, so they
      // keep the zod ban.
      files: ['contract/*.ts'],
      excludedFiles: ['contract/rules.ts', 'contract/*-rules.ts', 'contract/messages.ts', 'contract/paths.ts', 'contract/route-match.ts', 'contract/locale-path.ts', 'contract/hindi-routes.ts', 'contract/order-lifecycle.ts', 'contract/endpoint.ts', 'contract/*-endpoints.ts'],
      rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use the typed hooks.' }] }] },
    },
    {
      files: ['*.cjs', '*.mjs', 'tests/e2e/**/*.mjs'],
      rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-var-requires': 'off' },
    },
  ],
};
