import { defineCall, Type } from '@lms/sdk/calls';
import { newConnectionSchema, newToolProviderSchema } from '../schemas/toolProviderBodies.ts';
import { ToolConnectionSchema, ToolProviderListSchema, ToolProviderSchema } from '../schemas/toolProviderTypes.ts';

/** Part 2 §7 and part 3 §7 "Tools and uploads": the tool-provider calls. */

export const getToolProviders = defineCall({
  method: 'GET',
  path: 'lti_tool_providers',
  summary: 'The LTI tools registered on this site, by name (for the iframe editor and /administrator/tools).',
  answer: ToolProviderListSchema,
});

export const createToolProvider = defineCall({
  method: 'POST',
  path: 'lti_create_tool_provider',
  summary: 'Registers an LTI 1.3 tool: its launch, login and deep-linking addresses and its key (JWKS URL or PEM); our client and deployment ids are generated.',
  body: newToolProviderSchema,
  answer: ToolProviderSchema,
});

export const createConnection = defineCall({
  method: 'POST',
  path: 'lti_create_connection',
  summary: 'Connects a course to a tool provider, under a client id of its own (given, or generated) and a deployment id.',
  body: newConnectionSchema,
  answer: ToolConnectionSchema,
});

export const getPlatform = defineCall({
  method: 'GET',
  path: 'lti_tools/platform',
  summary: 'This platform’s LTI addresses, for configuring a tool: issuer, authorization, token and JWKS endpoints, deep-linking return.',
  answer: Type.Object({ issuer: Type.String(), authorization: Type.String(), token: Type.String(), jwks: Type.String(), deep_link_return: Type.String() }),
});
