import { useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { connectionError, type RealtimeJoin } from './RealtimeConnection.ts';
import { RealtimeConnectionContext } from './RealtimeConnectionContext.ts';
import { sharedRealtimeConnection } from './sharedRealtimeConnection.ts';

export interface UseRealtimeOptions {
  /** Your plugin's id: events are `${plugin}:${event}` on the wire. */
  plugin: string;
  /** Your handler that admits this tab to its rooms; sent again on every reconnection. */
  join?: RealtimeJoin;
  /** An event of your plugin, without the `${plugin}:` prefix. */
  onEvent(event: string, payload: unknown): void;
  /** The connection came back after being lost: re-read over HTTP what you show. */
  onReconnect?(): void;
  /** False holds no subscription (default true). */
  enabled?: boolean;
}

export interface RealtimeChannel {
  /** Events flow: the socket is connected and the join (if any) was accepted. */
  connected: boolean;
  /** Emits `${plugin}:${event}`; answers the handler's data or throws its error as an ApiError. */
  send<T = unknown>(event: string, payload?: unknown): Promise<T>;
}

/**
 * A plugin's live channel over the tab's one socket.io connection: receives the
 * plugin's events while mounted (and enabled), joins its rooms on every
 * (re)connection, and sends events that its realtime handlers answer.
 */
export function useRealtime(options: UseRealtimeOptions): RealtimeChannel {
  const injected = useContext(RealtimeConnectionContext);
  const { plugin, join, enabled = true } = options;
  const [connected, setConnected] = useState(false);
  const onEvent = useEffectEvent((event: string, payload: unknown) => options.onEvent(event, payload));
  const onReconnect = useEffectEvent(() => options.onReconnect?.());
  const currentJoin = useEffectEvent(() => options.join);
  // The join is an object literal in the caller: subscribe again only when its content changes.
  const joinKey = join ? JSON.stringify([join.event, join.payload ?? null]) : '';

  useEffect(() => {
    if (!enabled) return;
    const unsubscribe = (injected ?? sharedRealtimeConnection()).subscribe({
      plugin,
      join: currentJoin(),
      onEvent,
      onReconnect,
      onLive: setConnected,
    });
    return () => {
      unsubscribe();
      setConnected(false);
    };
  }, [injected, plugin, joinKey, enabled]);

  const send = useCallback(
    <T = unknown>(event: string, payload?: unknown): Promise<T> =>
      enabled
        ? (injected ?? sharedRealtimeConnection()).send<T>(plugin, event, payload)
        : Promise.reject(connectionError()),
    [injected, plugin, enabled],
  );
  return { connected, send };
}
