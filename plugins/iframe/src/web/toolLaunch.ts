/**
 * The LTI launch is the lti-tools plugin's call (part 2 §7 GET
 * lti_launch_tool/{c}/{l}/{p}/{componentId}); this plugin knows only its wire
 * shape: the tool's OIDC login initiation address and the fields it takes.
 */
export interface LoginInitiation {
  url: string;
  fields: Record<string, string>;
}

export const launchPath = (courseId: string, lessonId: string, pageId: string, componentId: string) => `lti_launch_tool/${courseId}/${lessonId}/${pageId}/${componentId}`;

/** The login initiation as one GET address (LTI 1.3 core §5.1.1.1 allows GET), for the frame's src. */
export function loginAddress({ url, fields }: LoginInitiation): string {
  const address = new URL(url);
  for (const [name, value] of Object.entries(fields)) address.searchParams.set(name, value);
  return address.toString();
}
