/**
 * Just enough of the PostgreSQL frontend/backend protocol (v3) to serve one
 * PGlite session to many clients: split what a client sends into messages, and
 * follow what the backend answers to see where an exchange ends.
 */

export const PROTOCOL_3 = 196608;
export const SSL_REQUEST = 80877103;
export const GSS_ENCRYPTION_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;

/** Frontend messages after which the backend answers ReadyForQuery (Sync, simple Query). */
const ENDS_EXCHANGE = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0)]);
export const TERMINATE = 'X'.charCodeAt(0);
const READY_FOR_QUERY = 'Z'.charCodeAt(0);

/** What the session is doing, from the backend's last ReadyForQuery: idle, in a transaction, in a failed transaction. */
export type SessionStatus = 'I' | 'T' | 'E';

export type FrontendMessage =
  /** SSLRequest or GSSENCRequest: answered "no" by the server itself. */
  | { kind: 'encryption-request' }
  /** CancelRequest: PGlite has no other backend to signal; the connection is closed. */
  | { kind: 'cancel-request' }
  | { kind: 'startup'; bytes: Buffer }
  | { kind: 'message'; type: number; bytes: Buffer };

/** Splits a client's byte stream into whole messages; bytes of an unfinished message wait for more data. */
export class FrontendReader {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;

  /** The whole messages completed by `data`; throws on bytes that are not the protocol. */
  push(data: Buffer): FrontendMessage[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    const messages: FrontendMessage[] = [];
    for (;;) {
      const message = this.started ? this.nextTyped() : this.nextUntyped();
      if (!message) return messages;
      messages.push(message);
    }
  }

  /** Before start-up, messages have no type byte: length, then a code (protocol version or request). */
  private nextUntyped(): FrontendMessage | null {
    if (this.buffer.length < 8) return null;
    const length = this.buffer.readInt32BE(0);
    const code = this.buffer.readInt32BE(4);
    if (length < 8 || length > 10_000) throw new Error(`Not a PostgreSQL start-up message (length ${length})`);
    if (this.buffer.length < length) return null;
    const bytes = this.take(length);
    if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) return { kind: 'encryption-request' };
    if (code === CANCEL_REQUEST) return { kind: 'cancel-request' };
    if (code !== PROTOCOL_3) throw new Error(`Unsupported PostgreSQL protocol version ${code >> 16}.${code & 0xffff}`);
    this.started = true;
    return { kind: 'startup', bytes };
  }

  private nextTyped(): FrontendMessage | null {
    if (this.buffer.length < 5) return null;
    const length = this.buffer.readInt32BE(1);
    if (length < 4) throw new Error(`Malformed PostgreSQL message (length ${length})`);
    if (this.buffer.length < 1 + length) return null;
    const type = this.buffer[0]!;
    return { kind: 'message', type, bytes: this.take(1 + length) };
  }

  private take(length: number): Buffer {
    const bytes = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return bytes;
  }
}

/** Whether the backend answers ReadyForQuery after this frontend message. */
export function endsExchange(type: number): boolean {
  return ENDS_EXCHANGE.has(type);
}

/**
 * Follows the backend's answer stream (which arrives in chunks that need not
 * align with messages) and remembers its last message: an exchange is over when
 * that is ReadyForQuery, whose status byte says whether the session is idle.
 */
export class BackendTracker {
  /** Bytes of the current message's 5-byte header seen so far. */
  private header = Buffer.alloc(5);
  private headerBytes = 0;
  /** Bytes of the current message's body still to come. */
  private bodyLeft = 0;
  private currentType = 0;
  private lastType = 0;
  private lastStatus: SessionStatus | null = null;

  push(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.bodyLeft > 0) {
        const step = Math.min(this.bodyLeft, chunk.length - at);
        // ReadyForQuery's body is its status byte.
        if (this.currentType === READY_FOR_QUERY && this.bodyLeft === 1) this.lastStatus = String.fromCharCode(chunk[at]!) as SessionStatus;
        this.bodyLeft -= step;
        at += step;
        if (this.bodyLeft === 0) this.lastType = this.currentType;
        continue;
      }
      this.header[this.headerBytes++] = chunk[at++]!;
      if (this.headerBytes === 5) {
        this.headerBytes = 0;
        this.currentType = this.header[0]!;
        this.bodyLeft = this.header.readInt32BE(1) - 4;
        if (this.bodyLeft === 0) this.lastType = this.currentType;
      }
    }
  }

  /** The session's status when the last answer ended with ReadyForQuery; null while an exchange is under way. */
  get readyStatus(): SessionStatus | null {
    return this.lastType === READY_FOR_QUERY && this.bodyLeft === 0 && this.headerBytes === 0 ? this.lastStatus : null;
  }
}

/** A frontend message of `type` with `body`. */
export function frontendMessage(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
