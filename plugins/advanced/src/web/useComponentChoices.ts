import type { ComponentTypeChoice } from '@lms/sdk/web';
import { listComponentTypes, listLibrary, type LibraryItem } from '@lms/sdk/calls';
import { ADVANCED_TYPE } from '../schemas/advancedConfig.ts';
import { useCallQuery } from './serverData.ts';

/** A component of the author's library (GET library/{courseId}/?type=component): its type is known. */
export type LibraryComponent = LibraryItem & { component_type: string };

const isComponent = (item: LibraryItem): item is LibraryComponent => item.component_type !== undefined;

export interface ComponentChoices {
  status: 'loading' | 'ready' | 'failed';
  /** The types a tab may hold: every installed type but this one (no nesting). */
  types: ComponentTypeChoice[];
  library: LibraryComponent[];
}

/** What an author can add to a tab: a new component of an installed type, or one from their library. */
export function useComponentChoices(courseId: string): ComponentChoices {
  const types = useCallQuery(listComponentTypes, { params: { courseId } });
  const library = useCallQuery(listLibrary, { params: { courseId }, query: { type: 'component' } });
  if (types.error || library.error) return { status: 'failed', types: [], library: [] };
  if (!types.data || !library.data) return { status: 'loading', types: [], library: [] };
  return { status: 'ready', types: types.data.types.filter((choice) => choice.type !== ADVANCED_TYPE), library: library.data.items.filter(isComponent) };
}
