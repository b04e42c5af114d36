import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the loopback server. */
export interface ScriptedAnswer {
  /** The answer's text pieces, one streamed chunk each. */
  pieces?: string[];
  /** Wait this long before each piece (a slow provider). */
  delayMs?: number;
  /** Answer this HTTP status with an OpenAI-style error body instead. */
  status?: number;
  /** Break the connection after this many pieces. */
  breakAfter?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export interface LoopbackChatServer {
  /** The base URL to configure (…/v1). */
  baseUrl: string;
  /** The chat completion requests received, as sent (JSON bodies), with their Authorization header. */
  requests: { body: { model: string; stream: boolean; messages: { role: string; content: string }[] }; authorization: string | undefined }[];
  /** Queues answers, served in order; with none queued it answers 'No script.' */
  script(...answers: ScriptedAnswer[]): void;
  /** The embeddings requests received: the model and the texts. */
  embeddingRequests: { model: string; input: string[] }[];
  /** How a text becomes a vector from now on (by default wordVector); a status instead answers that HTTP error. */
  embedWith(embed: ((text: string) => number[]) | { status: number }): void;
  close(): Promise<void>;
}

const read = async (request: IncomingMessage): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

/** The default embedding: each word of the text counted in one of 16 dimensions (by a hash of the word), so texts sharing words are near. */
export function wordVector(text: string): number[] {
  const vector = new Array<number>(16).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 0;
    for (const char of word) hash = (hash * 31 + char.codePointAt(0)!) % 16;
    vector[hash]! += 1;
  }
  return vector;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An OpenAI-compatible chat completions server on loopback for the tests
 * (issue 27 "Tests"): scripted answers streamed as server-sent events the way
 * OpenAI's API streams them (role, content deltas, finish, usage, [DONE]),
 * errors, slow answers and broken connections; and an embeddings endpoint
 * (`/embeddings`, OpenAI's shape) whose vectors a test may script.
 */
export async function startLoopbackChatServer(): Promise<LoopbackChatServer> {
  const queue: ScriptedAnswer[] = [];
  const requests: LoopbackChatServer['requests'] = [];
  const embeddingRequests: LoopbackChatServer['embeddingRequests'] = [];
  let embed: ((text: string) => number[]) | { status: number } = wordVector;
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'POST' && request.url?.endsWith('/embeddings')) {
        const body = JSON.parse(await read(request)) as { model: string; input: string | string[] };
        const input = typeof body.input === 'string' ? [body.input] : body.input;
        embeddingRequests.push({ model: body.model, input });
        if (typeof embed !== 'function') {
          response.writeHead(embed.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'Scripted failure', type: 'server_error', code: null } }));
          return;
        }
        const vectorOf = embed;
        const data = input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) }));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: input.length, total_tokens: input.length } }));
        return;
      }
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await read(request));
      requests.push({ body, authorization: request.headers.authorization });
      const answer = queue.shift() ?? { pieces: ['No script.'] };
      if (answer.status) {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Scripted failure', type: 'server_error', code: null } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
        response.write(`data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: body.model, choices, ...extra })}\n\n`);
      chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
      for (const [index, piece] of (answer.pieces ?? []).entries()) {
        if (answer.breakAfter !== undefined && index >= answer.breakAfter) {
          await pause(50);
          response.socket?.destroy();
          return;
        }
        if (answer.delayMs) await pause(answer.delayMs);
        if (response.destroyed) return;
        chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]);
      }
      chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
      const usage = answer.usage ?? { prompt_tokens: 100, completion_tokens: 20 };
      chunk([], { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => queue.push(...answers),
    embeddingRequests,
    embedWith: (next) => {
      embed = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
