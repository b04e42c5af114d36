import type { Middleware } from 'koa';
import { LmsError } from '../../errors/LmsError.ts';
import { ERROR_CATALOGUE } from '../../errors/catalogue.ts';
import type { LmsState } from '../LmsState.ts';

/**
 * The one place errors become answers: `{ errno, error }` (plus `fields` for 422, and an error's details)
 * with the error's status. Anything unexpected is logged with its stack and
 * answered as internal-error; no stack trace ever reaches a client.
 */
export function errorHandler(): Middleware<LmsState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const error =
        thrown instanceof LmsError
          ? thrown
          : new LmsError('internal-error', ERROR_CATALOGUE['internal-error'].message);
      if (error.status >= 500) ctx.state.log?.error({ err: thrown }, 'request failed');
      else ctx.state.log?.debug({ errno: error.errno }, error.message);
      ctx.status = error.status;
      ctx.body = { errno: error.errno, error: error.message, ...error.details, ...(error.fields ? { fields: error.fields } : {}) };
    }
  };
}
