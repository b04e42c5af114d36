/**
 * Issue 16 item 9: every plugin tool screen sits on the kit's one page width scale
 * (pageClass(...) from sdk/src/web/ui/pageWidth.ts, CSS in sdk/src/web/ui/page.css).
 * A source scan: each module a plugin declares as a route screen (its default export takes
 * ScreenProps or RouteScreenProps) must give its outer element pageClass(...), or be a dialog route (a kit Modal);
 * and no plugin stylesheet re-creates the scale with its own width or padding.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webFiles = fs
  .globSync('plugins/*/src/web/**/*.{ts,tsx,css}', { cwd: root })
  .map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8') }));

/** A route screen: its module's default export is a component taking ScreenProps (or RouteScreenProps, a plugin's own route). */
const ROUTE_SCREEN = /export default function \w+\(\s*[^)]*:\s*(Route)?ScreenProps</;
/** The kit scale on an element: className={pageClass('…')} or className={`… ${pageClass('…')} …`}. */
const ON_SCALE = /className=\{`?[^}]*\$?\{?pageClass\('(narrow|medium|wide|full)'\)/;
/** A dialog route draws the kit's Modal over the page it opened from; it has no page width. */
const DIALOG = /<Modal\b/;

const screens = webFiles.filter(({ file, source }) => file.endsWith('.tsx') && ROUTE_SCREEN.test(source));

describe('the page width scale', () => {
  it('finds the plugin route screens it checks', () => {
    const names = screens.map(({ file }) => path.basename(file));
    // Screens from each corner of the audit (issue 16, row 9e), so a broken scan cannot pass empty.
    for (const name of ['PerformanceReportScreen.tsx', 'ByStudentScreen.tsx', 'CatalogScreen.tsx', 'RedeemScreen.tsx', 'SpeedGradingScreen.tsx', 'GradebookScreen.tsx', 'SettingsScreen.tsx']) {
      expect(names).toContain(name);
    }
  });

  it('puts every plugin route screen on pageClass(...), dialogs aside', () => {
    const off = screens.filter(({ source }) => !ON_SCALE.test(source) && !DIALOG.test(source)).map(({ file }) => file);
    expect(off).toEqual([]);
  });

  it('leaves the width, centring and padding of the scale to the kit in plugin stylesheets', () => {
    const duplicates = webFiles
      .filter(({ file }) => file.endsWith('.css'))
      .flatMap(({ file, source }) =>
        source
          .split('\n')
          .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
          .filter(({ line }) => /var\(--lms-page-(narrow|medium|wide|full|padding)\)/.test(line) || /max-width:\s*72rem/.test(line))
          .map(({ line, at }) => `${at} ${line}`),
      );
    expect(duplicates).toEqual([]);
  });
});
