import type { Response } from 'express';
import { escapeHtml } from '@scout/platform/http/escapeHtml';
import type { LinkInterstitialMessages } from './linkInterstitialMessages';

/** No script, no frame, nothing loaded: the page's one inline style, a link, and nothing sent on. */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}' +
  'h1{font-size:1.4rem}.host{font-size:1.2rem;font-weight:700}.address{overflow-wrap:anywhere;font-family:monospace;background:#f3f3f3;padding:.5rem}' +
  'a.proceed{display:inline-block;margin-top:1rem;padding:.6rem 1rem;background:#1a1a1a;color:#fff;border-radius:4px;text-decoration:none}';

export interface LinkInterstitial {
  /** The address the campaign stored: what the visitor is told they reach. */
  destination: string;
  /** Where the continue link goes: the destination, or its Bitly link so the click is counted. */
  target: string;
  product: string;
  messages: LinkInterstitialMessages;
}

/** The page's HTML: every text escaped; the host shown as the URL parser reads it (punycode for look-alikes). */
export function linkInterstitialHtml({ destination, target, product, messages: m }: LinkInterstitial): string {
  const { host, href } = new URL(destination);
  return [
    '<!doctype html>',
    `<html lang="${m.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(m.title(product))}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(m.title(product))}</h1><p>${escapeHtml(m.lead(product))}</p>`,
    `<p class="host" data-testid="link-interstitial-host">${escapeHtml(host)}</p>`,
    `<p>${escapeHtml(m.address)}:</p><p class="address" data-testid="link-interstitial-address">${escapeHtml(href)}</p>`,
    `<p>${escapeHtml(m.warning)}</p>`,
    `<a class="proceed" data-testid="link-interstitial-proceed" href="${escapeHtml(target)}" rel="noopener noreferrer nofollow">${escapeHtml(m.proceed(host))}</a>`,
    '</main></body></html>',
  ].join('');
}

/** Answers the page: 200 HTML under its own policy, never cached, never framed, no referrer passed on. */
export function sendLinkInterstitial(res: Response, page: LinkInterstitial): void {
  res.setHeader('Content-Security-Policy', POLICY);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.status(200).type('html').send(linkInterstitialHtml(page));
}
