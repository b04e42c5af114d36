import type { ItemToAnswer } from '../../../calls/deliveryCalls.ts';

/** What each type's input gets from ItemInput: the item narrowed to its type, ids to build on, the prompt's id for its label. */
export interface TypeInputProps<I extends ItemToAnswer = ItemToAnswer> {
  item: I;
  response: unknown;
  onChange(response: unknown): void;
  readOnly: boolean;
  /** Unique in the page: ids of inputs start with it. */
  ids: string;
  /** The element holding the prompt: names the input or group. */
  promptId: string;
}

/** The item of one type (or a few types) of the union. */
export type ItemOf<T extends ItemToAnswer['type']> = Extract<ItemToAnswer, { type: T }>;
