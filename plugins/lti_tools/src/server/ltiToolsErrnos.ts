import { defineErrnos } from '@lms/sdk';
import { LTI_TOOLS_MESSAGES } from '../schemas/ltiToolsMessages.ts';

/** The plugin's own errnos, declared in its manifest. */
export const LTI_TOOLS_ERRNOS = defineErrnos({
  // Part 3 §8: a client id (given, or already connected course and tool) that another provider or connection holds.
  'connection-not-saved': { status: 409, message: LTI_TOOLS_MESSAGES.connectionNotSaved },
  // A tool's authentication request this platform will not answer (LTI 1.3 core §5.1.1.3): never a token.
  'lti-launch-invalid': { status: 400, message: 'This launch request is invalid.' },
  // A tool's signed JWT (deep-linking response, client assertion) refused: wrong algorithm, key, issuer, audience or age.
  'tool-token-invalid': { status: 401, message: 'The tool’s token could not be verified.' },
  // A live bearer token without the scope the call needs (AGS 2.0 §3.1, NRPS 2.0): 403, never the call.
  'scope-missing': { status: 403, message: 'The access token does not carry the scope this call needs.' },
  // AGS: a score for a component whose lti_config is not graded (or has no max score).
  'not-graded': { status: 422, message: 'This activity takes no grades from its tool.' },
  // AGS 2.0 §3.4.7: a score older than the one recorded does not replace it.
  'score-stale': { status: 409, message: 'A newer score of this student is already recorded.' },
});
