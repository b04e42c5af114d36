import { jsonSchema } from '../contract/jsonSchema.ts';

export interface LoginBody {
  email: string;
  password: string;
  'remember-me'?: boolean;
  /** The token of a validation email (the /validate/{validation} screen). */
  validation?: string;
  /** A course to enrol in after login (the login URL's default course). */
  course?: string;
}

/** Part 1 §5 Login, with the spec's messages. */
export const loginSchema = jsonSchema<LoginBody>({
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: {
      type: 'string',
      minLength: 1,
      maxLength: 320,
      format: 'email',
      errorMessage: { type: 'Please enter your email', minLength: 'Please enter your email', maxLength: 'Email adress invalid', format: 'Email adress invalid' },
    },
    password: {
      type: 'string',
      minLength: 1,
      maxLength: 1000,
      errorMessage: { type: 'Please enter your password', minLength: 'Please enter your password', maxLength: 'Please enter your password' },
    },
    'remember-me': { type: 'boolean' },
    validation: { type: 'string', maxLength: 200 },
    course: { type: 'string', maxLength: 100 },
  },
  errorMessage: { required: { email: 'Please enter your email', password: 'Please enter your password' } },
});

export const logoutSchema = jsonSchema<{ access_token?: string }>({
  type: 'object',
  properties: { access_token: { type: 'string', maxLength: 4096 } },
});
