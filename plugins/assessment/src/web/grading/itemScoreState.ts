import { MANUAL_ITEM_TYPES } from '../../schemas/itemTypes.ts';
import type { ItemWithAnswers } from '../../calls/deliveryCalls.ts';
import type { RegradeResponse } from '../../calls/gradingCalls.ts';

/** A session's response to an item; an item the session has no response for was not answered. */
export function responseTo(responses: readonly RegradeResponse[], item: ItemWithAnswers): RegradeResponse {
  return (
    responses.find((response) => response.response_id === item.id) ?? {
      response_id: item.id,
      question_type: item.type,
      attempted: false,
      response: undefined,
      score: 0,
      max_score: item.points,
      manual: (MANUAL_ITEM_TYPES as readonly string[]).includes(item.type),
      person_scored: false,
    }
  );
}

/** An answered manual item nobody has scored yet: what the grading queue is for. */
export const waitsForPerson = (response: RegradeResponse) => response.manual && response.attempted && !response.person_scored;

/** Where a response's score comes from, in words. */
export function scoreSource(response: RegradeResponse): string {
  if (waitsForPerson(response)) return 'Waiting for a person';
  if (response.person_scored) return 'Scored by a person';
  if (!response.attempted) return 'Not answered';
  return 'Scored automatically';
}
