import type { RegisteredComponentType } from './PluginRegistry.ts';

/**
 * The installed component types, as services that only look types up see them
 * (the plugin registry answers it; they get nothing else of it).
 */
export interface ComponentTypeCatalogue {
  /** Every installed type by its name. */
  readonly componentTypes: ReadonlyMap<string, RegisteredComponentType>;
  componentType(type: string): RegisteredComponentType | undefined;
}
