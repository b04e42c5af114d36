import type { HeldComponent } from '@lms/sdk';
import { ADVANCED_TYPE, ALREADY_ON_A_TAB, MAX_COMPONENTS_PER_TAB, NESTING_REFUSED, SEPARATOR_HOLDS_NOTHING, TAB_FULL, type AdvancedConfig } from './advancedConfig.ts';

/** Every component id the tabs hold, in reading order (the kernel's `children`). */
export function componentsOfTabs(config: AdvancedConfig): string[] {
  return config.tabs.flatMap((tab) => tab.components);
}

/** Part 1 §4: what a student reads: the config without its locked tabs. */
export function withoutLockedTabs(config: AdvancedConfig): AdvancedConfig {
  return { ...config, tabs: config.tabs.filter((tab) => !tab.locked) };
}

/**
 * Part 2 §5 Advanced component, on the components the tabs hold: no advanced
 * component inside (no nesting), no component twice across the tabs, and none
 * on a separator (it cannot be opened).
 */
export function tabComponentErrors(config: AdvancedConfig, children: HeldComponent[]): { field: string; message: string }[] {
  const types = new Map(children.map((child) => [child.id, child.type]));
  const seen = new Set<string>();
  return config.tabs.flatMap((tab, t) => {
    if (tab.buttonType === 'separator') return tab.components.length ? [{ field: `tabs/${t}/components`, message: SEPARATOR_HOLDS_NOTHING }] : [];
    return tab.components.flatMap((id, i) => {
      const field = `tabs/${t}/components/${i}`;
      const message = types.get(id) === ADVANCED_TYPE ? NESTING_REFUSED : seen.has(id) ? ALREADY_ON_A_TAB : null;
      seen.add(id);
      return message ? [{ field, message }] : [];
    });
  });
}

/** Why a component may not join a tab (the editor's check before it adds one), or null. */
export function refusalToAdd(config: AdvancedConfig, tabIndex: number, component: { id: string; type: string }): string | null {
  if (component.type === ADVANCED_TYPE) return NESTING_REFUSED;
  if (componentsOfTabs(config).includes(component.id)) return ALREADY_ON_A_TAB;
  if ((config.tabs[tabIndex]?.components.length ?? 0) >= MAX_COMPONENTS_PER_TAB) return TAB_FULL;
  return null;
}
