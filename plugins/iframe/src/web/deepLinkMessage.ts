/**
 * What the lti-tools plugin's deep-linking return page posts to the editor
 * that opened the tool (its `pickedResourcePage`): the resource the author picked.
 */
export interface PickedResource {
  type: 'lti-tools:deep-link';
  courseId: string;
  componentId: string;
  url: string;
  title: string;
}

/**
 * The BroadcastChannel the return page posts on when the tool cut its window from
 * the editor (a tool's `Cross-Origin-Opener-Policy: same-origin` leaves it no opener).
 */
export const DEEP_LINK_CHANNEL = 'lti-tools:deep-link';

/** A picked resource for this component; anything else is ignored. */
export function pickedResourceIn(message: unknown, componentId: string): PickedResource | null {
  const data = message as Partial<PickedResource> | null;
  if (!data || data.type !== 'lti-tools:deep-link' || data.componentId !== componentId) return null;
  return typeof data.url === 'string' && typeof data.title === 'string' ? (data as PickedResource) : null;
}

/** A window message from this site's own return page, for this component (a BroadcastChannel carries only this origin's). */
export function pickedResourceOf(event: MessageEvent, componentId: string): PickedResource | null {
  return event.origin === window.location.origin ? pickedResourceIn(event.data, componentId) : null;
}
