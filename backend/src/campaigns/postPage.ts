import { interactionStatisticSchema, jsonLdPostSchema, pageCaptionSchema, pageDateSchema } from '@scout/contracts/campaigns/postPage';

export interface PostPageFacts {
  caption: string | undefined;
  publishedAt: string | null;
  likes: number | null;
  comments: number | null;
  views: number | null;
  shares: number | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** `<meta property|name|itemprop="…" content="…">` of a page, first value of each key (lower-case). */
function metaTagsOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(/([a-zA-Z_:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      attributes.set((match[1] ?? '').toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    }
    const key = attributes.get('property') ?? attributes.get('name') ?? attributes.get('itemprop');
    const content = attributes.get('content');
    if (key && content !== undefined && !tags.has(key.toLowerCase())) tags.set(key.toLowerCase(), content);
  }
  return tags;
}

/** Every object of the page's JSON-LD blocks (arrays and `@graph` flattened); broken blocks are skipped. */
function jsonLdObjectsOf(html: string): unknown[] {
  const objects: unknown[] = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      objects.push(value);
      const graph = (value as Record<string, unknown>)['@graph'];
      if (graph) collect(graph);
    }
  };
  for (const match of html.matchAll(/<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      collect(JSON.parse(match[1] ?? ''));
    } catch {
      // A block that is not JSON says nothing.
    }
  }
  return objects;
}

const STATISTIC_FIELDS: Record<string, keyof PostPageFacts> = {
  LikeAction: 'likes',
  CommentAction: 'comments',
  WatchAction: 'views',
  ShareAction: 'shares',
};

function countsOf(statistics: unknown): Partial<Record<keyof PostPageFacts, number>> {
  const counts: Partial<Record<keyof PostPageFacts, number>> = {};
  for (const item of Array.isArray(statistics) ? statistics : [statistics]) {
    const parsed = interactionStatisticSchema.safeParse(item);
    if (!parsed.success) continue;
    const type = typeof parsed.data.interactionType === 'string' ? parsed.data.interactionType : parsed.data.interactionType['@type'];
    const field = STATISTIC_FIELDS[type.replace(/^https?:\/\/schema\.org\//, '')];
    if (field && counts[field] === undefined) counts[field] = parsed.data.userInteractionCount;
  }
  return counts;
}

const firstValid = <T>(parse: (value: string) => T | undefined, ...candidates: (string | undefined)[]): T | undefined => {
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const value = parse(candidate);
    if (value !== undefined) return value;
  }
  return undefined;
};
const asDate = (text: string) => {
  const parsed = pageDateSchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};
const asCaption = (text: string) => {
  const parsed = pageCaptionSchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};

/**
 * What a post's page states about it: caption and publication time from JSON-LD or OpenGraph
 * (`og:description`, `article:published_time`, `uploadDate`), counts only from JSON-LD
 * `interactionStatistic`. Whatever the page does not state stays null.
 */
export function postPageFacts(html: string): PostPageFacts {
  const meta = metaTagsOf(html);
  const ld = jsonLdObjectsOf(html).flatMap((object) => {
    const parsed = jsonLdPostSchema.safeParse(object);
    return parsed.success ? [parsed.data] : [];
  });
  // The first object that states a count wins.
  const counts: Partial<Record<keyof PostPageFacts, number>> = Object.assign(
    {},
    ...ld.map((object) => countsOf(object.interactionStatistic)).reverse(),
  );
  const caption = firstValid(
    asCaption,
    ...ld.flatMap((o) => [o.caption, o.articleBody, o.description]),
    meta.get('og:description'),
    meta.get('twitter:description'),
    meta.get('description'),
  );
  const publishedAt = firstValid(
    asDate,
    ...ld.flatMap((o) => [o.uploadDate, o.datePublished]),
    meta.get('article:published_time'),
    meta.get('og:video:release_date'),
    meta.get('uploaddate'),
    meta.get('datepublished'),
  );
  return {
    caption,
    publishedAt: publishedAt ?? null,
    likes: counts.likes ?? null,
    comments: counts.comments ?? null,
    views: counts.views ?? null,
    shares: counts.shares ?? null,
  };
}
