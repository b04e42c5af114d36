import { ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { urlSchema } from '@lms/sdk';
import { LTI_TOOLS_MESSAGES, MAX_CLIENT_ID, MAX_NAME, MAX_PUBLIC_KEY } from './ltiToolsMessages.ts';

/** POST lti_create_tool_provider: what an administrator gives; the client and deployment ids are ours. */
export const newToolProviderSchema = Type.Object(
  {
    name: Type.String({ maxLength: MAX_NAME, pattern: '\\S', errorMessage: { pattern: LTI_TOOLS_MESSAGES.nameRequired, maxLength: `A name is at most ${MAX_NAME} characters.` } }),
    /** The tool's launch address (LTI: target_link_uri). */
    target_link_uri: urlSchema(),
    /** The tool's OIDC third-party login initiation address. */
    login_url: urlSchema(),
    /** Where the tool publishes its keys; or `public_key`. */
    jwks_url: Type.Optional(urlSchema()),
    /** The tool's RSA public key (PEM), when it publishes no JWKS. */
    public_key: Type.Optional(Type.String({ maxLength: MAX_PUBLIC_KEY })),
    /** The tool's deep-linking address, when it offers content selection. */
    deep_link_url: Type.Optional(urlSchema()),
  },
  { additionalProperties: false, errorMessage: { required: { name: LTI_TOOLS_MESSAGES.nameRequired } } },
);
export type NewToolProviderBody = Static<typeof newToolProviderSchema>;

/** POST lti_create_connection: a course connected to a tool provider. */
export const newConnectionSchema = Type.Object(
  {
    course_id: Type.String({ pattern: ID_PATTERN }),
    tool_provider_id: Type.String({ pattern: ID_PATTERN }),
    /** The client id the tool knows this course by, when it registered the course apart; else ours is generated. */
    client_id: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_CLIENT_ID, pattern: '^\\S+$' })),
  },
  { additionalProperties: false },
);
export type NewConnectionBody = Static<typeof newConnectionSchema>;
