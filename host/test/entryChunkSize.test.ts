import { describe, expect, it, vi } from 'vitest';
import { entryChunkSize, entryChunkSizeLine, formatKilobytes } from '../web/entryChunkSize.ts';

describe("the web build's entry chunk size line", () => {
  it("gives the raw and the gzipped size in Vite's kB (1000 bytes)", () => {
    expect(formatKilobytes(561_604)).toBe('561.60 kB');
    const code = 'export const answer = 42;\n'.repeat(400);
    const line = entryChunkSizeLine('assets/index-abc.js', code);
    const [, raw, gzip] = /^Entry chunk assets\/index-abc\.js: ([\d.]+) kB raw, ([\d.]+) kB gzip$/.exec(line) ?? [];
    expect(Number(raw)).toBe(10.4);
    expect(Number(gzip)).toBeGreaterThan(0);
    expect(Number(gzip)).toBeLessThan(1);
  });

  it('prints the line for the entry chunk only, once the bundle is written', () => {
    const plugin = entryChunkSize();
    const bundle = {
      'assets/lazy.js': { type: 'chunk', isEntry: false, fileName: 'assets/lazy.js', code: 'x'.repeat(5000) },
      // The shared modules installed plugins import are entries too (host/web/sharedModules.ts): not the app's entry.
      'assets/shared-react.js': { type: 'chunk', isEntry: true, name: 'shared-react', fileName: 'assets/shared-react.js', code: 'z'.repeat(3000) },
      'assets/index.js': { type: 'chunk', isEntry: true, name: 'index', fileName: 'assets/index.js', code: 'y'.repeat(2000) },
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'body{}' },
    };
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      (plugin.writeBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
      (plugin.closeBundle as () => void)();
    } finally {
      log.mockRestore();
    }
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^Entry chunk assets\/index\.js: 2\.00 kB raw, 0\.\d\d kB gzip$/);
  });
});
