import { z } from 'zod';
import type { DocumentProjection } from '@scout/projections/runner/projection';

/** One invocation of `npm run projections -- …`. */
export type ProjectionsCommand =
  | { kind: 'status' }
  | { kind: 'parked'; projection: DocumentProjection | null }
  | { kind: 'replay'; projection: DocumentProjection }
  | { kind: 'rebuild'; projection: DocumentProjection; fresh: boolean; batchSize: number | undefined }
  | { kind: 'rebuildAll'; batchSize: number | undefined };

export type ParsedArguments = { ok: true; command: ProjectionsCommand } | { ok: false; problem: string };

const batchSizeSchema = z.coerce.number().int().min(1).max(100_000);

/** Usage text, with the names the commands take. */
export function usage(projections: readonly DocumentProjection[]): string {
  return [
    'usage: npm run projections -- <command>',
    '  status                                   checkpoint, lag, parked events and interrupted rebuild of every read model',
    '  parked [NAME]                            every parked event (of one read model)',
    '  replay NAME                              applies the parked events of NAME again (after a fix)',
    '  rebuild NAME [--fresh] [--batch-size N]  rebuilds NAME from the first event beside the live one, then swaps it in;',
    '                                           resumes an interrupted rebuild unless --fresh',
    '  rebuild --all [--batch-size N]           rebuilds every read model in one pass over the events, then swaps each in;',
    '                                           an interrupted pass starts over',
    `read models: ${projections.map((p) => p.name).join(', ')}`,
  ].join('\n');
}

/**
 * Parses the arguments after `npm run projections --`: a command, its read model and, for
 * `rebuild`, `--fresh` or `--all`, and `--batch-size N` (or `--batch-size=N`).
 */
export function parseArguments(argv: readonly string[], projections: readonly DocumentProjection[]): ParsedArguments {
  const options = new Map<string, string | true>();
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [key, inline] = splitOption(arg);
    if (key === '--fresh' || key === '--all') options.set(key, true);
    else if (key === '--batch-size') {
      const value = inline ?? argv[++i];
      if (value === undefined) return { ok: false, problem: '--batch-size needs a number' };
      options.set(key, value);
    } else return { ok: false, problem: `unknown option ${key}` };
  }

  const [command, name, ...extra] = words;
  if (extra.length > 0) return { ok: false, problem: `unexpected ${extra.join(' ')}` };
  const projection = name === undefined ? undefined : projections.find((p) => p.name === name);
  if (name !== undefined && !projection) return { ok: false, problem: `unknown read model ${name}` };
  if (command !== 'rebuild' && options.size > 0) return { ok: false, problem: `${[...options.keys()].join(', ')} only go with rebuild` };

  switch (command) {
    case 'status':
      return name === undefined ? { ok: true, command: { kind: 'status' } } : { ok: false, problem: 'status takes no read model' };
    case 'parked':
      return { ok: true, command: { kind: 'parked', projection: projection ?? null } };
    case 'replay':
      return projection ? { ok: true, command: { kind: 'replay', projection } } : { ok: false, problem: 'replay needs a read model' };
    case 'rebuild': {
      const size = options.get('--batch-size');
      const batchSize = size === undefined ? undefined : batchSizeSchema.safeParse(size);
      if (batchSize && !batchSize.success) return { ok: false, problem: '--batch-size must be a whole number from 1 to 100000' };
      if (options.has('--all')) {
        if (name !== undefined) return { ok: false, problem: '--all rebuilds every read model: leave out the name' };
        if (options.has('--fresh')) return { ok: false, problem: '--all always starts over: leave out --fresh' };
        return { ok: true, command: { kind: 'rebuildAll', batchSize: batchSize?.data } };
      }
      if (!projection) return { ok: false, problem: 'rebuild needs a read model (or --all)' };
      return { ok: true, command: { kind: 'rebuild', projection, fresh: options.has('--fresh'), batchSize: batchSize?.data } };
    }
    case undefined:
      return { ok: false, problem: 'no command given' };
    default:
      return { ok: false, problem: `unknown command ${command}` };
  }
}

function splitOption(arg: string): [string, string | undefined] {
  const eq = arg.indexOf('=');
  return eq < 0 ? [arg, undefined] : [arg.slice(0, eq), arg.slice(eq + 1)];
}
