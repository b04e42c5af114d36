/** The messages of the tool-provider calls and screen (part 3 §8 quoted exactly). */
export const LTI_TOOLS_MESSAGES = {
  /** Part 3 §8 "Tools". */
  connectionNotSaved: 'Tool Connection not saved; client_id may exist already',
  nameRequired: 'Please enter the tool’s name.',
  keyRequired: 'Please give the tool’s JWKS URL or its public key.',
  publicKeyInvalid: 'The public key must be an RSA public key in PEM format.',
  providerNotFound: 'Tool provider not found.',
  launchUrlInsecure: 'The launch URL must start with https:// (http:// only for a tool on this machine): our https pages cannot frame an http page.',
  loginUrlInsecure: 'The OIDC login initiation URL must start with https:// (http:// only for a tool on this machine): our https pages cannot frame an http page.',
  deepLinkUrlInsecure: 'The deep-linking URL must start with https:// (http:// only for a tool on this machine): our https pages cannot frame an http page.',
  providerSaved: 'Tool provider saved.',
  connectionSaved: 'Tool connection saved.',
} as const;

export const MAX_NAME = 200;
export const MAX_PUBLIC_KEY = 8000;
export const MAX_CLIENT_ID = 200;

/** Part 2 §7 lti_deeplink, and the launch's own refusals. */
export const LAUNCH_MESSAGES = {
  saveFirst: 'Please save the component first.',
  noTool: 'This component launches no external tool.',
  noDeepLinking: 'This tool offers no content selection (deep linking).',
  launchUnknown: 'This launch is unknown, was already used or has expired. Please open the activity again.',
  loginHintMismatch: 'This launch was begun by another user.',
  clientMismatch: 'This launch was begun for another tool.',
  redirectUriInvalid: 'The redirect_uri is not one registered for this tool.',
  badRequest: 'The authentication request must be scope openid, response_type id_token, response_mode form_post, prompt none, with a nonce.',
} as const;

/** How long a begun launch may wait for the tool's authentication request. */
export const LAUNCH_TTL_SECONDS = 300;
/** How long after a deep-linking request its response may come back (the author picks in the tool meanwhile); its row is purged after. */
export const DEEP_LINK_RETURN_SECONDS = 24 * 3600;
