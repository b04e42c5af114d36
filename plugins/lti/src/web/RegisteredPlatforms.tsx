import { useId } from 'react';
import { Form, FormStatusLine, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';
import { listPlatforms, updatePlatformFrameOrigins, type Platform } from '../calls/ltiCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from './serverData.ts';

interface FrameOriginValues {
  frame_origins: string;
}

const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** One platform's extra frame origins, one per line (PUT lti/platforms/{id}/frame-origins); the server's message lands on the field. */
function FrameOriginsForm({ platform }: { platform: Platform }) {
  const form = useLmsForm<FrameOriginValues>({ defaultValues: { frame_origins: platform.frame_origins.join('\n') } });
  const cache = useCallCache();
  const update = useCallMutation(updatePlatformFrameOrigins, { onSuccess: () => cache.invalidate(listPlatforms) });
  const save = async ({ frame_origins }: FrameOriginValues) => {
    const saved = await update.mutateAsync({ params: { platformId: platform.id }, body: { frame_origins: linesOf(frame_origins) } });
    return { values: { frame_origins: saved.frame_origins.join('\n') }, success: 'Frame origins saved.' };
  };
  return (
    <Form form={form} onSubmit={save}>
      <TextAreaField
        name="frame_origins"
        label="Other origins of its pages (one per line)"
        hint="Where the platform's pages live besides its issuer, such as a separate files or app domain: https origins only, e.g. https://files.example.edu."
        rows={3}
      />
      <FormStatusLine />
      <SubmitButton label="Save frame origins" busyLabel="Saving…" />
    </Form>
  );
}

/**
 * The platforms registered to launch this site, each with the other origins
 * it shows its pages from: our launch pages and that launch's session may be
 * framed by them, besides its issuer and login address.
 */
export function RegisteredPlatforms() {
  const titleId = useId();
  const platforms = useCallQuery(listPlatforms, {});
  const list = platforms.data?.platforms ?? [];
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Registered platforms</h2>
      {platforms.isPending && <p role="status">Loading the platforms…</p>}
      {platforms.error && <p role="alert">The registered platforms could not be read. Please try again.</p>}
      {platforms.data && list.length === 0 && <p>No platform is registered yet.</p>}
      {list.map((platform) => (
        <article key={platform.id} className="lms-lti-platform" aria-label={`${platform.issuer} (client id ${platform.client_id})`}>
          <h3>{platform.issuer}</h3>
          <dl className="lms-lti-facts">
            <dt>Client id</dt>
            <dd>{platform.client_id}</dd>
            <dt>Deployment ids</dt>
            <dd>{platform.deployment_ids.join(', ')}</dd>
            <dt>Login address</dt>
            <dd className="lms-lti-address">{platform.auth_login_url}</dd>
          </dl>
          <FrameOriginsForm platform={platform} />
        </article>
      ))}
    </section>
  );
}
