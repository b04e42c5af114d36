import { ACCOUNT_ROLES, userRefs, type AccountRole, type Kernel } from '@lms/core';
import { UsageError } from '../CliError.ts';
import { readOptions } from '../options.ts';

export async function createUser(kernel: Kernel, args: string[]): Promise<string> {
  const o = readOptions(args, ['email', 'password', 'first', 'last', 'role'] as const);
  if (!ACCOUNT_ROLES.includes(o.role as AccountRole)) throw new UsageError(`--role must be one of ${ACCOUNT_ROLES.join(', ')}`);
  const user = await kernel.resolve(userRefs.users).create({
    email: o.email,
    password: o.password,
    firstname: o.first,
    lastname: o.last,
    role: o.role as AccountRole,
  });
  return `Created ${o.role} ${user.email} (id ${user.id})`;
}

export async function resetPassword(kernel: Kernel, args: string[]): Promise<string> {
  const o = readOptions(args, ['email', 'password'] as const);
  const user = await kernel.resolve(userRefs.users).setPassword(o.email, o.password);
  return `Password reset for ${user.email}; their sessions were ended.`;
}
