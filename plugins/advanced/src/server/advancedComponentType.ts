import { defineComponentType } from '@lms/sdk';
import { ADVANCED_TYPE, advancedConfigSchema, newTab, type AdvancedConfig, type AdvancedTab } from '../schemas/advancedConfig.ts';
import { componentsOfTabs, tabComponentErrors, withoutLockedTabs } from '../schemas/tabRules.ts';
import { demoTabs } from './demoTabs.ts';

function tidyTab(tab: AdvancedTab): AdvancedTab {
  return {
    ...tab,
    buttonText: tab.buttonText.trim(),
    description: tab.description.trim(),
    thumbnailUrl: tab.thumbnailUrl.trim(),
    altText: tab.altText.trim(),
    color: tab.color.toLowerCase(),
  };
}

/**
 * The advanced component (tabs): a container type. The kernel reads, shows,
 * checks and copies the components its tabs hold through `children`;
 * `forStudents` drops locked tabs, and `checkChildren` refuses nesting and
 * a component on two tabs.
 */
export const advancedComponentType = defineComponentType<AdvancedConfig>({
  type: ADVANCED_TYPE,
  title: 'Advanced (tabs)',
  configSchema: advancedConfigSchema,
  defaults: { tabs: [newTab('Tab 1')], layout: 'top' },
  activity: { gradable: false },
  prepare: (config) => ({ ...config, tabs: config.tabs.map(tidyTab) }),
  searchableText: (config) => config.tabs.flatMap((tab) => [tab.buttonText, tab.description]).filter(Boolean).join('\n'),
  children: componentsOfTabs,
  forStudents: withoutLockedTabs,
  checkChildren: tabComponentErrors,
  demo: demoTabs,
});
