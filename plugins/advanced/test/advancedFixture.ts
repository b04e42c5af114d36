import { newTab, type AdvancedConfig, type AdvancedTab } from '../src/schemas/advancedConfig.ts';

/** A config of regular tabs, each holding the given component ids. */
export function tabsConfig(...tabs: (string[] | Partial<AdvancedTab>)[]): AdvancedConfig {
  return {
    layout: 'top',
    tabs: tabs.map((tab, index) => (Array.isArray(tab) ? { ...newTab(`Tab ${index + 1}`), components: tab } : { ...newTab(`Tab ${index + 1}`), ...tab })),
  };
}
