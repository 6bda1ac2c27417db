import type { Config } from '../config';

/** Origins the browser must be allowed to reach for each third-party widget that is configured. */
export interface ExtraSources {
  script: string[];
  connect: string[];
  frame: string[];
  style: string[];
  font: string[];
}

const origin = (url: string) => new URL(url).origin;

/** Nothing is added for a widget that is not configured, so by default the page loads only Scout's own code. */
export function widgetSources(config: Config): ExtraSources {
  const sources: ExtraSources = { script: [], connect: [], frame: [], style: [], font: [] };
  if (config.ANALYTICS_KEY) {
    const host = origin(config.ANALYTICS_HOST);
    sources.script.push(host, host.replace('://', '://*.'));
    sources.connect.push(host, host.replace('://', '://*.'));
  }
  if (config.HELP_BEACON_ID) {
    const hosts = ['https://beacon-v2.helpscout.net', 'https://*.helpscout.net'];
    sources.script.push(...hosts);
    sources.connect.push(...hosts);
    sources.frame.push(...hosts);
    sources.style.push(...hosts);
    sources.font.push(...hosts);
  }
  if (config.CHAT_WIDGET_ID) {
    const hosts = ['https://client.crisp.chat', 'https://*.crisp.chat', 'wss://*.relay.crisp.chat'];
    sources.script.push(...hosts);
    sources.connect.push(...hosts);
    sources.frame.push(...hosts);
    sources.style.push(...hosts);
    sources.font.push(...hosts);
  }
  return sources;
}
