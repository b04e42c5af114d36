import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { ComponentRow } from './rows.ts';
import type { ApiComponent } from '@lms/contract/apiTypes.ts';

export type { ApiComponent };

/** Common component fields (part 2 §3) kept in the `meta` column. */
export const COMPONENT_META_FIELDS = [
  'objectives',
  'taxonomy',
  'license_type',
  'license_compact_url',
  'license_deed_url',
  'license_name',
  'source',
  'source_url',
] as const;

export function toApiComponent(row: ComponentRow, catalogue: ComponentTypeCatalogue): ApiComponent {
  return {
    _id: row.id,
    type: row.type,
    plugin: catalogue.componentType(row.type)?.pluginId ?? null,
    title: row.title,
    description: row.description,
    ...row.meta,
    config: row.config,
    owned_by: row.owned_by,
    course_id: row.course_id,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
