import type { CallAnswer } from '@lms/sdk/calls';
import type { launchTool } from '../calls/ltiToolCalls.ts';

/** The tool's OIDC login initiation address and the fields it takes (GET lti_launch_tool, lti_deeplink). */
export type LoginInitiation = CallAnswer<typeof launchTool>;

/** The login initiation as one GET address (LTI 1.3 core §5.1.1.1 allows GET), for the frame's src or the deep-linking window. */
export function loginAddress({ url, fields }: LoginInitiation): string {
  const address = new URL(url);
  for (const [name, value] of Object.entries(fields)) address.searchParams.set(name, value);
  return address.toString();
}
