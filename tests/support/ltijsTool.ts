import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import * as ltijs from 'ltijs';
import LtijsDatabase from 'ltijs-sequelize';

/**
 * ltijs, a real, certified LTI 1.3 tool, as the platform-side tests start it: on a
 * throwaway PostgreSQL database of its own (through ltijs-sequelize), serverless, served
 * on loopback, registered with our platform's endpoints, and gone again at the end.
 * Shared by tests/test/crossPlugin/ltiToolLtijs.test.ts and the journey
 * instructorAddsLtiToolByDeepLinking.spec.ts.
 */

/** The little of ltijs the tests use. */
export interface LtijsProvider {
  setup(key: string, database: { plugin: unknown }, options: Record<string, unknown>): void;
  deploy(options: Record<string, unknown>): Promise<void>;
  close(options?: Record<string, unknown>): Promise<void>;
  registerPlatform(platform: Record<string, unknown>): Promise<unknown>;
  onConnect(callback: LtijsHandler): void;
  onDeepLinking(callback: LtijsHandler): void;
  DeepLinking: { createDeepLinkingMessage(token: LtijsToken, items: Record<string, unknown>[], options: Record<string, unknown>): Promise<string> };
  Grade: { submitScore(token: LtijsToken, lineItemId: string, score: Record<string, unknown>): Promise<unknown> };
  app: (request: IncomingMessage, response: ServerResponse) => void;
}

/** What ltijs read from one of our launches. */
export interface LtijsToken {
  user: string;
  platformContext: { endpoint: { lineitem: string }; resource: { id: string }; roles: string[]; deepLinkingSettings: { deep_link_return_url: string } };
}

export type LtijsHandler = (token: LtijsToken, request: unknown, response: { send(body: unknown): void }) => unknown;

const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export interface LtijsTool {
  provider: LtijsProvider;
  /** Serves the tool's app on a loopback port (plain http unless given another server of the app, e.g. https): answers the port. */
  listen(server?: Server): Promise<number>;
  /** Registers our platform (issuer `baseUrl`) with the tool under the client id our tool provider was given. */
  registerPlatform(baseUrl: string, clientId: string): Promise<void>;
  /** Stops the tool, its servers, and drops its database. */
  close(): Promise<void>;
}

/**
 * Starts ltijs: its database `lms_{label}_ltijs_{pid}`, its encryption key, its
 * `options` (cookies, devMode...) and the launch and deep linking handlers.
 */
export async function startLtijs(label: string, options: Record<string, unknown>, handlers: { onConnect: LtijsHandler; onDeepLinking: LtijsHandler }): Promise<LtijsTool> {
  const provider = ltijs.Provider as LtijsProvider;
  const database = `lms_${label}_ltijs_${process.pid}`;
  const servers: Server[] = [];
  await onServer(`create database ${database}`);
  const tool: LtijsTool = {
    provider,
    async listen(server = createServer(provider.app)) {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      return (server.address() as AddressInfo).port;
    },
    async registerPlatform(baseUrl, clientId) {
      await provider.registerPlatform({
        url: baseUrl,
        name: 'Our LMS',
        clientId,
        authenticationEndpoint: `${baseUrl}/server/lti_tools/auth`,
        accesstokenEndpoint: `${baseUrl}/server/lti_tools/token`,
        authConfig: { method: 'JWK_SET', key: `${baseUrl}/server/lti_tools/jwks` },
      });
    },
    async close() {
      await provider.close({ silent: true }).catch(() => undefined);
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      await onServer(`drop database if exists ${database} with (force)`);
    },
  };
  try {
    provider.setup(`${label}-ltijs-encryption-key`, { plugin: new LtijsDatabase(database, 'postgres', '', { host: '127.0.0.1', dialect: 'postgres', logging: false }) }, { tokenMaxAge: 60, ...options });
    provider.onConnect(handlers.onConnect);
    provider.onDeepLinking(handlers.onDeepLinking);
    await provider.deploy({ serverless: true, silent: true });
  } catch (error) {
    await tool.close();
    throw error;
  }
  return tool;
}
