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

/** A message from this site's own return page, for this component; anything else is ignored. */
export function pickedResourceOf(event: MessageEvent, componentId: string): PickedResource | null {
  const data = event.data as Partial<PickedResource> | null;
  if (event.origin !== window.location.origin || !data || data.type !== 'lti-tools:deep-link' || data.componentId !== componentId) return null;
  return typeof data.url === 'string' && typeof data.title === 'string' ? (data as PickedResource) : null;
}
