/** Marks unpublished lessons and pages (only professors see them). */
export function DraftBadge() {
  return <span className="badge badge--draft">Draft</span>;
}
