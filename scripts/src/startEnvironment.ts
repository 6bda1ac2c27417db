/**
 * The environment `npm start` runs Scout with: NODE_ENV is production unless the caller set it
 * (`npm run dev` passes `--dev` for development), so a plain start never exposes development
 * conveniences such as the mail outbox.
 */
export function startEnvironment(env: NodeJS.ProcessEnv, argv: readonly string[]): NodeJS.ProcessEnv {
  if (env.NODE_ENV) return env;
  return { ...env, NODE_ENV: argv.includes('--dev') ? 'development' : 'production' };
}
