import type { Socket } from 'socket.io';

/** What a room broadcast hands each socket's client: the frame socket.io's adapter built once for the room. */
interface PacketOptions {
  wsPreEncodedFrame?: Buffer[];
  volatile?: boolean;
}

/** The engine.io connection under a socket.io client (untyped members engine.io itself uses). */
interface EngineConnection {
  readyState: string;
  writeBuffer: unknown[];
  transport: { name: string; writable: boolean; perMessageDeflate?: unknown; socket?: { _sender?: { sendFrame(frame: Buffer[], callback?: (error?: Error) => void): void } } };
}

interface EngineClient {
  conn: EngineConnection;
  writeToEngine(packets: unknown, options: PacketOptions): void;
}

/**
 * A room broadcast's frame goes straight to the socket's WebSocket when nothing is
 * queued before it in engine.io (the transport writable, its buffer empty): the same
 * bytes and order as engine.io's own write of a pre-encoded frame, without its packet
 * object, its events and its send callback for each socket (nothing in socket.io or
 * the kernel listens to engine.io's packetCreate, flush or drain). Anything else (no
 * pre-encoded frame, a write in progress, a closing socket) takes engine.io's path,
 * so a volatile event is still dropped for a socket that is busy writing.
 */
export function writeBroadcastFramesDirectly(socket: Socket): void {
  const client = socket.client as unknown as EngineClient;
  const throughEngine = client.writeToEngine.bind(client);
  client.writeToEngine = (packets, options) => {
    const frame = options.wsPreEncodedFrame;
    const { readyState, writeBuffer, transport } = client.conn;
    const sender = transport.socket?._sender;
    if (frame && sender && readyState === 'open' && transport.name === 'websocket' && transport.writable && !transport.perMessageDeflate && writeBuffer.length === 0) {
      sender.sendFrame(frame);
      return;
    }
    throughEngine(packets, options);
  };
}
