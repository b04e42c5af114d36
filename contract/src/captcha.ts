import { Type } from '@sinclair/typebox';

/**
 * The captcha of registration and password recovery (issue 26 item 10; the
 * spec's `captcha_challenge` field): a proof of work the browser solves, asked
 * only after the throttling threshold. `captcha_challenge` is the solved
 * payload: base64 of JSON `{challenge, solution}` (ALTCHA's format).
 */
export const captchaChallengeField = () => Type.Optional(Type.String({ maxLength: 20_000 }));

/** What a `captcha-required` or `captcha-invalid` answer carries beside its errno: the challenge to solve (ALTCHA's `{parameters, signature}`). */
export interface CaptchaRefusalDetails {
  captcha: unknown;
}
