/** Handles pasted one per line or separated by commas, semicolons or spaces; blanks dropped, first spelling kept. */
export function usernamesOf(text: string): string[] {
  const seen = new Set<string>();
  const handles: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const handle = part.trim().replace(/^@+/, '');
    if (!handle || seen.has(handle.toLowerCase())) continue;
    seen.add(handle.toLowerCase());
    handles.push(handle);
  }
  return handles;
}
