// The baseline: a bare `ws` server that rebroadcasts every message a publisher sends
// to all other connections, in its own process like a host node.
import { WebSocketServer, type WebSocket } from 'ws';
import { exitWithParent } from './children.ts';

if (!process.send) throw new Error('rawServer.ts runs as a child of run.ts');
const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
server.on('connection', (socket: WebSocket) => {
  // As received: the publisher sends text, so the clients get text frames, as socket.io's are.
  socket.on('message', (data, isBinary) => {
    for (const client of server.clients) if (client !== socket && client.readyState === client.OPEN) client.send(data, { binary: isBinary });
  });
});
server.on('listening', () => process.send!({ port: (server.address() as { port: number }).port }));
exitWithParent(
  () =>
    new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    }),
);
