import { describe, expect, it } from 'vitest';
import { advancedComponentType } from '../src/server/advancedComponentType.ts';
import { tabsConfig } from './advancedFixture.ts';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

describe('advanced component hooks', () => {
  it('holds the components of every tab, in reading order', () => {
    expect(advancedComponentType.children!(tabsConfig([B], { locked: true, components: [A] }))).toEqual([B, A]);
  });

  it('gives students the config without its locked tabs', () => {
    const config = tabsConfig({ buttonText: 'Open', components: [A] }, { buttonText: 'Key', components: [B], locked: true });
    expect(advancedComponentType.forStudents!(config).tabs.map((tab) => tab.buttonText)).toEqual(['Open']);
    expect(config.tabs).toHaveLength(2);
  });

  it('refuses nesting, a component twice and components on a separator', () => {
    const check = advancedComponentType.checkChildren!;
    expect(check(tabsConfig([A], [B]), [{ id: A, type: 'html' }, { id: B, type: 'html' }])).toEqual([]);
    expect(check(tabsConfig([A, B]), [{ id: A, type: 'html' }, { id: B, type: 'advanced' }])).toEqual([{ field: 'tabs/0/components/1', message: 'You cannot nest advanced components' }]);
    expect(check(tabsConfig([A], [A]), [{ id: A, type: 'html' }, { id: A, type: 'html' }])).toEqual([{ field: 'tabs/1/components/0', message: 'This component is already on a tab.' }]);
    expect(check(tabsConfig({ buttonType: 'separator', components: [A] }), [{ id: A, type: 'html' }])).toEqual([{ field: 'tabs/0/components', message: 'A separator holds no components.' }]);
  });

  it('indexes tab names and descriptions for search', () => {
    expect(advancedComponentType.searchableText!(tabsConfig({ buttonText: 'Cells', description: 'Start here.' }, { buttonText: 'More' }))).toBe('Cells\nStart here.\nMore');
  });
});
