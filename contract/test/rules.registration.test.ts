import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RULE_MESSAGE,
  validateLtiRegistration,
  validateProfessorRegistration,
  validateStudentRegistration,
  type ProfessorRegistration,
} from '../src/rules/index.ts';

const STRONG = 'Strong-passw0rd!';
const student = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org', password1: STRONG, password2: STRONG };
const professor: ProfessorRegistration = { ...student, phone: '555 123 4567', role: 'Professor', university: 'State', professorTick: true, toc: true };

describe('student registration (part 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateStudentRegistration(student)).toEqual([]);
  });

  it('names every missing field with the spec messages', () => {
    expect(validateStudentRegistration({ name: '', surname: ' ', email: '', password1: '', password2: '' })).toEqual([
      { field: 'name', message: 'Missing first name' },
      { field: 'surname', message: 'Missing last name' },
      { field: 'email', message: 'Missing e-mail' },
      { field: 'password1', message: 'Missing password' },
      { field: 'password2', message: 'Missing password confirmation' },
    ]);
  });

  it('checks the email shape, the password rule and the confirmation', () => {
    expect(validateStudentRegistration({ ...student, email: 'ada@', password1: 'short', password2: 'other' })).toEqual([
      { field: 'email', message: 'Email adress invalid' },
      { field: 'password1', message: PASSWORD_RULE_MESSAGE },
      { field: 'password2', message: 'Passwords are not the same' },
    ]);
    expect(validateStudentRegistration({ ...student, password2: `${STRONG}x` })).toEqual([{ field: 'password2', message: 'Passwords are not the same' }]);
  });

  it("requires each of the bundle's student fields as 'Missing {label}'", () => {
    const labels = { university: 'School', sid: 'Student number' };
    expect(validateStudentRegistration({ ...student, fields: { university: 'MIT' } }, labels)).toEqual([{ field: 'fields/sid', message: 'Missing Student number' }]);
    expect(validateStudentRegistration({ ...student, fields: { university: 'MIT', sid: '7' } }, labels)).toEqual([]);
  });

  it('needs a phone for SMS notifications, and only a US one', () => {
    expect(validateStudentRegistration({ ...student, sms_notifications: true })).toEqual([{ field: 'phone', message: 'Please enter a phone number if you wish to receive SMS notifications' }]);
    expect(validateStudentRegistration({ ...student, sms_notifications: true, phone: '+33 1 23 45 67 89' })).toEqual([
      { field: 'phone', message: 'Notifications are only available for US phone numbers at this time.' },
    ]);
    expect(validateStudentRegistration({ ...student, sms_notifications: true, phone: '+1 (555) 123-4567' })).toEqual([]);
  });
});

describe('LTI registration (part 1 §5)', () => {
  const lti = { ...student, university: 'College', toc: true };

  it('also needs the institution and the terms', () => {
    expect(validateLtiRegistration({ ...lti, university: '', toc: false }, false)).toEqual([
      { field: 'university', message: 'Missing institution' },
      { field: 'toc', message: 'You have to accept the Terms and Conditions' },
    ]);
  });

  it('skips the password of a password-less account', () => {
    expect(validateLtiRegistration({ ...lti, password1: '-', password2: '-' }, true)).toEqual([]);
    expect(validateLtiRegistration({ ...lti, password1: '-', password2: '-' }, false)).toEqual([{ field: 'password1', message: PASSWORD_RULE_MESSAGE }]);
  });
});

describe('professor registration (part 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateProfessorRegistration(professor)).toEqual([]);
  });

  it('requires phone, Title/Role, institution, the professor confirmation and the terms', () => {
    expect(validateProfessorRegistration({ ...professor, phone: '', role: '', university: '', professorTick: false, toc: false })).toEqual([
      { field: 'phone', message: 'Missing phone number' },
      { field: 'role', message: 'Missing Title/Role' },
      { field: 'university', message: 'Missing institution' },
      { field: 'professorTick', message: 'Professors need additional confirmation' },
      { field: 'toc', message: 'You have to accept the Terms and Conditions' },
    ]);
  });

  it('asks for the course fields only when the bundle demands them', () => {
    expect(validateProfessorRegistration(professor, ['course_title', 'course_enrollment'])).toEqual([
      { field: 'course_title', message: 'Missing course name and number' },
      { field: 'course_enrollment', message: 'Missing expected enrollment count' },
    ]);
    expect(validateProfessorRegistration({ ...professor, course_start_date: '' }, ['course_start_date'])).toEqual([{ field: 'course_start_date', message: 'Missing course start date' }]);
  });
});
