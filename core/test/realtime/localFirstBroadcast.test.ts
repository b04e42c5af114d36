import { describe, expect, it } from 'vitest';
import { MessageType, type BroadcastOptions, type ClusterAdapter } from 'socket.io-adapter';
import { deliverLocallyFirst } from '../../src/realtime/localFirstBroadcast.ts';

/**
 * A cluster adapter's two steps, recorded: publishing to the other nodes, and a broadcast.
 * Like the PostgreSQL adapter on pg-pool, the publish writes its query in a process.nextTick.
 */
function recordingAdapter() {
  const steps: unknown[] = [];
  const adapter = {
    publish: (message: unknown) => {
      steps.push({ published: message });
      process.nextTick(() => steps.push('notify written'));
    },
    broadcast: (_packet: unknown, opts: BroadcastOptions) => {
      steps.push({ broadcast: opts });
      // The cluster adapter's broadcast is async: it would wait for the publish unless told the message is local.
      return opts.flags?.local ? Promise.resolve() : new Promise<void>(() => undefined);
    },
  };
  deliverLocallyFirst(adapter as unknown as ClusterAdapter);
  return { adapter: adapter as unknown as ClusterAdapter, steps };
}

describe('deliverLocallyFirst', () => {
  it('hands the message to the other nodes first, then serves this node without waiting for the publish', async () => {
    const { adapter, steps } = recordingAdapter();
    const packet = { type: 2, data: ['board:post', { n: 1 }] };
    const opts: BroadcastOptions = { rooms: new Set(['board:1']), except: new Set(['sid-1']), flags: { volatile: true } };
    await adapter.broadcast(packet, opts);
    expect(steps).toEqual([
      { published: { type: MessageType.BROADCAST, data: { packet, opts: { rooms: ['board:1'], except: ['sid-1'], flags: { volatile: true } } } } },
      // Serving the room (a write per socket) before the NOTIFY is written would hold the other nodes back.
      'notify written',
      { broadcast: { rooms: opts.rooms, except: opts.except, flags: { volatile: true, local: true } } },
    ]);
  });

  it('publishes nothing for a broadcast already local to this node', async () => {
    const { adapter, steps } = recordingAdapter();
    const opts: BroadcastOptions = { rooms: new Set(['board:1']), flags: { local: true } };
    await adapter.broadcast({ type: 2, data: ['x'] }, opts);
    expect(steps).toEqual([{ broadcast: opts }]);
  });
});
