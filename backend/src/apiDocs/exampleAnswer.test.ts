import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { routeKey } from '@scout/contracts/platform/routes';
import { allRoutes } from '@scout/contracts/routes';
import { exampleOf } from './exampleAnswer';
import { openApiDocument } from './openApi';

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;

describe('exampleOf', () => {
  it('takes what the schema says first: examples, const, default, the first enum value', () => {
    expect(exampleOf({ type: 'string', examples: ['Wien'] })).toBe('Wien');
    expect(exampleOf(jsonSchema(z.literal(true)))).toBe(true);
    expect(exampleOf(jsonSchema(z.enum(['draft', 'live'])))).toBe('draft');
    expect(exampleOf(jsonSchema(z.string().default('Product Link')))).toBe('Product Link');
  });

  it('chooses values by format and by the property name, and shows the non-null side of a nullable', () => {
    const example = exampleOf(
      jsonSchema(
        z.object({
          _id: z.string(),
          email: z.string(),
          createdAt: z.string(),
          startDate: z.string(),
          follower_count: z.number().nullable(),
          budgetCents: z.number().int(),
          website: z.string().url(),
          day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          hashtags: z.array(z.string()),
          platformCounts: z.record(z.string(), z.number().int()),
          page: z.number().int().min(1),
        }),
      ),
    );
    expect(example).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'lena@agency.example',
      createdAt: '2026-05-31T09:30:00.000Z',
      startDate: '2026-05-31',
      follower_count: 128_400,
      budgetCents: 125_050,
      website: 'https://scout.example/p/lena.style',
      day: '2026-05-31',
      hashtags: ['spring'],
      platformCounts: { instagram: 1 },
      page: 1,
    });
  });

  it('keeps within the bounds of a number and shows optional fields too', () => {
    expect(exampleOf(jsonSchema(z.object({ progress: z.number().min(0).max(100), score: z.number().min(0).max(1).optional() })))).toEqual({
      progress: 1.5,
      score: 1,
    });
  });
});

describe('the example answers of the API document', () => {
  const document = openApiDocument() as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>>;
  };

  it('give every JSON call an example its own answer schema takes', () => {
    const json = allRoutes.filter((route) => route.answerType === undefined || route.answerType === 'json');
    expect(json.length).toBeGreaterThan(140);
    const outcomes = json.map((route) => {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method];
      const media = operation?.responses[String(route.status ?? 200)]?.content?.['application/json'];
      if (!route.answer) return `${routeKey(route)}: no answer schema`;
      if (media?.example === undefined) return `${routeKey(route)}: no example`;
      const parsed = route.answer.safeParse(media.example);
      return parsed.success ? `${routeKey(route)}: fits` : `${routeKey(route)}: ${z.prettifyError(parsed.error)}`;
    });
    expect(outcomes).toEqual(json.map((route) => `${routeKey(route)}: fits`));
  });
});
