import { registrationRoutes } from './registrationRoutes.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { profileRoutes } from './profileRoutes.ts';
import { enrolmentRoutes } from './enrolmentRoutes.ts';
import { sessionRefreshRoutes } from './sessionRefreshRoutes.ts';

/** Every account call of part 1 §7 "Login and account" (login itself is in core/src/auth). */
export const accountRoutes = [...registrationRoutes, ...passwordRoutes, ...profileRoutes, ...enrolmentRoutes, ...sessionRefreshRoutes];
