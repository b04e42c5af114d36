import { useState } from 'react';
import { withItemMoved, withoutItem } from '@lms/sdk/web';

interface KeyState {
  keys: number[];
  next: number;
}

const numbered = (from: number, count: number) => Array.from({ length: count }, (_, at) => from + at);

/**
 * A stable React key for each of `count` steps, which carry no id of their
 * own: a moved or removed step keeps its fields (and focus). Each edit of the
 * steps is mirrored here; a config replaced from outside gets fresh keys.
 */
export function useStepKeys(count: number) {
  const [state, setState] = useState<KeyState>(() => ({ keys: numbered(0, count), next: count }));
  if (state.keys.length !== count) setState({ keys: numbered(state.next, count), next: state.next + count });
  return {
    keys: state.keys,
    /** Adds a key at the end and answers it. */
    append(): number {
      setState((current) => ({ keys: [...current.keys, current.next], next: current.next + 1 }));
      return state.next;
    },
    move(from: number, to: number): void {
      setState((current) => ({ ...current, keys: withItemMoved(current.keys, from, to) }));
    },
    remove(index: number): void {
      setState((current) => ({ ...current, keys: withoutItem(current.keys, index) }));
    },
  };
}
