import { runProjectionsCli } from './projectionsCli/main';

/** `npm run projections -- status | parked [NAME] | replay NAME | rebuild NAME [--fresh] [--batch-size N]` (see docs/operating.md). */
process.exitCode = await runProjectionsCli(process.argv.slice(2));
