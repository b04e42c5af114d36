import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/contract/user.ts';
import { isAdministrator, isProgramAdministrator, isSiteAdmin, permissionLevel } from '../../src/permissions/siteRoles.ts';

const user = (administrator: SessionUser['administrator'], extra: Partial<SessionUser> = {}): SessionUser => ({
  id: 'a'.repeat(24),
  email: 'x@example.org',
  firstname: 'X',
  lastname: 'Y',
  instructor: false,
  administrator,
  programAdministrator: false,
  accountType: 'standard',
  ...extra,
});

describe('administrator levels (part 1 §6, part 3 §6)', () => {
  it('reads the permission level as the administrator value minus 1', () => {
    expect([0, 1, 2, 3].map((value) => permissionLevel({ administrator: value as SessionUser['administrator'] }))).toEqual([-1, 0, 1, 2]);
  });

  it('makes permission level 2 and provider accounts site administrators, nobody else', () => {
    expect(isSiteAdmin(user(3))).toBe(true);
    expect(isSiteAdmin(user(0, { accountType: 'Junction' }))).toBe(true);
    expect(isSiteAdmin(user(2))).toBe(false);
    expect(isSiteAdmin(user(1))).toBe(false);
    expect(isSiteAdmin(user(0, { programAdministrator: true, instructor: true }))).toBe(false);
  });

  it('lets every administrator value into the administration area', () => {
    expect([0, 1, 2, 3].map((value) => isAdministrator(user(value as SessionUser['administrator'])))).toEqual([false, true, true, true]);
    expect(isAdministrator(user(0, { accountType: 'Junction' }))).toBe(true);
  });

  it('gives program administration to program administrators and site administrators', () => {
    expect(isProgramAdministrator(user(0, { programAdministrator: true }))).toBe(true);
    expect(isProgramAdministrator(user(3))).toBe(true);
    expect(isProgramAdministrator(user(2))).toBe(false);
  });
});
