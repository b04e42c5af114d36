import { describe, expect, it } from 'vitest';
import type { PermissionChecker, SessionUser } from '@lms/sdk';
import { mayRun, runnable } from '../src/server/programRights.ts';
import type { ProgramRow } from '../src/server/ProgramStore.ts';

const user = (id: string): SessionUser => ({ id, email: `${id}@x.org`, firstname: 'A', lastname: 'B', instructor: true, administrator: 0, programAdministrator: true, accountType: 'standard' });
/** The kernel's answer stands in for a site administrator (the permission service decides it: core's tests check that). */
const checker = (siteAdmins: string[]): PermissionChecker => ({ courseAccess: async () => null, runsEveryProgram: (who) => siteAdmins.includes(who.id) });
const program = (overrides: Partial<ProgramRow> = {}): ProgramRow => ({
  id: 'p', program_name: 'P', program_template: 't', coordinators: ['coord'], locked: false, active: true, active_enrollment: true, enterprise_program: false, created_at: new Date(), ...overrides,
});

describe('who runs a program (part 3 §6)', () => {
  it('a site administrator runs every program, enterprise ones too', () => {
    expect(mayRun(checker(['admin']), user('admin'), program({ enterprise_program: true, coordinators: [] }))).toBe(true);
  });

  it('a program administrator runs the programs they coordinate, never an enterprise one, never another', () => {
    const permissions = checker([]);
    expect(mayRun(permissions, user('coord'), program())).toBe(true);
    expect(mayRun(permissions, user('coord'), program({ enterprise_program: true }))).toBe(false);
    expect(mayRun(permissions, user('other'), program())).toBe(false);
  });

  it('answers a program the caller does not run as not found, as it answers a missing one', () => {
    expect(() => runnable(checker([]), user('other'), program(), 'Program not found.')).toThrow(expect.objectContaining({ errno: 'not-found', message: 'Program not found.' }));
    expect(() => runnable(checker([]), user('coord'), undefined, 'Program not found.')).toThrow(expect.objectContaining({ errno: 'not-found' }));
  });
});
