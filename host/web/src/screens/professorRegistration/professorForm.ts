import {
  DEFAULT_STATE,
  PROFESSOR_COURSE_FIELDS,
  parseEnteredDate,
  validateProfessorRegistration,
  type FieldError,
  type ProfessorCourseField,
} from '@lms/contract/rules';
import { EMPTY_PASSWORDS, type PasswordValues } from '../register/PasswordFields.tsx';
import { EMPTY_PERSON, type PersonValues } from '../register/PersonFields.tsx';
import { EMPTY_PHONE, type PhoneValues } from '../register/PhoneFields.tsx';

export interface ProfessorValues extends PersonValues, PhoneValues, PasswordValues {
  role: string;
  university: string;
  state: string;
  professorTick: boolean;
  toc: boolean;
  course_title: string;
  course_start_date: string;
  course_enrollment: string;
}

export const EMPTY_PROFESSOR: ProfessorValues = {
  ...EMPTY_PERSON,
  ...EMPTY_PHONE,
  ...EMPTY_PASSWORDS,
  role: '',
  university: '',
  state: DEFAULT_STATE,
  professorTick: false,
  toc: false,
  course_title: '',
  course_start_date: '',
  course_enrollment: '',
};

/** The course fields among the label bundle's additional_fields. */
export function demandedCourseFields(additionalFields: readonly string[]): ProfessorCourseField[] {
  return (Object.keys(PROFESSOR_COURSE_FIELDS) as ProfessorCourseField[]).filter((field) => additionalFields.includes(field));
}

/** Part 1 §5 Professor registration, plus the date rule for a typed start date. */
export function professorProblems(values: ProfessorValues, demanded: readonly ProfessorCourseField[]): FieldError[] {
  const problems = validateProfessorRegistration(values, demanded);
  const start = parseEnteredDate(values.course_start_date);
  if (demanded.includes('course_start_date') && !start.ok && !problems.some((problem) => problem.field === 'course_start_date')) {
    problems.push({ field: 'course_start_date', message: start.message });
  }
  return problems;
}

/** POST register_professor/'s payload from values that passed professorProblems; the start date goes as ISO. */
export function professorPayload(values: ProfessorValues, demanded: readonly ProfessorCourseField[], course: string | undefined) {
  const start = parseEnteredDate(values.course_start_date);
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    phone,
    sms_notifications: values.sms_notifications,
    password1: values.password1,
    password2: values.password2,
    role: values.role.trim(),
    university: values.university.trim(),
    state: values.state,
    professorTick: values.professorTick,
    toc: values.toc,
    ...(course ? { course } : {}),
    ...(demanded.includes('course_title') ? { course_title: values.course_title.trim() } : {}),
    ...(demanded.includes('course_start_date') && start.ok && start.date ? { course_start_date: start.date.toISOString() } : {}),
    ...(demanded.includes('course_enrollment') ? { course_enrollment: values.course_enrollment.trim() } : {}),
  };
}
