import base from '../../jest.config.js';

/** The repository's jest configuration, recording the API answers of the tests it runs (see recordTraffic.setup.ts). */
export default {
  ...base,
  rootDir: '../..',
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/tests/openapi/recordTraffic.setup.ts'],
};
