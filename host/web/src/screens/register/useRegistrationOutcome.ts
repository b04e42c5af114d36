import { useNavigate } from 'react-router';
import { keepUnverifiedEmail } from '../validate/unverifiedEmail.ts';
import type { EnterApp } from '../login/useSessionEntry.ts';
import type { RegistrationAnswer } from '@lms/sdk/calls';

/**
 * Part 1 §4 Registration: user-unverified keeps the email and opens /validate;
 * a registered user is logged in and goes to `to`, and a course that refused
 * the enrolment (`sub_error`) is reported there.
 */
export function useRegistrationOutcome(enter: EnterApp): (answer: RegistrationAnswer, email: string) => Promise<void> {
  const navigate = useNavigate();
  return async (answer, email) => {
    if (answer.status === 'user-unverified') {
      keepUnverifiedEmail(answer.email ?? email);
      await navigate('/validate');
      return;
    }
    await enter(answer.to ?? '/list', answer.sub_error ? { type: 'warning', message: answer.sub_error } : undefined);
  };
}
