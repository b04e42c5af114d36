import { jsonSchema } from '../contract/jsonSchema.ts';
import type { ComponentMeta } from '../contract/apiTypes.ts';
import type { ComponentSlot } from './rows.ts';

/** Bloom taxonomies (part 2 §9). */
export const TAXONOMIES = ['Creating', 'Evaluating', 'Analyzing', 'Applying', 'Understanding', 'Remembering'] as const;

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

/** The common component fields of part 2 §3; `config` is checked by the owning plugin's schema. */
const commonFields = {
  title: { type: 'string', titleText: true, maxLength: 500 },
  description: optionalText(20_000),
  objectives: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 500 } },
  taxonomy: { type: ['string', 'null'], enum: [...TAXONOMIES, null] },
  license_type: optionalText(200),
  license_compact_url: optionalText(2000),
  license_deed_url: optionalText(2000),
  license_name: optionalText(500),
  source: optionalText(2000),
  source_url: optionalText(2000),
  config: { type: 'object', additionalProperties: true },
};

export interface ComponentFields extends ComponentMeta {
  title?: string;
  description?: string | null;
  config?: Record<string, unknown>;
}

export interface NewComponentBody extends ComponentFields {
  type: string;
  /** Where on the page; null: on no page (a container's child). Default contents. */
  slot?: ComponentSlot | null;
}

export const newComponentSchema = jsonSchema<NewComponentBody>({
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 40 },
    slot: { enum: ['contents', 'recommended', 'instructor_notes', null] },
    ...commonFields,
  },
});

export const componentUpdateSchema = jsonSchema<ComponentFields>({
  type: 'object',
  minProperties: 1,
  properties: commonFields,
});
