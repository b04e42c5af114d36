/** The bundle's payment modal over the course list (part 1 §2), where a logged-in buyer pays. */
export const bundlePaymentPath = (bundleId: string) => `/list/bundle/${encodeURIComponent(bundleId)}`;
