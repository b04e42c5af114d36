import type { ItemDetail } from '../../calls/reportCalls.ts';

/** A Question's name in the report: its title, or its place when it has none. */
export const itemName = (item: ItemDetail, index: number) => item.title.trim() || `Question ${index + 1}`;
