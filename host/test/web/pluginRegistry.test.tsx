import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NotebookPen } from 'lucide-react';
import { defineWebPlugin, pluginRoute } from '@lms/sdk/web';
import { BootFailure } from '../../web/src/app/BootFailure.tsx';
import { createWebPluginRegistry } from '../../web/src/plugins/webPluginRegistry.ts';
import { loadWebPlugins } from '../../web/src/plugins/loadWebPlugins.ts';
import { testNotesPlugin } from './support/testPlugin.tsx';

const Screen = () => null;

describe('web plugin registry', () => {
  it('indexes manifests by id, with component types, screens, panels and header entries', () => {
    const screens = defineWebPlugin({ id: 'explainer', screens: { explainer: () => null } });
    const registry = createWebPluginRegistry([testNotesPlugin, screens]);
    expect([...registry.manifests.keys()]).toEqual(['test-notes', 'explainer']);
    expect(registry.componentType('test-notes', 'note')).toBeDefined();
    expect(registry.componentType(null, 'note')).toBeUndefined();
    expect(registry.componentType('other', 'note')).toBeUndefined();
    expect(registry.screen('explainer')).toBeDefined();
    expect(registry.panels.map((panel) => panel.id)).toEqual(['notes', 'messages']);
    expect(registry.headerEntries.map((entry) => [entry.id, entry.pluginId])).toEqual([['notes', 'test-notes']]);
  });

  it("indexes a plugin's own routes beside the spec's, and the errnos its screens handle", () => {
    const notesList = pluginRoute('notes.list', '/:courseId/my-notes', 'user');
    const notes = defineWebPlugin({ id: 'notes', routes: [notesList], screens: { [notesList.name]: Screen }, handledErrnos: ['notes-closed'] });
    const registry = createWebPluginRegistry([notes]);
    expect(registry.routes).toEqual([notesList]);
    expect(registry.route('notes.list')).toEqual(notesList);
    expect(registry.route('page')?.path).toBe('/:courseId/:lessonId/:pageId');
    expect(registry.screen('notes.list')).toBe(Screen);
    expect([...registry.handledErrnos]).toEqual(['notes-closed']);
  });

  it('refuses two manifests with one id, naming both packages', async () => {
    const loaders = [
      { package: '@lms/plugin-a', load: async () => ({ default: defineWebPlugin({ id: 'same' }) }) },
      { package: '@lms/plugin-b', load: async () => ({ default: defineWebPlugin({ id: 'same' }) }) },
    ];
    await expect(loadWebPlugins(loaders)).rejects.toThrow('Plugin "same": id: two web plugins use this id: @lms/plugin-a and @lms/plugin-b');
  });
});

describe('web manifest checks at start-up (one line naming the plugin)', () => {
  const refusal = (...manifests: Parameters<typeof createWebPluginRegistry>[0]) => {
    try {
      createWebPluginRegistry(manifests);
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('refuses two plugins claiming one screen', () => {
    const a = defineWebPlugin({ id: 'a', screens: { account: () => null } });
    const b = defineWebPlugin({ id: 'b', screens: { account: () => null } });
    expect(refusal(a, b)).toBe('Plugin "b": screens.account: the screen for route "account" is already provided by plugin "a"');
  });

  it('refuses a screen for an unknown route name', () => {
    // Screens are typed against the routes; a manifest from outside (plain JavaScript) is checked all the same.
    const manifest = { id: 'typo', screens: { 'questions.itme': Screen } };
    expect(refusal(manifest)).toBe('Plugin "typo": screens.questions.itme: unknown route "questions.itme" (declare it in routes with pluginRoute)');
  });

  it("refuses a plugin route outside the plugin's namespace, or on a path another route has", () => {
    const outside = { id: 'notes', routes: [{ name: 'list.mine', path: '/list/mine', access: 'user' as const }], screens: { 'list.mine': Screen } };
    expect(refusal(outside)).toBe('Plugin "notes": routes[0]: the name must start with "notes." (a plugin\'s routes are namespaced by its id)');
    const specPath = pluginRoute('notes.settings', '/:id/course_settings', 'user');
    expect(refusal(defineWebPlugin({ id: 'notes', routes: [specPath], screens: { 'notes.settings': Screen } }))).toBe(
      'Plugin "notes": routes[0]: the path /:id/course_settings is already the route "course_settings"\'s',
    );
    const first = pluginRoute('a.mine', '/:courseId/mine', 'user');
    const second = pluginRoute('b.mine', '/:id/mine', 'user');
    expect(refusal(defineWebPlugin({ id: 'a', routes: [first], screens: { 'a.mine': Screen } }), defineWebPlugin({ id: 'b', routes: [second], screens: { 'b.mine': Screen } }))).toBe(
      'Plugin "b": routes[0]: the path /:id/mine is already the route "a.mine"\'s',
    );
  });

  it("refuses a route without a screen, and a screen for another plugin's route", () => {
    const mine = pluginRoute('a.mine', '/:courseId/mine', 'user');
    expect(refusal(defineWebPlugin({ id: 'a', routes: [mine] }))).toBe('Plugin "a": routes[0]: the route "a.mine" has no screen');
    const a = defineWebPlugin({ id: 'a', routes: [mine], screens: { 'a.mine': Screen } });
    expect(refusal(a, { id: 'b', screens: { 'a.mine': Screen } })).toBe('Plugin "b": screens.a.mine: the route "a.mine" is plugin "a"\'s');
  });

  it('refuses a panel or header entry another plugin has, and an entry opening nothing', () => {
    const Panel = () => null;
    const panel = (id: string) => defineWebPlugin({ id, panels: { glossary: { title: 'Glossary', icon: NotebookPen, Panel } } });
    expect(refusal(panel('a'), panel('b'))).toBe('Plugin "b": panels.glossary: the "glossary" panel is already provided by plugin "a"');
    const entry = (id: string, opens: { panel: string } | { route: string }) => defineWebPlugin({ id, headerEntries: [{ id: 'glossary', label: 'Glossary', icon: NotebookPen, opens }] });
    expect(refusal(panel('a'), entry('b', { panel: 'glossary' }), entry('c', { panel: 'glossary' }))).toBe('Plugin "c": headerEntries[0]: the header entry "glossary" is already provided by plugin "b"');
    expect(refusal(entry('b', { panel: 'glossary' }))).toBe('Plugin "b": headerEntries[0].opens: no installed plugin has the panel "glossary"');
    expect(refusal(entry('b', { route: 'glosary' }))).toBe('Plugin "b": headerEntries[0].opens: unknown route "glosary"');
    expect(refusal(defineWebPlugin({ id: 'b', headerEntries: [{ id: 'search', label: 'Search', icon: NotebookPen, opens: { route: 'search' } }] }))).toBe(
      'Plugin "b": headerEntries[0]: "search" cannot be a header entry id',
    );
  });

  it("refuses a course menu entry whose route is unknown or takes more than the course id", () => {
    const menu = (route: string) => defineWebPlugin({ id: 'm', courseMenu: [{ route, label: 'Tool', for: 'professor' }] });
    expect(refusal(menu('grading_centre'))).toBe('Plugin "m": courseMenu[0].route: unknown route "grading_centre"');
    expect(refusal(menu('questions.item'))).toBe('Plugin "m": courseMenu[0].route: the route "questions.item" must take the course id and nothing else');
    expect(refusal(menu('questions'))).toBe('accepted');
  });
});

describe('a wrong web manifest at start-up', () => {
  it('shows the boot failure with the one line naming the plugin, instead of the app', async () => {
    const loaders = [{ package: '@acme/lms-decks', load: async () => ({ default: { id: 'decks', screens: { 'decks.list': Screen } } }) }];
    const failure = await loadWebPlugins(loaders).catch((error: unknown) => error as Error);
    render(<BootFailure message={failure instanceof Error ? failure.message : 'loaded'} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The application could not start' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Plugin "decks": screens.decks.list: unknown route "decks.list" (declare it in routes with pluginRoute)');
  });
});
