import { getPlatform } from '../calls/toolCalls.ts';
import { useCallQuery } from './serverData.ts';

const LABELS = [
  ['issuer', 'Issuer (platform id)'],
  ['authorization', 'OIDC authorization endpoint'],
  ['token', 'Access token endpoint'],
  ['jwks', 'Public keys (JWKS)'],
  ['deep_link_return', 'Deep-linking return'],
] as const;

/** What a tool's administrator configures for this platform, beside the client and deployment ids of each tool. */
export function PlatformDetails() {
  const platform = useCallQuery(getPlatform, {});
  if (!platform.data) return null;
  return (
    <section aria-labelledby="lms-lti-platform">
      <h2 id="lms-lti-platform">This platform, for the tool’s configuration</h2>
      <dl className="lms-lti-tools-platform">
        {LABELS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <code>{platform.data[key]}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
