import type { ApiComponent, ComponentTypeChoice } from '@lms/sdk/web';
import type { PageSlot } from '../authoring/pageSlots.ts';

/** What the component form edits: the common fields and the plugin's config. */
export interface Draft {
  title: string;
  description: string;
  config: Record<string, unknown>;
}

export function draftOf(component: ApiComponent): Draft {
  return { title: component.title, description: component.description ?? '', config: component.config };
}

/** A component being added: not stored until the author saves it (then POST .../new/ with the form's fields). */
export interface NewComponent {
  /** The list of the page it goes to. */
  slot: PageSlot;
  /** The type's title, for the heading ("Add Note"). */
  typeTitle: string;
  /** Back to the type chooser (nothing stored). */
  onChooseAnother(): void;
}

/**
 * The component the editor shows for a type just chosen, before anything is
 * stored: the type's defaults, no title, no id yet.
 */
export function unsavedComponent(choice: ComponentTypeChoice, courseId: string): ApiComponent {
  return { _id: '', type: choice.type, plugin: choice.plugin, title: '', description: null, config: choice.defaults, owned_by: null, course_id: courseId, updated_at: '' };
}
