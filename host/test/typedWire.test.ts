import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Kernel } from '@lms/core';
import { readHostConfig } from '../src/config/hostConfig.ts';
import { loadServerPlugins } from '../src/plugins/loadServerPlugins.ts';

/**
 * Issue 15 part 1, "Done when": every route of core and of every installed
 * plugin binds a call with an answer schema, and the source keeps none of the
 * untyped habits the typed wire replaced. A count here that is not zero names
 * the files, so whoever adds one sees where.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = ['contract/src', 'core/src', 'sdk/src', 'host/src', 'host/web/src', 'subtitles/src', ...fs.readdirSync(path.join(ROOT, 'plugins')).map((p) => `plugins/${p}/src`)];

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir));
  return files;
}

/** Files (relative) with their count of `pattern`. */
function occurrences(pattern: RegExp, only: (file: string) => boolean = () => true): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of sourceFiles().filter(only)) {
    const count = fs.readFileSync(file, 'utf8').match(pattern)?.length ?? 0;
    if (count) found[path.relative(ROOT, file)] = count;
  }
  return found;
}

const isWeb = (file: string) => /\/(web)\//.test(path.relative(ROOT, file));
// The client's own implementation of its raw methods, under api.call.
const isScreenCode = (file: string) => isWeb(file) && !file.endsWith(path.join('sdk', 'src', 'web', 'apiClient.ts'));

describe('the typed wire', () => {
  it('binds every registered route to a call with an answer schema', async () => {
    const registry = Kernel.loadRegistry(await loadServerPlugins(readHostConfig()));
    const untyped = registry.routes.filter((route) => !route.definition.call || !route.definition.answer).map((route) => `${route.owner}: ${route.definition.method} ${route.definition.path}`);
    expect(untyped).toEqual([]);
    expect(registry.routes.length).toBeGreaterThan(100);
  });

  it('reads path parameters without non-null assertions', () => {
    expect(occurrences(/\bparams\.[A-Za-z_]+!/g)).toEqual({});
  });

  it('never casts a component config through unknown', () => {
    expect(occurrences(/config as unknown as/g)).toEqual({});
  });

  it('calls the server through typed calls only, on the web', () => {
    expect(occurrences(/\b(api|client)\.(get|post|put|delete|upload)\s*(<[^>]*>)?\(/g, isScreenCode)).toEqual({});
  });

  it('declares routes only as calls bound to handlers', () => {
    expect(occurrences(/defineRoute\(\{/g)).toEqual({});
  });
});
