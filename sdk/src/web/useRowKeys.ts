import { useRef } from 'react';

/**
 * Stable React keys for the rows of a list that has no ids of its own, so a
 * row's local state (a file being read, its message) stays with it when an
 * earlier row is removed.
 */
export function useRowKeys(length: number): { keys: number[]; removed(index: number): void } {
  const next = useRef(0);
  const keys = useRef<number[]>([]);
  while (keys.current.length < length) keys.current.push(next.current++);
  if (keys.current.length > length) keys.current.length = length;
  return {
    keys: keys.current,
    removed(index) {
      keys.current.splice(index, 1);
    },
  };
}
