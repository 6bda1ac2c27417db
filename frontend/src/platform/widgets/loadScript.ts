/** Adds `<script src>` once per id; later calls answer the same promise. Never called unless a widget is configured. */
const loading = new Map<string, Promise<void>>();

export function loadScript(id: string, src: string): Promise<void> {
  const existing = loading.get(id);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${id} did not load`));
    document.head.appendChild(script);
  });
  loading.set(id, promise);
  promise.catch(() => loading.delete(id));
  return promise;
}
