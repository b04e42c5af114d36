import { describe, expect, it } from 'vitest';
import { ADMINISTRATION_MESSAGES } from '../../src/schemas/administrationMessages.ts';
import { isProviderAdmin, mayAdminister, maySetShowModal, permissionLevel } from '../../src/schemas/administrationRights.ts';
import { newAccountProblem } from '../../src/schemas/newAccountRule.ts';

const user = (administrator: number, accountType = 'standard') => ({ administrator, accountType });
const FULL = { name: 'Nia', surname: 'New', email: 'nia@x.example', phone: '202-555-0100', institution: 'State U', role: 'Student' };

describe('part 3 §6 rights', () => {
  it('reads the permission level as the administrator value minus 1', () => {
    expect([0, 1, 2, 3].map((value) => permissionLevel(user(value)))).toEqual([-1, 0, 1, 2]);
  });

  it('gives reading to level 0, accounts to level 1, money and rights to level 2', () => {
    const table = [0, 1, 2, 3].map((value) => (['read', 'accounts', 'money'] as const).map((right) => mayAdminister(user(value), right)));
    expect(table).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, false],
      [true, true, true],
    ]);
  });

  it('gives a provider-level admin (accountType Junction) every right, and alone show_modal', () => {
    expect(isProviderAdmin(user(0, 'Junction'))).toBe(true);
    expect(mayAdminister(user(0, 'Junction'), 'money')).toBe(true);
    expect(maySetShowModal(user(3))).toBe(false);
    expect(maySetShowModal(user(1, 'Junction'))).toBe(true);
  });
});

describe("part 3 §5 'All fields are required'", () => {
  it('asks for every field, blank or spaces, before the email', () => {
    for (const field of Object.keys(FULL)) {
      expect(newAccountProblem({ ...FULL, email: 'bad', [field]: '  ' })).toEqual({ field: null, message: 'All fields are required' });
    }
    expect(ADMINISTRATION_MESSAGES.allFieldsRequired).toBe('All fields are required');
  });

  it('then refuses a wrong email, and accepts a full form', () => {
    expect(newAccountProblem({ ...FULL, email: 'nia@' })).toEqual({ field: 'email', message: ADMINISTRATION_MESSAGES.emailInvalid });
    expect(newAccountProblem(FULL)).toBeNull();
  });
});
