import { z } from 'zod';
import { explainedFigureSchema } from './explainedFigure';

/**
 * A saved creator's post figures: computed once, on the read side, from every post Scout recorded
 * of the creator (its content items), and shown the same on every surface (profile page, list,
 * export, public page, audit report, campaign rows).
 *
 * The window: the newest FIGURE_WINDOW_POSTS posts published at most FIGURE_WINDOW_DAYS days
 * before the newest post; stories and posts the team removed are not posts here.
 */
export const FIGURE_WINDOW_POSTS = 1000;
export const FIGURE_WINDOW_DAYS = 365;

/**
 * `posts`: computed by Scout from the posts in the window; `provider`: no post in the window shows
 * the count, so the figure is the one the data source reported (its date in `asOf`); null: unknown.
 */
export const FIGURE_SOURCES = ['posts', 'provider'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

/** Audit reports frozen before figures named their source read as unknown source and date. */
export const creatorFigureSchema = explainedFigureSchema.extend({
  source: z.enum(FIGURE_SOURCES).nullable().default(null),
  /** When its inputs were observed: the latest count of a post in the window, or the data source's answer. */
  asOf: z.string().nullable().default(null),
});
export type CreatorFigure = z.infer<typeof creatorFigureSchema>;

/** What the post figures were computed over. */
export const postWindowSchema = z.object({
  /** Posts counted (in the window). */
  posts: z.number().int(),
  /** Publishing time of the oldest and the newest post counted. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Posts Scout recorded of the creator, in the window or not (what the window is taken from). */
  recorded: z.number().int(),
  /** Posts of the creator the team removed: never counted. */
  removedByTeam: z.number().int(),
  maxPosts: z.number().int(),
  maxDays: z.number().int(),
});
export type PostWindow = z.infer<typeof postWindowSchema>;

/** Stories are their own figures: no post figure changes when a story is added, uploaded or removed. */
export const storyFiguresSchema = z.object({
  stories: z.number().int(),
  averageViews: explainedFigureSchema,
});
export type StoryFigures = z.infer<typeof storyFiguresSchema>;

/**
 * The post figures by name: averages, engagement rate ((average likes + average comments) ÷ followers
 * × 100) and, on TikTok and YouTube, engagement per view (… ÷ average views × 100).
 */
export const POST_FIGURES = ['averageLikes', 'averageComments', 'averageViews', 'engagementRate', 'viewEngagementRate'] as const;
export type PostFigureName = (typeof POST_FIGURES)[number];

/** Each post figure with the schema `figure`. */
const postFiguresShape = <S extends z.ZodType>(figure: S) =>
  Object.fromEntries(POST_FIGURES.map((name) => [name, figure])) as Record<PostFigureName, S>;

export const creatorFiguresSchema = z.object({
  ...postFiguresShape(creatorFigureSchema),
  window: postWindowSchema,
  stories: storyFiguresSchema,
});
export type CreatorFigures = z.infer<typeof creatorFiguresSchema>;

/** A figure as lists and tables show it: its value, source and date (the profile's analytics explain it). */
export const figureValueSchema = creatorFigureSchema.pick({ value: true, source: true, asOf: true });
export type FigureValue = z.infer<typeof figureValueSchema>;

/**
 * The post figures a saved profile carries into lists, exports, public pages and campaign rows:
 * the same values as its analytics, without the formula texts every row would repeat.
 */
export const creatorFigureValuesSchema = z.object({
  ...postFiguresShape(figureValueSchema),
  window: postWindowSchema,
  stories: z.object({ stories: z.number().int(), averageViews: z.number().nullable() }),
});
export type CreatorFigureValues = z.infer<typeof creatorFigureValuesSchema>;

const figureValueOf = ({ value, source, asOf }: CreatorFigure): FigureValue => ({ value, source, asOf });

export const figureValuesOf = (figures: CreatorFigures): CreatorFigureValues => ({
  ...(Object.fromEntries(POST_FIGURES.map((name) => [name, figureValueOf(figures[name])])) as Record<PostFigureName, FigureValue>),
  window: figures.window,
  stories: { stories: figures.stories.stories, averageViews: figures.stories.averageViews.value },
});
