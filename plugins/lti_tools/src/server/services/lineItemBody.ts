import { LmsError } from '@lms/sdk';

export const LINE_ITEM_BODY_MESSAGE =
  'A line item needs a label (at most 200 characters) and a scoreMaximum above 0; resourceId and tag are text of at most 256 characters, endDateTime a date-time, and resourceLinkId, when given, this component.';

/** What a tool may set on a line item it makes or changes (AGS 2.0 §3.2). */
export interface LineItemFields {
  label: string;
  scoreMaximum: number;
  resourceId: string | null;
  tag: string | null;
  endDateTime: Date | null;
}

const optionalText = (value: unknown): value is string | undefined | null => value === undefined || value === null || (typeof value === 'string' && value.length <= 256);

/** The fields of a line item a tool posts or puts; validation-failed, naming every rule, for anything else. Other members (extensions, startDateTime) are ignored. */
export function lineItemFields(body: Record<string, unknown>, componentId: string): LineItemFields {
  const { label, scoreMaximum, resourceId, tag, endDateTime, resourceLinkId } = body;
  const ok =
    typeof label === 'string' &&
    label.trim().length > 0 &&
    label.length <= 200 &&
    typeof scoreMaximum === 'number' &&
    Number.isFinite(scoreMaximum) &&
    scoreMaximum > 0 &&
    optionalText(resourceId) &&
    optionalText(tag) &&
    (endDateTime === undefined || endDateTime === null || (typeof endDateTime === 'string' && !Number.isNaN(Date.parse(endDateTime)))) &&
    (resourceLinkId === undefined || resourceLinkId === componentId);
  if (!ok) throw new LmsError('validation-failed', LINE_ITEM_BODY_MESSAGE);
  return {
    label: (label as string).trim(),
    scoreMaximum: scoreMaximum as number,
    resourceId: (resourceId as string | undefined) || null,
    tag: (tag as string | undefined) || null,
    endDateTime: typeof endDateTime === 'string' ? new Date(endDateTime) : null,
  };
}
