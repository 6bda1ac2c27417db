import { API_BASE } from '../apiBase';
import { createConnectionMonitor } from './connectionMonitor';

/** `GET /health/ready`: 200 while Scout can serve, 503 while its database does not answer. */
const READY_URL = `${API_BASE}/health/ready`;
const PROBE_TIMEOUT_MS = 10_000;

async function serverCanServe(): Promise<boolean> {
  try {
    const response = await fetch(READY_URL, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The web app's one connection monitor: the API client and screen loading report to it, the shell's banner shows it. */
export const connection = createConnectionMonitor({
  probe: serverCanServe,
  now: () => Date.now(),
  setTimer: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimer: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
  random: Math.random,
});

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => connection.deviceOffline());
  window.addEventListener('online', () => connection.deviceOnline());
  if (!navigator.onLine) connection.deviceOffline();
}
