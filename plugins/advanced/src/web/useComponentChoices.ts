import { useEffect, useState } from 'react';
import { useApi, type ComponentTypeChoice } from '@lms/sdk/web';
import { listComponentTypes, listLibrary, type LibraryItem } from '@lms/sdk/calls';
import { ADVANCED_TYPE } from '../schemas/advancedConfig.ts';

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
  const api = useApi();
  const [choices, setChoices] = useState<ComponentChoices>({ status: 'loading', types: [], library: [] });
  useEffect(() => {
    let current = true;
    Promise.all([
      api.call(listComponentTypes, { params: { courseId } }),
      api.call(listLibrary, { params: { courseId }, query: { type: 'component' } }),
    ]).then(
      ([types, library]) => {
        if (current) setChoices({ status: 'ready', types: types.types.filter((choice) => choice.type !== ADVANCED_TYPE), library: library.items.filter(isComponent) });
      },
      () => {
        if (current) setChoices({ status: 'failed', types: [], library: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [api, courseId]);
  return choices;
}
