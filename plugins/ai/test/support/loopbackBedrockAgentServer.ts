import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventStreamCodec, type MessageHeaders } from '@smithy/core/event-streams';
import { fromUtf8, toUtf8 } from '@smithy/core/serde';


/** One scripted answer of the stand-in. */
export type ScriptedAgentAnswer =
  /** `chunk` events, one per piece; `failAfter` ends the stream with that exception event after so many pieces. */
  | { pieces: string[]; failAfter?: { pieces: number; exception: 'throttlingException' | 'accessDeniedException' } }
  /** An AWS JSON error answer instead of the stream. */
  | { error: 'AccessDeniedException' | 'ThrottlingException' };

/** One InvokeAgent request as it arrived. */
export interface AgentRequest {
  agentId: string;
  agentAliasId: string;
  sessionId: string;
  authorization: string;
  body: {
    inputText: string;
    streamingConfigurations?: { streamFinalResponse?: boolean };
    bedrockModelConfigurations?: { performanceConfig?: { latency?: string } };
  };
}

export interface LoopbackBedrockAgentServer {
  /** The endpoint to configure (http://127.0.0.1:port). */
  endpoint: string;
  requests: AgentRequest[];
  /** Queues answers, served in order; with none queued it answers 'No script.' */
  script(...answers: ScriptedAgentAnswer[]): void;
  close(): Promise<void>;
}

const INVOKE_AGENT = /^\/agents\/([^/]+)\/agentAliases\/([^/]+)\/sessions\/([^/]+)\/text$/;
const ERROR_STATUS = { AccessDeniedException: 403, ThrottlingException: 429 } as const;
const ERROR_MESSAGE = {
  AccessDeniedException: 'User is not authorized to perform: bedrock:InvokeAgent on resource',
  ThrottlingException: 'Your request rate is too high. Reduce the frequency of requests.',
} as const;

/**
 * A stand-in of the Bedrock Agent Runtime's InvokeAgent on loopback (the
 * issue's rule: test servers run inside the tests). It checks what the real
 * service checks first: a SigV4 Authorization header whose credential scope
 * names the configured access key, region and the `bedrock` signing name
 * (anything else: 403 in AWS's shape), reads the agent, alias and session
 * from the path, and answers as the service does: an
 * `application/vnd.amazon.eventstream` body of `chunk` events (JSON
 * `{ bytes }`, the bytes base64) encoded by the SDK's own codec, or
 * AccessDeniedException / ThrottlingException as AWS JSON errors
 * (`x-amzn-errortype` and `{ message }`), or an exception event mid-stream.
 */
export async function startLoopbackBedrockAgentServer(expected: { accessKeyId: string; region: string }): Promise<LoopbackBedrockAgentServer> {
  const codec = new EventStreamCodec(toUtf8, fromUtf8);
  const queue: ScriptedAgentAnswer[] = [];
  const requests: AgentRequest[] = [];
  const scope = new RegExp(`^AWS4-HMAC-SHA256 Credential=${expected.accessKeyId}/\\d{8}/${expected.region}/bedrock/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$`);

  const event = (headers: MessageHeaders, body: unknown) => codec.encode({ headers, body: fromUtf8(JSON.stringify(body)) });
  const chunk = (text: string) =>
    event(
      { ':message-type': { type: 'string', value: 'event' }, ':event-type': { type: 'string', value: 'chunk' }, ':content-type': { type: 'string', value: 'application/json' } },
      { bytes: Buffer.from(text, 'utf8').toString('base64') },
    );
  const exception = (name: string, message: string) =>
    event(
      { ':message-type': { type: 'string', value: 'exception' }, ':exception-type': { type: 'string', value: name }, ':content-type': { type: 'string', value: 'application/json' } },
      { message },
    );

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = INVOKE_AGENT.exec(request.url ?? '');
      if (request.method !== 'POST' || !path) return awsError(response, 404, 'ResourceNotFoundException', 'Not found.');
      const authorization = String(request.headers.authorization ?? '');
      if (!scope.test(authorization) || !request.headers['x-amz-date']) return awsError(response, 403, 'AccessDeniedException', 'Missing or malformed SigV4 authorization.');
      const body = JSON.parse(await read(request)) as AgentRequest['body'];
      requests.push({ agentId: decodeURIComponent(path[1]!), agentAliasId: decodeURIComponent(path[2]!), sessionId: decodeURIComponent(path[3]!), authorization, body });
      const answer = queue.shift() ?? { pieces: ['No script.'] };
      if ('error' in answer) return awsError(response, ERROR_STATUS[answer.error], answer.error, ERROR_MESSAGE[answer.error]);
      response.writeHead(200, {
        'content-type': 'application/vnd.amazon.eventstream',
        'x-amzn-bedrock-agent-content-type': 'application/json',
        'x-amz-bedrock-agent-session-id': decodeURIComponent(path[3]!),
        'x-amzn-requestid': 'standin-request',
      });
      for (const [index, piece] of answer.pieces.entries()) {
        if (answer.failAfter && index >= answer.failAfter.pieces) break;
        response.write(chunk(piece));
        // Each event its own network write, as the service streams them.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (answer.failAfter) {
        const name = answer.failAfter.exception;
        response.write(exception(name, name === 'throttlingException' ? ERROR_MESSAGE.ThrottlingException : ERROR_MESSAGE.AccessDeniedException));
      }
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    script: (...answers) => queue.push(...answers),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** AWS's REST-JSON error: the type in `x-amzn-errortype`, `{ message }` as the body. */
function awsError(response: ServerResponse, status: number, type: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock.agent.runtime/`, 'x-amzn-requestid': 'standin-request' });
  response.end(JSON.stringify({ message }));
}

async function read(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}
