import { runBankImportCli } from './bank/main';

/** `npm run bank:import -- FILE…` (see docs/profile-bank.md). */
process.exitCode = await runBankImportCli(process.argv.slice(2));
