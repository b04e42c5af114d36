import type { Context } from 'koa';
import { errorAnswer } from '../../errors/errorAnswer.ts';
import type { LmsState } from '../LmsState.ts';

/**
 * Where every HTTP error becomes its answer (built by errorAnswer): its status,
 * headers (Retry-After of a 429) and body. Anything unexpected is logged with
 * its stack and answered as internal-error; no stack trace ever reaches a client.
 */
export function answerError(ctx: Context & { state: LmsState }, thrown: unknown): void {
  const answer = errorAnswer(thrown);
  if (answer.status >= 500) ctx.state.log?.error({ err: thrown }, 'request failed');
  else ctx.state.log?.debug({ errno: answer.body.errno }, answer.body.error);
  ctx.status = answer.status;
  ctx.set(answer.headers);
  ctx.body = answer.body;
}
