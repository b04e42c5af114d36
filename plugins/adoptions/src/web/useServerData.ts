import { useCallback, useEffect, useState } from 'react';
import { ApiError, useApi, type ApiClient } from '@lms/sdk/web';

export type ServerData<T> =
  | { state: 'loading' }
  | { state: 'loaded'; data: T }
  /** `error` keeps the server's errno (a 404 or 409 tells a screen what happened). */
  | { state: 'failed'; error: ApiError | Error };

/** Reads `load` once the screen shows and again on `reload()`; answers what it has so far. */
export function useServerData<T>(load: (api: ApiClient) => Promise<T>, key: string): { data: ServerData<T>; reload(): void } {
  const api = useApi();
  const [data, setData] = useState<ServerData<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    load(api).then(
      (loaded) => current && setData({ state: 'loaded', data: loaded }),
      (error: Error) => current && setData({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `key` names what `load` reads; a new closure for the same key reads the same thing.
  }, [api, key, version]);

  return { data, reload };
}
