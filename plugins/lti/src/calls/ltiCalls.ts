import { defineCall, NoAnswer, StreamAnswer, Type, type Static } from '@lms/sdk/calls';

/**
 * The other origins a platform shows its pages from (a separate files or app domain), which
 * may frame its launches besides its issuer's and login address's: https origins
 * (`https://host[:port]`, no path), checked and normalised by the server.
 */
export const FrameOriginsSchema = Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 });

/** A platform (another LMS) registered to launch this site as an LTI 1.3 tool. */
export const PlatformInputSchema = Type.Object({
  issuer: Type.String({ minLength: 1, maxLength: 500, format: 'uri' }),
  client_id: Type.String({ minLength: 1, maxLength: 500 }),
  deployment_ids: Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { minItems: 1, maxItems: 100 }),
  auth_login_url: Type.String({ maxLength: 2000, format: 'uri' }),
  token_url: Type.String({ maxLength: 2000, format: 'uri' }),
  jwks_url: Type.String({ maxLength: 2000, format: 'uri' }),
  frame_origins: Type.Optional(FrameOriginsSchema),
});
export type PlatformInput = Static<typeof PlatformInputSchema>;

export const PlatformSchema = Type.Composite([
  Type.Object({ id: Type.String(), created_at: Type.String({ format: 'date-time' }), frame_origins: FrameOriginsSchema }),
  Type.Omit(PlatformInputSchema, ['frame_origins']),
]);
export type Platform = Static<typeof PlatformSchema>;

export const createPlatform = defineCall({
  method: 'POST',
  path: 'lti/platforms',
  summary: 'Registers a platform (issuer, client id, deployment ids, login, token and JWKS addresses) that may launch this site as an LTI 1.3 tool.',
  body: PlatformInputSchema,
  answer: PlatformSchema,
});

/** LTI Dynamic Registration 1.0: the platform's configuration address and registration token, as its registration window was opened with. */
export const registerDynamically = defineCall({
  method: 'POST',
  path: 'lti/dynamic-registrations',
  summary: "LTI Dynamic Registration: reads the platform's openid-configuration (vetted fetch), posts our tool configuration to its registration endpoint with the token, and registers the platform with the client id and deployment id it answers.",
  body: Type.Object({
    openid_configuration: Type.String({ minLength: 1, maxLength: 2000, format: 'uri' }),
    registration_token: Type.Optional(Type.String({ maxLength: 4000 })),
  }),
  answer: PlatformSchema,
});

export const listPlatforms = defineCall({
  method: 'GET',
  path: 'lti/platforms',
  summary: 'The registered LTI platforms, oldest first.',
  answer: Type.Object({ platforms: Type.Array(PlatformSchema) }),
});

export const updatePlatformFrameOrigins = defineCall({
  method: 'PUT',
  path: 'lti/platforms/:platformId/frame-origins',
  summary: "Replaces the other origins a registered platform shows its pages from (https origins); its next launches may be framed by them.",
  body: Type.Object({ frame_origins: FrameOriginsSchema }),
  answer: PlatformSchema,
});

const LoginQuery = Type.Object(
  {
    iss: Type.Optional(Type.String()),
    login_hint: Type.Optional(Type.String()),
    target_link_uri: Type.Optional(Type.String()),
    lti_message_hint: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.String()),
    lti_deployment_id: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/** OIDC third-party login initiation (LTI 1.3 §5.1.1), by GET. */
export const ltiLoginGet = defineCall({
  method: 'GET',
  path: 'lti/login',
  summary: "A platform's OIDC login initiation: answers a page that sends the browser to the platform's authentication address with a signed state and a nonce.",
  query: LoginQuery,
  answer: StreamAnswer,
});

/** The same, by a form POST. */
export const ltiLoginPost = defineCall({
  method: 'POST',
  path: 'lti/login',
  summary: "A platform's OIDC login initiation by form POST (application/x-www-form-urlencoded); as the GET.",
  answer: StreamAnswer,
});


/** The platform's authentication response (form POST of id_token and state): the LTI launch. */
export const ltiLaunch = defineCall({
  method: 'POST',
  path: 'lti/launch',
  summary: "An LTI 1.3 launch (form POST of id_token and state): checked, then a resource link lands the user in the linked course (or lesson), or at /lti_register when the platform's user has no account yet; a deep linking request lands the instructor on the picker /lti_deep_link/{requestId}.",
  answer: NoAnswer,
});

/** The tool's public keys: a platform checks our AGS and NRPS client assertions with them. */
export const ltiJwks = defineCall({
  method: 'GET',
  path: 'lti/jwks',
  summary: "The installation's public signing keys (JWKS) that a platform checks the tool's client assertions (AGS, NRPS tokens) with.",
  answer: Type.Object({ keys: Type.Array(Type.Object({ kty: Type.Literal('RSA'), kid: Type.String(), alg: Type.Literal('RS256'), use: Type.Literal('sig'), n: Type.String(), e: Type.String() })) }),
});
