import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotebookPen } from 'lucide-react';
import { defineWebPlugin, pluginRoute, type WebPluginManifest } from '@lms/sdk/web';
import type { SitePluginWebEntry } from '@lms/sdk/calls';
import { fakeApiClient } from '@lms/sdk/testing/web';
import { installedPluginLoaders } from '../../web/src/plugins/installedPluginLoaders.ts';
import { loadWebPlugins } from '../../web/src/plugins/loadWebPlugins.ts';

const Screen = () => null;
const View = () => null;

/** What the server lists for an installed package: its web entry and what its package.json declared. */
function declared(id: string, screens: string[], componentTypes: string[] = []): SitePluginWebEntry {
  return { id, package: `lms-plugin-${id}`, entry: `/plugin-assets/${id}/0123456789abcdef01234567/index.js`, contributes: { componentTypes, screens } };
}

function installed(manifest: WebPluginManifest, declaration: SitePluginWebEntry) {
  return { package: declaration.package, load: async () => ({ default: manifest }), declared: declaration };
}

const results = pluginRoute('poll.results', '/:courseId/poll-results', 'professor');
const everything = pluginRoute('poll.everything', '/poll-everything', 'user');
const sitePolls = pluginRoute('poll.site', '/poll-site', 'site-admin');

/** A poll web part that keeps to a course screen and a site-wide administration screen it declared. */
const keepsToItsDeclaration = defineWebPlugin({
  id: 'poll',
  components: { poll: { View, Editor: View } },
  routes: [results, sitePolls],
  screens: { 'poll.results': Screen, 'poll.site': Screen },
  courseMenu: [{ route: 'poll.results', label: 'Poll results', for: 'professor' }],
  administrationEntries: [{ route: 'poll.site', label: 'Polls', access: 'site-admin' }],
});

let refusals: string[] = [];
afterEach(() => vi.restoreAllMocks());

async function load(manifest: WebPluginManifest, declaration: SitePluginWebEntry) {
  refusals = [];
  vi.spyOn(console, 'error').mockImplementation((message: string) => void refusals.push(message));
  return loadWebPlugins([installed(manifest, declaration)]);
}

describe("a plugin installed from a package: its screens only where its package.json declares them", () => {
  it('loads a web part whose screens, entries and component types are the declared ones', async () => {
    const registry = await load(keepsToItsDeclaration, declared('poll', ['/:courseId/poll-results', '/poll-site'], ['poll']));
    expect(refusals).toEqual([]);
    expect(registry.screen('poll.results')).toBeDefined();
    expect(registry.courseMenu.map((entry) => entry.route)).toEqual(['poll.results']);
    expect(registry.administrationEntries.map((entry) => entry.route)).toEqual(['poll.site']);
    expect(registry.componentType('poll', 'poll')).toBeDefined();
  });

  it('leaves out a web part with a site-wide screen it declared nowhere (the site keeps running without it)', async () => {
    const misbehaving = defineWebPlugin({ id: 'poll', routes: [results, everything], screens: { 'poll.results': Screen, 'poll.everything': Screen } });
    const registry = await load(misbehaving, declared('poll', ['/:courseId/poll-results']));
    expect(refusals).toEqual(['Plugin "poll": routes[1]: /poll-everything is not among the screens its package.json declares in "lms.contributes.screens" (/:courseId/poll-results). Its web part is not loaded.']);
    expect(registry.manifests.has('poll')).toBe(false);
    expect(registry.screen('poll.everything')).toBeUndefined();
    expect(registry.route('poll.everything')).toBeUndefined();
  });

  it("refuses a screen taking over one of the spec's routes, and menu entries to screens not declared", async () => {
    const takesNotes = defineWebPlugin({ id: 'poll', screens: { notes: Screen } });
    await load(takesNotes, declared('poll', []));
    expect(refusals).toEqual(['Plugin "poll": screens.notes: /:courseId/notes is not among the screens its package.json declares in "lms.contributes.screens" (none). Its web part is not loaded.']);

    const listsGradebook = defineWebPlugin({ id: 'poll', routes: [results], screens: { 'poll.results': Screen }, courseMenu: [{ route: 'gradebook', label: 'Grades', for: 'everyone' }] });
    const registry = await load(listsGradebook, declared('poll', ['/:courseId/poll-results']));
    expect(refusals).toEqual(['Plugin "poll": courseMenu[0]: /:courseId/gradebook is not among the screens its package.json declares in "lms.contributes.screens" (/:courseId/poll-results). Its web part is not loaded.']);
    expect(registry.courseMenu).toEqual([]);

    const headerToSpec = defineWebPlugin({ id: 'poll', headerEntries: [{ id: 'poll', label: 'Polls', icon: NotebookPen, opens: { route: 'courses' } }] });
    await load(headerToSpec, declared('poll', []));
    expect(refusals[0]).toMatch(/^Plugin "poll": headerEntries\[0\]\.opens: \/courses is not among the screens/);
  });

  it('refuses what a package cannot declare (panels, footers under every component), an undeclared component type, and another id', async () => {
    const panel = defineWebPlugin({ id: 'poll', panels: { polls: { title: 'Polls', icon: NotebookPen, Panel: Screen } } });
    await load(panel, declared('poll', []));
    expect(refusals).toEqual(['Plugin "poll": panels: a plugin installed from a package cannot add these: its package.json can declare only component types and screens. Its web part is not loaded.']);

    await load(defineWebPlugin({ id: 'poll', componentFooters: [Screen] }), declared('poll', []));
    expect(refusals[0]).toMatch(/^Plugin "poll": componentFooters: a plugin installed from a package cannot add these/);

    await load(defineWebPlugin({ id: 'poll', components: { quiz: { View, Editor: View } } }), declared('poll', [], ['poll']));
    expect(refusals[0]).toBe('Plugin "poll": components.quiz: this component type is not listed in package.json "lms.contributes.componentTypes". Its web part is not loaded.');

    await load(defineWebPlugin({ id: 'gradebook' }), declared('poll', []));
    expect(refusals[0]).toBe('Plugin "poll": id: its web part says it is plugin "gradebook". Its web part is not loaded.');
  });

  it('keeps the other plugins when one installed package is refused', async () => {
    refusals = [];
    vi.spyOn(console, 'error').mockImplementation((message: string) => void refusals.push(message));
    const bundled = { package: '@lms/plugin-explainer', load: async () => ({ default: defineWebPlugin({ id: 'explainer', screens: { explainer: Screen } }) }) };
    const misbehaving = defineWebPlugin({ id: 'poll', routes: [everything], screens: { 'poll.everything': Screen } });
    const registry = await loadWebPlugins([bundled, installed(misbehaving, declared('poll', []))]);
    expect([...registry.manifests.keys()]).toEqual(['explainer']);
    expect(refusals).toHaveLength(1);
  });
});

describe("the installed plugins' loaders", () => {
  it('carry what each package declared, as the server lists it with its web entry', async () => {
    const entry = declared('poll', ['/:courseId/poll-results'], ['poll']);
    const loaders = await installedPluginLoaders(fakeApiClient({ 'GET site_plugins/web': () => ({ plugins: [entry] }) }));
    expect(loaders.map((loader) => [loader.package, loader.declared])).toEqual([['lms-plugin-poll', entry]]);
  });
});
