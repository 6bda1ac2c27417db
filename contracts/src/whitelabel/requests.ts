import { z } from 'zod';
import { colorsSchema } from './events';

/**
 * A host name with an optional port (`brand.example.com`, `app.agency.io:8443`), lower-cased, without
 * a scheme, path or trailing dot.
 */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .max(253)
      .regex(
        /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/,
        'must be a host name such as brand.example.com',
      ),
  );

/** Multipart fields arrive as text: `true`/`false` for flags, JSON text (or `colors[primary]` fields) for colours. */
const flagSchema = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

const jsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * The colours as JSON text, or as `colors[name]` fields; a form that also sends an empty `colors`
 * beside those fields reaches the schema as `{ '': '', primary: … }`, whose empty key means nothing.
 */
const colorsField = (value: unknown): unknown => {
  const parsed = jsonText(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !Object.hasOwn(parsed, '')) return parsed;
  const { '': _bare, ...named } = parsed as Record<string, unknown>;
  return named;
};

/** `PUT /customer/account/config-whitelabel` without its files (spec section 5). */
export const configureWhitelabelRequestSchema = z.object({
  agencyName: z.string().trim().min(1).max(80),
  domain: domainSchema,
  senderEmail: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  /** The mail provider's key; absent keeps the one set before. */
  apiKey: z.string().trim().min(8).max(300).optional(),
  banner: flagSchema.default(false),
  colors: z.preprocess(colorsField, colorsSchema.strict()).default({}),
});
export type ConfigureWhitelabelRequest = z.infer<typeof configureWhitelabelRequestSchema>;

/** `GET /misc/customer/logo?host=`: the host the browser shows (`location.host`). */
export const brandingQuerySchema = z.object({ host: z.string().max(260).optional() });
