import { runProjectionsCli } from './projectionsCli/main';

/** `npm run rebuild -- NAME [--fresh] [--batch-size N]`: the same as `npm run projections -- rebuild NAME`. */
process.exitCode = await runProjectionsCli(['rebuild', ...process.argv.slice(2)]);
