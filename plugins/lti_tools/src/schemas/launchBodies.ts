import { Type, type Static } from '@lms/sdk/calls';

/** GET lti_launch_tool and lti_deeplink answer where the browser goes next: the tool's OIDC login initiation. */
export const LoginInitiationSchema = Type.Object({
  url: Type.String(),
  fields: Type.Object({
    iss: Type.String(),
    login_hint: Type.String(),
    target_link_uri: Type.String(),
    lti_message_hint: Type.String(),
    client_id: Type.String(),
    lti_deployment_id: Type.String(),
  }),
});
export type LoginInitiation = Static<typeof LoginInitiationSchema>;

const text = Type.String({ maxLength: 2000 });

/** The tool's OIDC authentication request (LTI 1.3 core §5.1.1.2; OpenID Connect Core §3.1.2.1). */
export const AuthRequestSchema = Type.Object(
  {
    scope: text,
    response_type: text,
    response_mode: text,
    prompt: text,
    client_id: text,
    redirect_uri: text,
    login_hint: text,
    lti_message_hint: text,
    nonce: text,
    state: Type.Optional(text),
  },
  { additionalProperties: true },
);
export type AuthRequest = Static<typeof AuthRequestSchema>;
