import { parseArgs } from 'node:util';
import { UsageError } from './CliError.ts';

/** Parses `--name value` options; every listed option is required unless marked optional. */
export function readOptions<K extends string>(args: string[], names: readonly K[], optional: readonly K[] = []): Record<K, string> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const missing = names.filter((name) => !optional.includes(name) && (values[name] === undefined || values[name] === ''));
  if (missing.length) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}`);
  return values as Record<K, string>;
}
