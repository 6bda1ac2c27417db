import { parseArgs } from 'node:util';
import { startFakeStripe } from '../../tests/support/fakeStripe';

/**
 * `npm run stripe:fake -- [--port N] [--webhook URL]`: the fake Stripe of the tests, standalone, to
 * run Scout against by hand or from a browser test. Prints the environment to start Scout with (one
 * `KEY=value` per line on stdout, nothing else there); with `--webhook` (Scout's is
 * `http://<scout>/api/v1/customer/stripe/webhook`) every event it generates is delivered there signed.
 */
const DEFAULT_PORT = 12111;
const RETENTION_COUPON = 'scout_stay_offer';

function usage(problem: string): never {
  console.error(`${problem}\nUsage: node --import tsx scripts/src/stripeFake.ts [--port N] [--webhook URL]`);
  process.exit(2);
}

function readOptions(): { port: number; webhookUrl?: string } {
  let values: { port?: string; webhook?: string };
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, webhook: { type: 'string' } }, strict: true }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) usage(`--port must be a TCP port, not ${values.port}`);
  if (values.webhook === undefined) return { port };
  if (!URL.canParse(values.webhook) || !/^https?:$/.test(new URL(values.webhook).protocol))
    usage(`--webhook must be an http(s) URL, not ${values.webhook}`);
  return { port, webhookUrl: values.webhook };
}

async function main(): Promise<void> {
  const { port, webhookUrl } = readOptions();
  const fake = await startFakeStripe({
    port,
    ...(webhookUrl ? { webhookUrl } : {}),
    onDelivery: (event, outcome) =>
      console.error(`webhook ${event.type} ${event.id} → ${'status' in outcome ? outcome.status : `failed: ${outcome.error}`}`),
  });
  for (const [key, value] of Object.entries({ ...fake.env, STRIPE_RETENTION_COUPON: RETENTION_COUPON })) console.log(`${key}=${value}`);
  console.error(
    `Fake Stripe on ${fake.server.origin}${webhookUrl ? `, delivering events to ${webhookUrl}` : ' (no --webhook: events are not delivered)'}.\n` +
      'Test cards: pm_card_visa, pm_card_authenticationRequired (3-D Secure on the hosted invoice page), pm_card_chargeDeclined. Ctrl-C stops.',
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await fake.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`The fake Stripe could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
