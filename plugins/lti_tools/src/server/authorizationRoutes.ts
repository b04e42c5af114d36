import { Readable } from 'node:stream';
import { coreServices, defineRoute } from '@lms/sdk';
import { authorize, jwks } from '../calls/authorizationCalls.ts';
import { formPostPage } from './launch/formPostPage.ts';
import { platformEndpoints } from './launch/platformEndpoints.ts';
import { launchesRef } from './services.ts';

/** How long an id_token is valid (LTI 1.3: short; the tool checks it at once). */
const ID_TOKEN_SECONDS = 300;

/**
 * The platform's OIDC authorization endpoint and its JWKS (LTI 1.3 core §5.1.1.3,
 * Security §6): the id_token is signed with the installation's rotating keys.
 */
export const authorizationRoutes = [
  // Reached by the tool's redirect of the user's browser (in our frame): the launch row, not the session, says who (docs/architecture.md).
  defineRoute(authorize, {
    permission: 'public',
    deps: { launches: launchesRef, keys: coreServices.signingKeys },
    handler: async ({ query, origin, reply, deps }) => {
      const launch = await deps.launches.authorize(query, origin);
      const idToken = await deps.keys.sign({ iss: platformEndpoints(origin).issuer, azp: launch.audience, ...launch.claims }, { audience: launch.audience, expiresInSeconds: ID_TOKEN_SECONDS, typ: 'JWT' });
      const page = formPostPage(launch.redirectUri, { id_token: idToken, ...(launch.state === undefined ? {} : { state: launch.state }) });
      reply.header('Content-Security-Policy', page.csp);
      reply.header('Cache-Control', 'no-store');
      reply.stream(Readable.from([Buffer.from(page.html)]), { contentType: 'text/html; charset=utf-8' });
    },
  }),
  defineRoute(jwks, {
    permission: 'public',
    deps: { keys: coreServices.signingKeys },
    handler: async ({ deps }) => deps.keys.jwks(),
  }),
];
