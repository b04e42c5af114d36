/** Bundle ids as POST register/ accepts them. */
const BUNDLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Part 1 §2: a `bundle` query parameter on the login URL names a bundle; after login the user goes to /list/bundle/{id}. */
export function bundleFromQuery(search: URLSearchParams): string | undefined {
  const bundle = search.get('bundle') ?? undefined;
  return bundle !== undefined && BUNDLE_ID.test(bundle) ? bundle : undefined;
}

export function bundleListPath(bundleId: string): string {
  return `/list/bundle/${bundleId}`;
}
