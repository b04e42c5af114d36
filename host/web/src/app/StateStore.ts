import { useSyncExternalStore } from 'react';

/** A value that changes over time and tells its subscribers; React reads it through useStore. */
export class StateStore<T> {
  #state: T;
  readonly #listeners = new Set<() => void>();

  constructor(initial: T) {
    this.#state = initial;
  }

  get state(): T {
    return this.#state;
  }

  protected setState(next: T): void {
    if (Object.is(next, this.#state)) return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): T => this.#state;
}

export function useStore<T>(store: StateStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
