import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../../src/errors/errorAnswer.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

/** Issue 15: every error answer (HTTP and realtime acknowledgement) is built here from the error alone. */
describe('errorAnswer', () => {
  it("answers an LmsError's status, errno and message, its details beside them and a 422's fields last", () => {
    const answer = errorAnswer(new LmsError('payment-required', undefined, { details: { course_id: 'c', amount: 2500 } }));
    expect(answer).toEqual({ status: 402, body: { errno: 'payment-required', error: expect.any(String), course_id: 'c', amount: 2500 }, headers: {}, unexpected: false });
    const invalid = errorAnswer(LmsError.validation([{ field: 'title', message: 'Missing title' }]));
    expect(JSON.stringify(invalid.body)).toBe('{"errno":"validation-failed","error":"Missing title","fields":[{"field":"title","message":"Missing title"}]}');
  });

  it("carries the error's headers: a 429 says when to try again", () => {
    expect(errorAnswer(LmsError.tooMany('too-many-requests', 30))).toMatchObject({ status: 429, headers: { 'Retry-After': '30' }, body: { errno: 'too-many-requests' } });
    expect(errorAnswer(LmsError.tooMany('too-many-attempts', 5)).headers).toEqual({ 'Retry-After': '5' });
  });

  it('answers anything else internal-error, without its message', () => {
    const answer = errorAnswer(new Error('password=hunter2 at db.ts:12'));
    expect(answer).toEqual({ status: 500, body: { errno: 'internal-error', error: 'Something went wrong on our side.' }, headers: {}, unexpected: true });
  });
});
