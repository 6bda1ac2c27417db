import { runBankImportCli } from './bank/main';

/** `npm run bank:import -- FILE…` (see README, "The profile bank"). */
process.exitCode = await runBankImportCli(process.argv.slice(2));
