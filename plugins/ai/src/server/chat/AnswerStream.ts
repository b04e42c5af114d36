import { Readable } from 'node:stream';
import type { AnswerEvent } from '../../calls/chatCalls.ts';

/**
 * A streamed answer's body (application/x-ndjson, docs/api.md "Streamed
 * answers"): one AnswerEvent per line, pushed as it is ready. `signal` is
 * aborted when the asker goes away (Koa destroys the body when the socket
 * closes), so the provider call stops.
 */
export class AnswerStream {
  readonly body: Readable;
  private readonly abort = new AbortController();

  constructor() {
    this.body = new Readable({ read: () => undefined });
    this.body.on('close', () => this.abort.abort());
  }

  get signal(): AbortSignal {
    return this.abort.signal;
  }

  send(event: AnswerEvent): void {
    if (!this.body.destroyed) this.body.push(`${JSON.stringify(event)}\n`);
  }

  end(): void {
    if (!this.body.destroyed) this.body.push(null);
  }
}
