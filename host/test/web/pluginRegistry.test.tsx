import { describe, expect, it } from 'vitest';
import { defineWebPlugin } from '@lms/sdk/web';
import { createWebPluginRegistry } from '../../web/src/plugins/webPluginRegistry.ts';
import { loadWebPlugins } from '../../web/src/plugins/loadWebPlugins.ts';
import { testNotesPlugin } from './support/testPlugin.tsx';

describe('web plugin registry', () => {
  it('indexes manifests by id, with component types, screens and panels', () => {
    const screens = defineWebPlugin({ id: 'explainer', screens: { explainer: () => null } });
    const registry = createWebPluginRegistry([testNotesPlugin, screens]);
    expect([...registry.manifests.keys()]).toEqual(['test-notes', 'explainer']);
    expect(registry.componentType('test-notes', 'note')).toBeDefined();
    expect(registry.componentType(null, 'note')).toBeUndefined();
    expect(registry.componentType('other', 'note')).toBeUndefined();
    expect(registry.screen('explainer')).toBeDefined();
    expect(registry.panels.map((panel) => panel.id)).toEqual(['messages', 'notes']);
  });

  it('refuses two manifests with one id, naming both packages', async () => {
    const loaders = [
      { package: '@lms/plugin-a', load: async () => ({ default: defineWebPlugin({ id: 'same' }) }) },
      { package: '@lms/plugin-b', load: async () => ({ default: defineWebPlugin({ id: 'same' }) }) },
    ];
    await expect(loadWebPlugins(loaders)).rejects.toThrow('Two web plugins use the id "same": @lms/plugin-a and @lms/plugin-b.');
  });

  it('refuses two plugins claiming one screen', () => {
    const a = defineWebPlugin({ id: 'a', screens: { account: () => null } });
    const b = defineWebPlugin({ id: 'b', screens: { account: () => null } });
    expect(() => createWebPluginRegistry([a, b])).toThrow('Two web plugins provide the screen for route "account": "a" and "b".');
  });
});
