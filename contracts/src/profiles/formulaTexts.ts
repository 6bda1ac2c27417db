import { ANALYTICS_TIME_ZONE, TOP_TAGS } from './analytics';
import { FIGURE_WINDOW_DAYS, FIGURE_WINDOW_POSTS } from './figures';

/**
 * The languages a formula text is written in. The API answers the English text (the read models
 * store it); the web app shows the text of the reader's language.
 */
export const FORMULA_LANGUAGES = ['en', 'de'] as const;
export type FormulaLanguage = (typeof FORMULA_LANGUAGES)[number];

export type ProfileFormulaName =
  | 'averageLikes'
  | 'averageComments'
  | 'averageViews'
  | 'engagementRate'
  | 'viewEngagementRate'
  | 'storyViews'
  | 'heatmap'
  | 'growth'
  | 'followerHistory'
  | 'topHashtags'
  | 'topMentions';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function englishTexts(): Record<ProfileFormulaName, string> {
  const window =
    `the posts in the window: Scout's record of the creator's posts (read from the data source when the creator was saved, ` +
    `then every new post), the newest ${FIGURE_WINDOW_POSTS.toLocaleString('en-US')} published at most ${FIGURE_WINDOW_DAYS} days before the newest one; ` +
    'stories and posts the team removed are not counted';
  const reported =
    'when no post in the window shows the count: the figure the data source reports for the creator, with the date it was read';
  return {
    averageLikes: `sum of likes ÷ number of posts that show a like count, over ${window}; 2 decimals; ${reported}`,
    averageComments: `sum of comments ÷ number of posts that show a comment count, over ${window}; 2 decimals; ${reported}`,
    averageViews: `sum of views ÷ number of posts that show a view count, over ${window}; 2 decimals; ${reported}`,
    engagementRate: `(average likes + average comments) ÷ followers × 100, over ${window}; percent with 2 decimals; ${reported}`,
    viewEngagementRate: `(average likes + average comments) ÷ average views × 100, over ${window}; percent with 2 decimals (TikTok and YouTube only); ${reported}`,
    storyViews: 'sum of views ÷ number of stories that show a view count, over every story Scout keeps of the creator; 2 decimals',
    heatmap:
      `${capitalised(window)}, each at its publishing time in ${ANALYTICS_TIME_ZONE} time; ` +
      'each cell = posts published in that hour (rows 0–23) on that weekday (columns Monday–Sunday) ÷ all those posts × 100, ' +
      'percent rounded half up to 2 decimals per cell, so the cells may add up to slightly more or less than 100; all cells are 0 when there are no posts',
    growth:
      'followers at the latest point − followers at the newest point at least N days before it (and less than 2 × N days before it); ' +
      'percent = that change ÷ the earlier followers × 100, 2 decimals; empty when the history does not reach back N days',
    followerHistory:
      'one point per day: the follower count of the last observation Scout made that day (UTC), merged with the earlier counts the data source remembers',
    topHashtags: `number of posts using each hashtag among the posts of the latest observation, most used first (ties alphabetical), top ${TOP_TAGS}`,
    topMentions: `number of posts mentioning each account among the posts of the latest observation, most used first (ties alphabetical), top ${TOP_TAGS}`,
  };
}

function germanTexts(): Record<ProfileFormulaName, string> {
  const window =
    'die Beiträge im Fenster: Scouts Aufzeichnung der Beiträge des Creators (beim Speichern des Creators aus der Datenquelle gelesen, ' +
    `danach jeder neue Beitrag), die neuesten ${FIGURE_WINDOW_POSTS.toLocaleString('de-DE')}, veröffentlicht höchstens ${FIGURE_WINDOW_DAYS} Tage vor dem neuesten; ` +
    'Storys und vom Team entfernte Beiträge zählen nicht';
  const reported =
    'wenn kein Beitrag im Fenster die Zahl zeigt: der Wert, den die Datenquelle für den Creator meldet, mit dem Datum, an dem er gelesen wurde';
  return {
    averageLikes: `Summe der Likes ÷ Anzahl der Beiträge mit Like-Zahl, über ${window}; 2 Dezimalstellen; ${reported}`,
    averageComments: `Summe der Kommentare ÷ Anzahl der Beiträge mit Kommentarzahl, über ${window}; 2 Dezimalstellen; ${reported}`,
    averageViews: `Summe der Aufrufe ÷ Anzahl der Beiträge mit Aufrufzahl, über ${window}; 2 Dezimalstellen; ${reported}`,
    engagementRate: `(durchschnittliche Likes + durchschnittliche Kommentare) ÷ Follower × 100, über ${window}; Prozent mit 2 Dezimalstellen; ${reported}`,
    viewEngagementRate: `(durchschnittliche Likes + durchschnittliche Kommentare) ÷ durchschnittliche Aufrufe × 100, über ${window}; Prozent mit 2 Dezimalstellen (nur TikTok und YouTube); ${reported}`,
    storyViews:
      'Summe der Aufrufe ÷ Anzahl der Storys mit Aufrufzahl, über alle Storys, die Scout vom Creator aufbewahrt; 2 Dezimalstellen',
    heatmap:
      `${capitalised(window)}, jeder zu seiner Veröffentlichungszeit in der Zeitzone ${ANALYTICS_TIME_ZONE}; ` +
      'jede Zelle = in dieser Stunde (Zeilen 0–23) an diesem Wochentag (Spalten Montag–Sonntag) veröffentlichte Beiträge ÷ alle diese Beiträge × 100, ' +
      'Prozent je Zelle kaufmännisch auf 2 Dezimalstellen gerundet, daher können die Zellen zusammen etwas mehr oder weniger als 100 ergeben; ' +
      'alle Zellen sind 0, wenn es keine Beiträge gibt',
    growth:
      'Follower am neuesten Punkt − Follower am neuesten Punkt, der mindestens N Tage davor liegt (und weniger als 2 × N Tage davor); ' +
      'Prozent = diese Änderung ÷ die früheren Follower × 100, 2 Dezimalstellen; leer, wenn der Verlauf nicht N Tage zurückreicht',
    followerHistory:
      'ein Punkt pro Tag: die Followerzahl der letzten Beobachtung, die Scout an diesem Tag (UTC) gemacht hat, zusammengeführt mit den früheren Zahlen, die die Datenquelle kennt',
    topHashtags: `Anzahl der Beiträge mit dem jeweiligen Hashtag unter den Beiträgen der letzten Beobachtung, meistgenutzte zuerst (bei Gleichstand alphabetisch), die ersten ${TOP_TAGS}`,
    topMentions: `Anzahl der Beiträge, die das jeweilige Konto erwähnen, unter den Beiträgen der letzten Beobachtung, meistgenannte zuerst (bei Gleichstand alphabetisch), die ersten ${TOP_TAGS}`,
  };
}

/** What each creator figure's "how computed" text says, per language. Plain words, no provider names. */
export const PROFILE_FORMULAS: Readonly<Record<FormulaLanguage, Readonly<Record<ProfileFormulaName, string>>>> = {
  en: englishTexts(),
  de: germanTexts(),
};
