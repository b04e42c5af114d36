import type { SettingValues } from '../calls/activitySettingsCalls.ts';
import { policyProblem } from './settingsChecks.ts';
import { readPercent, type Entry } from './settingsEntry.ts';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';

type Policy = NonNullable<SettingValues['policy']>;

/** A late policy as its form holds it: auto-accept on or off, the penalty, period and max as typed. */
export interface PolicyForm {
  auto: boolean;
  penalty: string;
  per: string;
  max: string;
}

export const policyForm = (policy: Policy | null): PolicyForm =>
  policy === null ? { auto: false, penalty: '', per: '86400', max: '' } : { auto: true, penalty: String(policy.penalty), per: String(policy.per), max: String(policy.max) };

/** The policy a form gives (null with auto-accept off), or part 3 §5's message. */
export function readPolicyForm(form: PolicyForm): Entry<Policy | null> {
  if (!form.auto) return { ok: true, value: null };
  const penalty = readPercent(form.penalty, SETTINGS_MESSAGES.policy);
  const max = readPercent(form.max, SETTINGS_MESSAGES.policy);
  const per = Number(form.per);
  if (!penalty.ok || !max.ok || (per !== 3600 && per !== 86400 && per !== 604800)) return { ok: false, message: SETTINGS_MESSAGES.policy };
  const policy: Policy = { penalty: penalty.value, per, max: max.value };
  const problem = policyProblem(policy);
  return problem === null ? { ok: true, value: policy } : { ok: false, message: problem };
}
