import { describe, expect, expectTypeOf, it } from 'vitest';
import { answerKind, callPath, defineCall, NoAnswer, StreamAnswer, Type, type CallAnswer, type CallArgs, type CallBody, type CallParams } from '../src/call.ts';

const getPage = defineCall({
  method: 'GET',
  path: 'pages/:courseId/:lessonId/:pageId/',
  summary: 'A page.',
  answer: Type.Object({ title: Type.String(), draft: Type.Boolean() }),
});
const rename = defineCall({ method: 'PUT', path: 'things/:thingId/', summary: 'Renames.', body: Type.Object({ title: Type.String() }), answer: NoAnswer });

describe('calls', () => {
  it('types path parameters from the path template', () => {
    expectTypeOf<CallParams<typeof getPage>>().toEqualTypeOf<{ readonly courseId: string } & { readonly lessonId: string } & { readonly pageId: string }>();
    // @ts-expect-error a parameter the path does not have
    const wrong: CallParams<typeof getPage> = { courseId: 'c', lessonId: 'l', page: 'p' };
    expect(wrong).toBeDefined();
  });

  it('types the body and the answer from their schemas', () => {
    expectTypeOf<CallBody<typeof rename>>().toEqualTypeOf<{ title: string }>();
    expectTypeOf<CallAnswer<typeof getPage>>().toEqualTypeOf<{ title: string; draft: boolean }>();
    expectTypeOf<CallAnswer<typeof rename>>().toEqualTypeOf<void>();
    // @ts-expect-error the body is required
    const args: CallArgs<typeof rename> = { params: { thingId: 't' } };
    expect(args).toBeDefined();
  });

  it('fills the path, encoding each parameter, and appends the query', () => {
    expect(callPath(getPage.path, { courseId: 'a', lessonId: 'b/c', pageId: 'd' })).toBe('pages/a/b%2Fc/d/');
    expect(callPath('items/', {}, { course: 'x', skip: 0, empty: undefined })).toBe('items/?course=x&skip=0');
    expect(() => callPath(getPage.path, { courseId: 'a' })).toThrow('the parameter lessonId is missing');
  });

  it('tells JSON answers from the two others', () => {
    expect(answerKind(getPage.answer)).toBe('json');
    expect(answerKind(NoAnswer)).toBe('none');
    expect(answerKind(StreamAnswer)).toBe('stream');
  });
});
