import { z } from 'zod';
import { DEFAULT_PLAN_CATALOGUE, jsonTextSchema, planCatalogueJsonSchema } from './billing/plans';
import { trackingIntervalSchema } from './profiles/tracking';
import { countryWhitelistSchema } from './platform/countries';
import { FIGURE_WINDOW_DAYS, FIGURE_WINDOW_POSTS } from './profiles/figures';

const optionalUrl = z.string().url().optional();

/**
 * Environment variables Scout reads at start-up. Defaults give the embedded single-machine setup.
 * Above the feature folders (it names billing's plan catalogue and profiles' tracking interval), so
 * none of them imports it.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: optionalUrl,
    /**
     * A streaming replica of DATABASE_URL that api processes read documents from; writes, jobs and
     * waits for their own writes still start on DATABASE_URL. Unset: everything on DATABASE_URL.
     */
    DATABASE_READ_URL: optionalUrl,
    /**
     * What this process does: `all` (the default, one process), `api` (HTTP only, any number),
     * `projections` (keeps the read models, one projection per lease), `worker` (runs the jobs).
     */
    SCOUT_ROLE: z.enum(['all', 'api', 'projections', 'worker']).default('all'),
    /** How long a projections process holds a projection without renewing it before another may take it over. */
    PROJECTION_LEASE_MS: z.coerce.number().int().min(1000).max(120_000).default(5000),
    /** Where uploaded files live: `disk` (DATA_DIR, one machine or a shared volume) or `s3` (any S3-compatible store). */
    BLOB_STORE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
    /** An S3-compatible endpoint (MinIO, Ceph, R2); unset: AWS S3 of S3_REGION. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Unset: the AWS SDK's own credential chain (instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Path-style addressing (`endpoint/bucket/key`), which MinIO and most S3-compatible stores need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5454),
    EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
    EVENTSTORE_URL: z.string().optional(),
    READ_STORE: z.enum(['postgres', 'mongodb']).default('postgres'),
    MONGO_URL: z.string().optional(),
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT: z.string().default('1mb'),
    /** Time a connection has to send a request's headers; a slower client is cut. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** How long an idle kept-alive connection stays open between requests. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    /** The window a request body is judged in: a JSON body must arrive whole within it, an upload must send UPLOAD_MIN_BYTES_PER_WINDOW in each. */
    HTTP_BODY_WINDOW_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    UPLOAD_MIN_BYTES_PER_WINDOW: z.coerce
      .number()
      .int()
      .min(1)
      .max(100 * 1024 * 1024)
      .default(64 * 1024),
    /** Open connections from one client address (only when TRUST_PROXY_HOPS is 0: behind a proxy every connection is the proxy's). */
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(128),
    /** Open connections in all; keep it below the process's file-descriptor limit (`ulimit -n`). */
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60000).default(5000),
    /**
     * How long a process keeps a caller's resolved credentials (session or API key, user, plan access);
     * a change made elsewhere is seen within this time. 0: resolved on every request.
     */
    PRINCIPAL_CACHE_MS: z.coerce.number().int().min(0).max(900).default(500),
    SERVE_FRONTEND: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** smtp://user:pass@host:port; unset: mail is kept in an outbox (listed by `GET /dev/outbox` only with DEV_OUTBOX). */
    SMTP_URL: z.string().url().optional(),
    /** Mounts `GET /dev/outbox` (mail with reset and invitation links, loopback only); never in production. */
    DEV_OUTBOX: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    MAIL_FROM: z.string().default('Scout <no-reply@scout.local>'),
    SUPPORT_EMAIL: z.string().email().default('support@scout.local'),
    /** Plans and their limits as JSON (Infinity as the text "Infinity"); PLAN_CATALOGUE_FILE names a file holding it. */
    PLAN_CATALOGUE: planCatalogueJsonSchema.default(DEFAULT_PLAN_CATALOGUE),
    PLAN_CATALOGUE_FILE: z.string().optional(),
    /** Days a new organisation may use Scout before it needs a paid plan. */
    TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    /** How many reverse proxies in front of Scout may set X-Forwarded-For (0: trust none). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Failed password logins of one account, from any address, before each further attempt waits (1 s, doubling). */
    LOGIN_FAILURES_BEFORE_DELAY: z.coerce.number().int().min(1).max(1000).default(5),
    /** The longest wait between two password logins of one account while its failures are being slowed. */
    LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Failed password logins of one account before its password login is paused (until the pause ends or a reset by mail). */
    LOGIN_FAILURES_BEFORE_PAUSE: z.coerce.number().int().min(1).max(1000).default(20),
    /** How long that pause lasts, and the window the failures of an account are counted in. */
    LOGIN_PAUSE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /**
     * The header a trusted proxy puts the client's country in (`CF-IPCountry`, `X-Country-Code`);
     * read only when TRUST_PROXY_HOPS > 0, unset: never read. Kept lower-case.
     */
    CLIENT_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/, 'must be an HTTP header name such as CF-IPCountry')
      .transform((name) => name.toLowerCase())
      .optional(),
    /** Country codes Scout accepts (comma-separated ISO 3166-1 alpha-2, spec section 9); unset: every country. Never shown. */
    WHITELISTED_COUNTRY_CODES: countryWhitelistSchema.optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
    /** Third-party widgets of the shell; each loads in the browser only when its key is set. */
    ANALYTICS_KEY: z.string().optional(),
    ANALYTICS_HOST: z.string().url().default('https://eu.i.posthog.com'),
    HELP_BEACON_ID: z.string().optional(),
    CHAT_WIDGET_ID: z.string().optional(),
    /** A DNS server (IP) that white-label domain checks ask; unset: domains stay `pending` (offline). */
    WHITELABEL_DNS_SERVER: z.string().optional(),
    /** How often saved profiles with live tracking on are asked about again (an agenda interval). */
    TRACKING_REFRESH_INTERVAL: trackingIntervalSchema.default('6 hours'),
    /** A running job not heard from for this long is taken as dead and may run again (jobs renew it while they run). */
    JOB_LOCK_LIFETIME_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
    /** Largest CSV file accepted by the profile import. */
    IMPORT_FILE_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(2 * 1024 * 1024),
    /** Where creator data comes from: the shipped sample, or an InsightIQ-style API at SOCIAL_DATA_URL. */
    SOCIAL_DATA_PROVIDER: z.enum(['embedded', 'insightiq']).default('embedded'),
    SOCIAL_DATA_URL: optionalUrl,
    SOCIAL_DATA_CLIENT_ID: z.string().optional(),
    SOCIAL_DATA_CLIENT_SECRET: z.string().optional(),
    SOCIAL_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
    /** The most one creator search at the provider may take, retries on 429/5xx included (the client waits 125 s). */
    SOCIAL_DATA_SEARCH_BUDGET_MS: z.coerce.number().int().min(100).max(120000).default(60000),
    /** How long a page of the provider's creator search is reused for the same organisation and filter. */
    SOCIAL_DATA_SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
    /**
     * How far back a creator's first observation records its posts as content: this many posts or
     * days, whichever comes first. The defaults are the post figures' window, so it is filled at once.
     */
    CONTENT_DEPTH_POSTS: z.coerce.number().int().min(1).max(10_000).default(FIGURE_WINDOW_POSTS),
    CONTENT_DEPTH_DAYS: z.coerce.number().int().min(1).max(3650).default(FIGURE_WINDOW_DAYS),
    /** Bitly OAuth app of this server; unset, organisations cannot connect Bitly. */
    BITLY_CLIENT_ID: z.string().optional(),
    BITLY_CLIENT_SECRET: z.string().optional(),
    BITLY_API_URL: z.string().url().default('https://api-ssl.bitly.com'),
    BITLY_OAUTH_URL: z.string().url().default('https://bitly.com/oauth/authorize'),
    /** Stripe (billing): unset STRIPE_SECRET_KEY, the billing calls answer 404 and the rest of Scout works. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_…)')
      .optional(),
    /** Where the Stripe client sends its calls (protocol, host and port); Stripe's own API unless set (tests: a fake on loopback). */
    STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
    /** How long one call to Stripe may take before it counts as failed (the library retries it once, with the same idempotency key). */
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(80_000).default(20_000),
    /** The Stripe coupon of the retention offer (taken once per organisation instead of cancelling); unset: no offer. */
    STRIPE_RETENTION_COUPON: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/)
      .optional(),
    /** Promoters whose referral ids Scout accepts, as JSON `{ "referral-id": "Promoter name" }`. */
    REFERRAL_PROMOTERS: jsonTextSchema
      .pipe(z.record(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a referral id is letters, digits, - and _'), z.string().min(1).max(200)))
      .default({}),
    /** Bearer token `/metrics` requires; unset, `/metrics` is open (keep it off the public network then). */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces (openssl rand -hex 32)')
      .optional(),
    /** 32 random bytes, base64: encrypts stored secrets (Bitly tokens). Unset outside production: a key kept under DATA_DIR. */
    SECRETS_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.EVENT_STORE === 'eventstoredb' && !c.EVENTSTORE_URL) {
      ctx.addIssue({ code: 'custom', path: ['EVENTSTORE_URL'], message: 'is required when EVENT_STORE=eventstoredb' });
    }
    if (c.SOCIAL_DATA_PROVIDER === 'insightiq') {
      for (const key of ['SOCIAL_DATA_URL', 'SOCIAL_DATA_CLIENT_ID', 'SOCIAL_DATA_CLIENT_SECRET'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SOCIAL_DATA_PROVIDER=insightiq' });
      }
    }
    if (c.NODE_ENV === 'production' && c.BITLY_CLIENT_ID && !c.SECRETS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'is required in production when BITLY_CLIENT_ID is set' });
    }
    if (c.NODE_ENV === 'production' && c.DEV_OUTBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_OUTBOX'],
        message: 'cannot be on in production (the outbox holds reset and invitation links)',
      });
    }
    if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set (Scout learns of payments by webhook)',
      });
    }
    if (c.BLOB_STORE === 's3' && !c.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when BLOB_STORE=s3' });
    }
    if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
    if (c.SCOUT_ROLE !== 'all' && !c.SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY'],
        message: `is required when SCOUT_ROLE=${c.SCOUT_ROLE} (every process must seal and open the same secrets and page tokens)`,
      });
    }
    if (c.SCOUT_ROLE !== 'all' && !c.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: `is required when SCOUT_ROLE=${c.SCOUT_ROLE} (processes share one database; the embedded one belongs to a single process)`,
      });
    }
    if (c.DATABASE_READ_URL && !c.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL (the primary it replicates)' });
    }
    if (c.READ_STORE === 'mongodb' && !c.MONGO_URL) {
      ctx.addIssue({ code: 'custom', path: ['MONGO_URL'], message: 'is required when READ_STORE=mongodb' });
    }
  });

export type Config = z.infer<typeof configSchema>;
