import { describe, expect, it } from 'vitest';
import { codeCharacters, fillGroups, isCodeComplete, joinCode } from '../../src/web/code/accessCode.ts';
import { redemptionDestination, redemptionNotice } from '../../src/web/code/redemptionOutcome.ts';
import { formatAmount } from '../../src/web/money.ts';
import { checkoutLocation, successDestination } from '../../src/web/paymentLocation.ts';
import { codeAnswer, COURSE_A, COURSE_B } from './paymentsWebFixture.tsx';

describe('amounts (part 1 §9)', () => {
  it('are cents shown divided by 100, in dollars', () => {
    expect(formatAmount(4999)).toBe('$49.99');
    expect(formatAmount(1500)).toBe('$15.00');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatAmount(123456)).toBe('$1,234.56');
  });

  it("are shown in the site's currency", () => {
    expect(formatAmount(4999, 'eur')).toBe('€49.99');
    expect(formatAmount(4999, 'gbp')).toBe('£49.99');
  });
});

describe('payment locations (part 1 §2: a + in the location means /)', () => {
  it('send a one-course purchase to its course and a bundle of several to the root', () => {
    expect(checkoutLocation([COURSE_A])).toBe(COURSE_A);
    expect(checkoutLocation([COURSE_A, COURSE_B])).toBe('+');
  });

  it("read '+' alone as '/', and every other '+' as a '/' after a leading one", () => {
    expect(successDestination('+')).toBe('/');
    expect(successDestination(COURSE_A)).toBe(`/${COURSE_A}`);
    expect(successDestination(`${COURSE_A}+gradebook`)).toBe(`/${COURSE_A}/gradebook`);
    expect(successDestination('list+bundle+x1')).toBe('/list/bundle/x1');
    expect(successDestination('+list+bundle')).toBe('/list/bundle');
  });

  it('never lead to another site: //host and /\\host go to the root instead', () => {
    expect(successDestination('++evil.example')).toBe('/');
    expect(successDestination('+\\evil.example')).toBe('/');
    expect(successDestination('+evil.example')).toBe('/evil.example');
  });
});

describe('access codes (part 1 §5)', () => {
  it('keep the allowed characters, upper-cased', () => {
    expect(codeCharacters('abIO0-z 9')).toBe('ABZ9');
  });

  it('fill the boxes four at a time from a box on, dropping what does not fit', () => {
    expect(fillGroups(['AAAA', '', '', ''], 1, 'BCDEFGHJKLMNPQRSTU')).toEqual(['AAAA', 'BCDE', 'FGHJ', 'KLMN']);
  });

  it('are complete with four full boxes, and sent dash-separated', () => {
    expect(isCodeComplete(['ABCD', 'EFGH', 'JKLM', 'NPQ'])).toBe(false);
    expect(isCodeComplete(['ABCD', 'EFGH', 'JKLM', 'NPQR'])).toBe(true);
    expect(joinCode(['ABCD', 'EFGH', 'JKLM', 'NPQR'])).toBe('ABCD-EFGH-JKLM-NPQR');
  });
});

describe('a redeemed code (part 1 §4)', () => {
  it('thanks with the spec message when access starts now, and names the day otherwise', () => {
    expect(redemptionNotice(codeAnswer())).toBe('Thank you! Your access code has been redeemed.');
    expect(redemptionNotice(codeAnswer({ open_date: '2030-03-01T12:00:00.000Z' }))).toBe('Your access code has been redeemed. Your access starts on March 1, 2030.');
  });

  it('opens its course when it pays for one, else the course list', () => {
    expect(redemptionDestination(codeAnswer({ courses: [COURSE_A] }))).toBe(`/${COURSE_A}`);
    expect(redemptionDestination(codeAnswer())).toBe('/list');
  });
});
