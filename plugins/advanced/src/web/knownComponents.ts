import type { ApiComponent } from '@lms/sdk/web';
import type { AdvancedConfig } from '../schemas/advancedConfig.ts';

/** What the editor shows of a component a tab holds. */
export interface KnownComponent {
  id: string;
  title: string;
  type: string;
}

/** The name a tab's component goes by in the editor. */
export function nameOf(component: KnownComponent | undefined): string {
  if (!component) return 'A component that no longer exists';
  return component.title || `Untitled ${component.type}`;
}

export function knownOf(child: ApiComponent): KnownComponent {
  return { id: child._id, title: child.title, type: child.type };
}

/** Where each component sits in a saved config: its tab and its place there (the advanced object of part 2 §2). */
export function placesOf(config: AdvancedConfig): Map<string, { tab: number; index: number }> {
  return new Map(config.tabs.flatMap((tab, t) => tab.components.map((id, i): [string, { tab: number; index: number }] => [id, { tab: t, index: i }])));
}
