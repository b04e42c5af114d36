import type { TypedSchema } from './jsonSchema.ts';
import type { GradingHooks } from './grading.ts';

/** A rule the kernel enforces when a component of this type is put on a page. */
export interface PageRules {
  /** At most `count` components of this type on one page; `message` is shown when exceeded. */
  maxPerPage?: { count: number; message: string };
  /** This type must be the only content of its page. */
  wholePage?: { message: string };
}

/** How the gradebook and activity settings see a component type. */
export interface ActivityDescriptor<C> {
  gradable: boolean;
  /** Where the maximum score comes from for a given config. Required when gradable. */
  maxScore?(config: C): number;
  /** Some attempts need a person to grade them. */
  manualGrading?: boolean;
}

export interface ComponentTypeDefinition<C = Record<string, unknown>> {
  /** The type name stored on each component, e.g. "html". Lowercase letters, digits, underscores. */
  type: string;
  /** Human name shown when choosing a type. */
  title: string;
  /** JSON Schema of the type-specific config; unknown fields are rejected. */
  configSchema: TypedSchema<C>;
  /** The config of a new component; must satisfy configSchema. */
  defaults: C;
  pageRules?: PageRules;
  activity: ActivityDescriptor<C>;
  /** Normalises a valid config before it is stored (for example, sanitising HTML). Pure and synchronous. */
  prepare?(config: C): C;
  /** Plain text for in-course search. */
  searchableText?(config: C): string;
  /** Grading hooks; required when the activity is gradable. */
  grading?: GradingHooks<C>;
  /** A sample the demo installation puts on a page. */
  demo?: { title: string; config: C };
}

export function defineComponentType<C>(definition: ComponentTypeDefinition<C>): ComponentTypeDefinition<C> {
  return definition;
}
