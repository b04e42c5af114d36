import { LmsError, type SessionUser } from '@lms/sdk';
import { mayAdminister, type AdministrationRight } from '../schemas/administrationRights.ts';
import { ADMINISTRATION_ERRNOS } from './administrationErrnos.ts';

/** Every administration route needs `administrator`; this adds the level the action needs (part 3 §6). */
export function requireRight(user: SessionUser | null, right: AdministrationRight): SessionUser {
  if (!user || !mayAdminister(user, right)) throw LmsError.declared(ADMINISTRATION_ERRNOS, 'admin-level');
  return user;
}
