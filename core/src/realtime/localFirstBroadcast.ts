import { MessageType, type BroadcastOptions, type ClusterAdapter } from 'socket.io-adapter';

/** The cluster adapter's own step for telling the other nodes (protected in its types; it handles its errors). */
interface ClusterPublisher {
  publish(message: { type: MessageType.BROADCAST; data: { packet: unknown; opts: { rooms: string[]; except: string[]; flags: BroadcastOptions['flags'] } } }): void;
}

/** Resolves once the process.nextTick callbacks queued before it have run. */
const afterQueuedTicks = () => new Promise<void>((resolve) => process.nextTick(resolve));

/**
 * A cluster adapter's broadcast waits for the other nodes' message to be
 * published (a PostgreSQL round trip for pg_notify) before it delivers to this
 * node's own sockets, so every local delivery paid that round trip. Here the
 * message is handed to PostgreSQL first and this node's sockets are served
 * without waiting for its answer. The local delivery still waits for the ticks
 * already queued: pg-pool hands out an idle connection in a process.nextTick,
 * and only then is the NOTIFY written, so serving a room of 500 sockets at once
 * (a write per socket) held the other nodes' copy back by that whole loop.
 * No offset is lost: the PostgreSQL adapter has none (no connection state
 * recovery), and a failed publish is reported by the adapter as before.
 */
export function deliverLocallyFirst(adapter: ClusterAdapter): void {
  const broadcast = adapter.broadcast.bind(adapter);
  const publisher = adapter as unknown as ClusterPublisher;
  adapter.broadcast = (packet, opts) => {
    if (opts.flags?.local) return broadcast(packet, opts);
    publisher.publish({ type: MessageType.BROADCAST, data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags } } });
    const local = { ...opts, flags: { ...opts.flags, local: true } };
    return afterQueuedTicks().then(() => broadcast(packet, local));
  };
}
