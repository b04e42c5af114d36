import { ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { urlSchema } from '@lms/sdk';
import { LTI_TOOLS_MESSAGES, MAX_CLIENT_ID, MAX_NAME, MAX_PUBLIC_KEY } from './ltiToolsMessages.ts';

/**
 * An address our pages frame (launch, login, deep linking): https, since a page served over
 * https cannot frame an http one (mixed content); http only on loopback (a tool on this
 * machine, as in development and tests). Blank passes here: the "required" rule answers it.
 */
const FRAMED_ADDRESS_PATTERN =
  '^\\s*$|^\\s*[hH][tT][tT][pP][sS]://[^\\s/?#]+(?:[/?#]\\S*)?\\s*$|^\\s*[hH][tT][tT][pP]://(?:localhost|127(?:\\.\\d{1,3}){3}|\\[::1\\])(?::\\d{1,5})?(?:[/?#]\\S*)?\\s*$';
const framedUrlSchema = (insecure: string) => urlSchema({ pattern: FRAMED_ADDRESS_PATTERN, invalid: insecure });

/** POST lti_create_tool_provider: what an administrator gives; the client and deployment ids are ours. */
export const newToolProviderSchema = Type.Object(
  {
    name: Type.String({ maxLength: MAX_NAME, pattern: '\\S', errorMessage: { pattern: LTI_TOOLS_MESSAGES.nameRequired, maxLength: `A name is at most ${MAX_NAME} characters.` } }),
    /** The tool's launch address (LTI: target_link_uri). */
    target_link_uri: framedUrlSchema(LTI_TOOLS_MESSAGES.launchUrlInsecure),
    /** The tool's OIDC third-party login initiation address. */
    login_url: framedUrlSchema(LTI_TOOLS_MESSAGES.loginUrlInsecure),
    /** Where the tool publishes its keys; or `public_key`. */
    jwks_url: Type.Optional(urlSchema()),
    /** The tool's RSA public key (PEM), when it publishes no JWKS. */
    public_key: Type.Optional(Type.String({ maxLength: MAX_PUBLIC_KEY })),
    /** The tool's deep-linking address, when it offers content selection. */
    deep_link_url: Type.Optional(framedUrlSchema(LTI_TOOLS_MESSAGES.deepLinkUrlInsecure)),
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
