import { useEffect, useState } from 'react';
import { useApi, type ComponentTypeChoice } from '@lms/sdk/web';
import { ADVANCED_TYPE } from '../schemas/advancedConfig.ts';

/** A component of the author's library (GET library/{courseId}/?type=component). */
export interface LibraryComponent {
  _id: string;
  title: string;
  component_type: string;
}

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
      api.get<{ types: ComponentTypeChoice[] }>(`component_types/${courseId}/`),
      api.get<{ items: LibraryComponent[] }>(`library/${courseId}/?type=component`),
    ]).then(
      ([types, library]) => {
        if (current) setChoices({ status: 'ready', types: types.types.filter((choice) => choice.type !== ADVANCED_TYPE), library: library.items });
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
