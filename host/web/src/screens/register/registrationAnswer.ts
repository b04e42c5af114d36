/** What POST register/ and register_professor/ answer (docs/api.md "Accounts"). */
export interface RegistrationAnswer {
  status: 'user-unverified' | 'user registered';
  /** Where to go: /validate, /{course}, /list/bundle/{bundle} or /list. */
  to?: string;
  /** The registered email, when it must be validated first. */
  email?: string;
  /** Set when the account was made but the course refused the enrolment. */
  sub_error?: string;
}
