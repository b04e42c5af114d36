import { defineCall, StreamAnswer, Type } from '@lms/sdk/calls';
import { AuthRequestSchema } from '../schemas/launchBodies.ts';

export const authorize = defineCall({
  method: 'GET',
  path: 'lti_tools/auth',
  summary: 'The platform’s OIDC authorization endpoint: answers a page that form-posts the signed id_token and state to the tool’s redirect_uri.',
  query: AuthRequestSchema,
  answer: StreamAnswer,
});

export const jwks = defineCall({
  method: 'GET',
  path: 'lti_tools/jwks',
  summary: 'The platform’s public signing keys (JWKS): the current key and those retired less than the overlap ago, by kid.',
  answer: Type.Object({ keys: Type.Array(Type.Object({ kty: Type.String(), kid: Type.String(), alg: Type.String(), use: Type.String(), n: Type.String(), e: Type.String() })) }),
});
