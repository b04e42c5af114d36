import { describe, expect, it } from 'vitest';
import { BackendTracker, FrontendReader, SSL_REQUEST, frontendMessage } from '../../src/database/embedded/wireProtocol.ts';

function startupPacket(): Buffer {
  const body = Buffer.from('\0\x03\0\0user\0postgres\0database\0postgres\0\0', 'latin1');
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([length, body]);
}

function sslRequest(): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeInt32BE(8, 0);
  bytes.writeInt32BE(SSL_REQUEST, 4);
  return bytes;
}

/** Backend messages as the server would send them. */
const backend = (type: string, body = '') => frontendMessage(type, Buffer.from(body, 'latin1'));

describe('FrontendReader', () => {
  it('splits a stream cut at every byte into the same whole messages', () => {
    const parse = frontendMessage('P', Buffer.from('\0select $1::int\0\0\0', 'latin1'));
    const sync = frontendMessage('S');
    const stream = Buffer.concat([sslRequest(), startupPacket(), parse, sync]);
    const reader = new FrontendReader();
    const messages = [];
    for (let i = 0; i < stream.length; i++) messages.push(...reader.push(stream.subarray(i, i + 1)));
    expect(messages.map((m) => (m.kind === 'message' ? String.fromCharCode(m.type) : m.kind))).toEqual(['encryption-request', 'startup', 'P', 'S']);
    expect(messages[2]).toMatchObject({ bytes: parse });
  });

  it('refuses bytes that are not the protocol', () => {
    expect(() => new FrontendReader().push(Buffer.from('GET / HTTP/1.1\r\n\r\n'))).toThrow(/start-up message/);
  });
});

describe('BackendTracker', () => {
  it('sees where an exchange ends and the session status, whatever the chunking', () => {
    const answer = Buffer.concat([backend('1'), backend('2'), backend('D', '\0\x01\0\0\0\x01Z'), backend('C', 'SELECT 1\0'), backend('Z', 'T')]);
    for (let cut = 1; cut < answer.length; cut++) {
      const tracker = new BackendTracker();
      tracker.push(answer.subarray(0, cut));
      // Cut anywhere before the end, the exchange is still under way (a data row holding "Z" is no ReadyForQuery).
      expect(tracker.readyStatus).toBeNull();
      tracker.push(answer.subarray(cut));
      expect(tracker.readyStatus).toBe('T');
    }
    const tracker = new BackendTracker();
    tracker.push(Buffer.concat([backend('C', 'COMMIT\0'), backend('Z', 'I')]));
    expect(tracker.readyStatus).toBe('I');
    tracker.push(backend('1'));
    expect(tracker.readyStatus).toBeNull();
  });
});
