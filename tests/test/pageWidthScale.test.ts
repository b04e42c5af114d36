/**
 * Issue 16 item 9: every plugin tool screen sits on the kit's one page width scale
 * (pageClass(...) from sdk/src/web/ui/pageWidth.ts, CSS in sdk/src/web/ui/page.css).
 * A source scan: each module a plugin declares as a route screen (its default export takes
 * ScreenProps or RouteScreenProps) must give its outer element pageClass(...), or be a dialog route (a kit Modal);
 * no plugin stylesheet re-creates the scale with its own width or padding; and no host or plugin
 * stylesheet writes a page width as a literal (a centred column at least as wide as the scale's narrowest step).
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

/** The scale's steps in rem, read from the kit's page.css, so the guard follows the scale. */
const pageCss = fs.readFileSync(path.join(root, 'sdk/src/web/ui/page.css'), 'utf8');
const scaleRem = [...pageCss.matchAll(/--lms-page-(?:narrow|medium|wide):\s*([\d.]+)rem/g)].map((match) => Number(match[1]));

/** A literal length in rem (px and em at the browser's 16 px), or undefined for %, vw, var(...) and the like. */
function literalRem(value: string): number | undefined {
  const match = /^([\d.]+)(rem|em|px)$/.exec(value.trim());
  if (!match) return undefined;
  return match[2] === 'px' ? Number(match[1]) / 16 : Number(match[1]);
}

/**
 * The rules of a stylesheet that set a page width by hand: they centre themselves (auto inline
 * margins) and cap their width at a literal at least as wide as the scale's narrowest step.
 * A login card (28rem) or a form's own width (not centred) is not a page width.
 */
function literalPageWidths(file: string, source: string, narrowestRem: number): string[] {
  const rules = source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g);
  return [...rules].flatMap(([, selector = '', body = '']) => {
    const centred = /(?:^|[;\s])margin(?:-inline)?:[^;]*\bauto\b/.test(body);
    const widths = [...body.matchAll(/(?:^|[;\s])((?:max-)?width):\s*([^;]+)/g)].filter(([, , value = '']) => (literalRem(value) ?? 0) >= narrowestRem);
    return centred ? widths.map(([, property, value = '']) => `${file} ${selector.trim()} { ${property}: ${value.trim()} }`) : [];
  });
}

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

  it('reads the scale it guards from the kit', () => {
    expect(scaleRem).toEqual([40, 60, 72]);
  });

  it('finds a literal page width, and leaves a card, a form width and the scale itself alone', () => {
    const narrowest = Math.min(...scaleRem);
    expect(literalPageWidths('a.css', '.list { max-width: 72rem; margin: 0 auto; }', narrowest)).toEqual(['a.css .list { max-width: 72rem }']);
    expect(literalPageWidths('a.css', '/* c */ .x { width: 1000px; margin-inline: auto }', narrowest)).toEqual(['a.css .x { width: 1000px }']);
    expect(literalPageWidths('a.css', '.card { width: min(28rem, 100%); margin: 2rem auto; } .card2 { max-width: 28rem; margin: 0 auto }', narrowest)).toEqual([]);
    expect(literalPageWidths('a.css', '.form { max-width: 40rem; margin-bottom: 1.5rem; }', narrowest)).toEqual([]);
    expect(literalPageWidths('a.css', '.list { max-width: var(--lms-page-wide); margin: 0 auto; }', narrowest)).toEqual([]);
  });

  it('takes every page width in host and plugin stylesheets from the scale, never a literal', () => {
    const narrowest = Math.min(...scaleRem);
    const sheets = fs.globSync('{host/web/src,plugins/*/src/web}/**/*.css', { cwd: root });
    expect(sheets).toEqual(expect.arrayContaining(['host/web/src/course/menu/courseMenu.css', 'host/web/src/screens/list/myCourses.css']));
    const literal = sheets.flatMap((file) => literalPageWidths(file, fs.readFileSync(path.join(root, file), 'utf8'), narrowest));
    expect(literal).toEqual([]);
  });
});
