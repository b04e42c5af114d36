/** The messages of the tool-provider calls and screen (part 3 §8 quoted exactly). */
export const LTI_TOOLS_MESSAGES = {
  /** Part 3 §8 "Tools". */
  connectionNotSaved: 'Tool Connection not saved; client_id may exist already',
  nameRequired: 'Please enter the tool’s name.',
  keyRequired: 'Please give the tool’s JWKS URL or its public key.',
  publicKeyInvalid: 'The public key must be an RSA public key in PEM format.',
  providerNotFound: 'Tool provider not found.',
  providerSaved: 'Tool provider saved.',
  connectionSaved: 'Tool connection saved.',
} as const;

export const MAX_NAME = 200;
export const MAX_PUBLIC_KEY = 8000;
export const MAX_CLIENT_ID = 200;
