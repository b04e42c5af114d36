import { useId, useState } from 'react';
import { ApiError, Button, pageClass } from '@lms/sdk/web';
import { registerDynamically, type Platform } from '../calls/ltiCalls.ts';
import { useCallMutation } from './serverData.ts';
import { RegisteredPlatforms } from './RegisteredPlatforms.tsx';
import './lti.css';

/** LTI Dynamic Registration 1.0 §3.5.2: the message that tells the platform the registration window is done. */
export const CLOSE_MESSAGE = { subject: 'org.imsglobal.lti.close' } as const;

/** Tells the platform that opened this page (as a window or in a frame) that it may close it. */
function closeRegistrationWindow(): void {
  const platformWindow = window.opener ?? (window.parent !== window ? window.parent : null);
  platformWindow?.postMessage(CLOSE_MESSAGE, '*');
}

const hostOf = (address: string): string => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/**
 * /lti_dynamic_registration (site administrators): LTI Dynamic Registration's
 * initiation page. Another LMS opens it with `openid_configuration` and
 * `registration_token`; the administrator confirms, the server registers,
 * and the page tells the other LMS to close it. Opened without them (from
 * the Administration home) it gives the address to paste into the other LMS
 * and lists the registered platforms, whose extra frame origins are edited here.
 */
export default function DynamicRegistrationScreen() {
  const titleId = useId();
  const query = new URLSearchParams(window.location.search);
  const configuration = query.get('openid_configuration');
  const token = query.get('registration_token') ?? undefined;
  const register = useCallMutation(registerDynamically);
  const [registered, setRegistered] = useState<Platform | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    if (!configuration) return;
    setProblem(null);
    try {
      setRegistered(await register.mutateAsync({ body: { openid_configuration: configuration, ...(token ? { registration_token: token } : {}) } }));
      closeRegistrationWindow();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The registration failed. Please try again.');
    }
  };

  return (
    <section className={pageClass('medium')} aria-labelledby={titleId}>
      <h1 id={titleId}>Register with another LMS</h1>
      {!configuration && (
        <>
          <p>Another LMS can register this site as an LTI 1.3 tool by itself (LTI Dynamic Registration). In its tool registration, give it this address:</p>
          <p>
            <code className="lms-lti-address">{`${window.location.origin}/lti_dynamic_registration`}</code>
          </p>
          <p>It opens this page with its configuration; you confirm here while signed in as a site administrator.</p>
          <RegisteredPlatforms />
        </>
      )}
      {configuration && !registered && (
        <>
          <p>
            <strong>{hostOf(configuration)}</strong> asks to register this site as an LTI 1.3 tool. Its instructors will then open our courses from it, and link them through deep linking.
          </p>
          <p className="lms-lti-address">Configuration: {configuration}</p>
          {problem && <p role="alert">{problem}</p>}
          <div className="lms-lti-actions">
            <Button onClick={() => void start()} disabled={register.isPending}>
              {register.isPending ? 'Registering…' : 'Register'}
            </Button>
          </div>
        </>
      )}
      {registered && (
        <p role="status">
          Registered: {registered.issuer} (client id {registered.client_id}). You can close this window if it stays open.
        </p>
      )}
    </section>
  );
}
