import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { NORTH_AMERICAN_STATES, OTHER_STATE } from './northAmericanStates.ts';
import { getStates, type StateOption } from '@lms/sdk/calls';

/** The state choices: GET states, or the built-in list while it loads or when it fails; "Other" always among them. */
export function useStates(): readonly StateOption[] {
  const { sessionApi } = useShell();
  const states = useQuery({
    queryKey: ['states'],
    queryFn: async () => (await sessionApi.call(getStates)).states,
    staleTime: Infinity,
  });
  const list = states.data && states.data.length > 0 ? states.data : NORTH_AMERICAN_STATES;
  return list.some((state) => state.abbr === OTHER_STATE.abbr) ? list : [...list, OTHER_STATE];
}
