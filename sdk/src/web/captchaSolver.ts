import { solveChallenge, type Challenge } from 'altcha-lib';
// The Web Crypto key derivation: the default one imports node:crypto, which a browser does not have.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The longest the browser works on a captcha before giving up (the form then shows the server's refusal). */
const SOLVE_LIMIT_MS = 60_000;

/**
 * Solves the proof of work a `captcha-required` answer carries (issue 26 item
 * 10) and answers the spec's `captcha_challenge`: base64 of `{challenge,
 * solution}`; null when it could not. Loaded only when a form meets the captcha.
 */
export async function solveCaptcha(challenge: unknown): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SOLVE_LIMIT_MS);
  try {
    const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, controller });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } finally {
    clearTimeout(timer);
  }
}
