import { defineRoute } from '@lms/sdk';
import { createConnection, createToolProvider, getPlatform, getToolProviders } from '../calls/toolCalls.ts';
import { platformEndpoints } from './launch/platformEndpoints.ts';
import { toolProvidersRef } from './services.ts';

const deps = { providers: toolProvidersRef };

/** Part 2 §7 GET lti_tool_providers; part 3 §7 "Tools" POST lti_create_tool_provider and lti_create_connection. */
export const toolProviderRoutes = [
  // Authors pick a provider in the iframe editor; its fields are all public (a tool's key is its public key).
  defineRoute(getToolProviders, {
    permission: 'author',
    deps,
    handler: async ({ deps }) => ({ tool_providers: await deps.providers.list() }),
  }),
  defineRoute(createToolProvider, {
    permission: 'site-admin',
    deps,
    handler: async ({ body, user, reply, deps }) => {
      reply.status(201);
      return deps.providers.create(body, user!.id);
    },
  }),
  defineRoute(getPlatform, {
    permission: 'site-admin',
    handler: ({ origin }) => {
      const endpoints = platformEndpoints(origin);
      return { issuer: endpoints.issuer, authorization: endpoints.authorization, token: endpoints.token, jwks: endpoints.jwks, deep_link_return: endpoints.deepLinkReturn };
    },
  }),
  defineRoute(createConnection, {
    permission: 'site-admin',
    deps,
    handler: async ({ body, user, reply, deps }) => {
      reply.status(201);
      return deps.providers.connect(body, user!.id);
    },
  }),
];
