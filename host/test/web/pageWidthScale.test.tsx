/**
 * Issue 16 item 9: every tool screen a plugin declares sits on the kit's one page width scale.
 * Each installed plugin's declared route screens are rendered (their server calls left pending,
 * so each shows its loading state) and the screen's outermost element must carry pageClass(...)
 * ('lms-page lms-page--<width>'); a dialog route (a kit Modal over the page) has no page width.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { ComponentHostContext, LmsWebContext, RealtimeConnection, RealtimeConnectionContext, withTypedCalls, type RawApiClient, type WebPluginManifest } from '@lms/sdk/web';
import { fakeComponentHost, FakeRealtimeSocket, TestQueryCache } from '@lms/sdk/testing/web';
import hostPackage from '../../package.json' with { type: 'json' };

const NODE_MODULES = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules');

/** Whether an installed plugin has a web part (a server-only plugin, such as the LTI tool side, has none). */
const hasWebPart = (name: string): boolean =>
  './web' in ((JSON.parse(readFileSync(join(NODE_MODULES, name, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> }).exports ?? {});

const pluginPackages = Object.keys({ ...hostPackage.dependencies, ...hostPackage.devDependencies })
  .filter((name) => name.startsWith('@lms/plugin-') && hasWebPart(name))
  .sort();

/** Calls that never answer: every screen stays in its loading state. */
const pendingApi = () => {
  const pending = () => vi.fn(() => new Promise<never>(() => undefined));
  return withTypedCalls({ get: pending(), post: pending(), put: pending(), delete: pending(), upload: pending() } as unknown as RawApiClient);
};

/** Any route parameter a screen reads: an id-shaped value. */
const anyParams = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? '6d0000000000000000000c01' : undefined) });

function renderScreen(Screen: ComponentType<{ params: unknown }>) {
  const { host } = fakeComponentHost(vi.fn());
  const connection = new RealtimeConnection(() => new FakeRealtimeSocket(), 50);
  return render(
    <LmsWebContext.Provider value={{ api: pendingApi(), notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>
          <RealtimeConnectionContext.Provider value={connection}>
            <Suspense fallback={<p data-testid="lazy">Loading the screen</p>}>
              <Screen params={anyParams} />
            </Suspense>
          </RealtimeConnectionContext.Provider>
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
}

afterEach(cleanup);

describe('the page width scale', () => {
  it('finds the installed plugins', () => {
    expect(pluginPackages).toEqual(expect.arrayContaining(['@lms/plugin-insights', '@lms/plugin-assessment', '@lms/plugin-payments', '@lms/plugin-project', '@lms/plugin-adoptions']));
  });

  // One test per plugin (its screens' imports and renders are its own time), the total counted at the end.
  let checked = 0;
  for (const name of pluginPackages) {
    it(`puts each ${name} route screen's outermost element on pageClass(...), dialogs aside`, async () => {
      const off: string[] = [];
      const manifest = ((await import(/* @vite-ignore */ `${name}/web`)) as { default: WebPluginManifest }).default;
      for (const [route, Screen] of Object.entries(manifest.screens ?? {})) {
        const { container, unmount } = renderScreen(Screen as ComponentType<{ params: unknown }>);
        await waitFor(() => expect(container.querySelector('[data-testid="lazy"]')).toBeNull());
        const outer = container.firstElementChild;
        const dialog = document.body.querySelector('dialog, [role="dialog"]');
        if (!dialog && !(outer?.classList.contains('lms-page') && [...outer.classList].some((cls) => /^lms-page--(narrow|medium|wide|full)$/.test(cls)))) {
          off.push(`${name} ${route}: <${outer?.tagName.toLowerCase() ?? 'nothing'} class="${outer?.className ?? ''}">`);
        }
        checked += 1;
        unmount();
      }
      expect(off).toEqual([]);
    });
  }

  it('has checked the screens of every plugin', () => {
    expect(checked).toBeGreaterThan(30);
  });
});
