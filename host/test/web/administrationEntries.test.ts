import { describe, expect, it } from 'vitest';
import { routeByName, type WebSessionUser } from '@lms/sdk/web';
import { availableAdministrationEntries } from '../../web/src/app/availableAdministrationEntries.ts';

const person = (administrator: number, accountType = 'standard'): WebSessionUser => ({
  mongoId: 'a'.repeat(24),
  name: 'A B',
  firstname: 'A',
  lastname: 'B',
  email: 'a@b.example',
  instructor: true,
  administrator,
  program_administrator: false,
  accountType,
});

const ENTRIES = [
  { route: 'administration.audit', label: 'Audit log', order: 90 },
  { route: 'administrator.users', label: 'Users', order: 10 },
  { route: 'administrator.requests', label: 'Adoption requests', access: 'site-admin' as const, order: 20 },
  { route: 'administrator.codes', label: 'Codes', order: 30 },
];
const lookups = (screens: string[]) => ({ route: (name: string) => routeByName(name) ?? (name === 'administration.audit' ? { name, path: '/administrator/audit', access: 'administrator' as const } : undefined), hasScreen: (name: string) => screens.includes(name) });

describe('the Administration home list (part 3 §2, §6)', () => {
  it("lists, in order, the entries with a screen whose access the user meets", () => {
    const screens = ['administrator.users', 'administrator.requests', 'administration.audit'];
    expect(availableAdministrationEntries(ENTRIES, person(3), lookups(screens)).map((e) => [e.label, e.href])).toEqual([
      ['Users', '/administrator/users'],
      ['Adoption requests', '/administrator/requests'],
      ['Audit log', '/administrator/audit'],
    ]);
    // A level-0 administrator does not see the site administrators' screens; a provider-level one does.
    expect(availableAdministrationEntries(ENTRIES, person(1), lookups(screens)).map((e) => e.label)).toEqual(['Users', 'Audit log']);
    expect(availableAdministrationEntries(ENTRIES, person(1, 'Junction'), lookups(screens)).map((e) => e.label)).toEqual(['Users', 'Adoption requests', 'Audit log']);
  });

  it('lists nothing for someone who is no administrator, or nobody', () => {
    expect(availableAdministrationEntries(ENTRIES, person(0), lookups(['administrator.users']))).toEqual([]);
    expect(availableAdministrationEntries(ENTRIES, null, lookups(['administrator.users']))).toEqual([]);
  });
});
