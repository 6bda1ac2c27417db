import { readFileSync } from 'node:fs';
import { configSchema, type Config } from '@scout/contracts/config';

export type { Config };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a missing or wrong value becomes one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(withPlanCatalogueFile(cleaned));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return parsed.data;
}

/** `PLAN_CATALOGUE_FILE` names a JSON file read as `PLAN_CATALOGUE` (the variable itself wins). */
function withPlanCatalogueFile(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const file = env.PLAN_CATALOGUE_FILE;
  if (!file || env.PLAN_CATALOGUE) return env;
  try {
    return { ...env, PLAN_CATALOGUE: readFileSync(file, 'utf8') };
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: PLAN_CATALOGUE_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}
