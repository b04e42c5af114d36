import type { ApiItemWithHints } from '../schemas/itemBody.ts';
import type { ApiItemSummary, ItemDefinition, ItemTag } from '../schemas/itemTypes.ts';
import type { PreparedItem } from './prepareItem.ts';

export const ITEMS_TABLE = 'assessment_items';

export interface ItemRow {
  id: string;
  owned_by: string;
  reference: string;
  title: string;
  type: ItemDefinition['type'];
  prompt: string;
  content: ItemDefinition['content'];
  /** A decimal: a string on some drivers. */
  points: number | string;
  tags: ItemTag[];
  /** Plain-text hints, up to 5, in the order a taker gets them. */
  hints: string[];
  copied_from: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns an item's content fills (jsonb columns written as JSON text, which both drivers take). */
export function itemColumns(item: PreparedItem) {
  return {
    reference: item.reference,
    title: item.title,
    type: item.type,
    prompt: item.prompt,
    content: JSON.stringify(item.content),
    points: item.points,
    tags: JSON.stringify(item.tags),
    hints: JSON.stringify(item.hints),
  };
}

export function toApiItem(row: ItemRow, callerId: string): ApiItemWithHints {
  return {
    _id: row.id,
    reference: row.reference,
    title: row.title,
    type: row.type,
    prompt: row.prompt,
    content: row.content,
    points: Number(row.points),
    tags: row.tags,
    hints: row.hints,
    owned_by: row.owned_by,
    copied_from: row.copied_from,
    mine: row.owned_by === callerId,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  } as ApiItemWithHints;
}

export function toItemSummary(row: ItemRow, callerId: string): ApiItemSummary {
  return {
    _id: row.id,
    reference: row.reference,
    title: row.title,
    type: row.type,
    points: Number(row.points),
    tags: row.tags,
    owned_by: row.owned_by,
    mine: row.owned_by === callerId,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
