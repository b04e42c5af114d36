import { useState } from 'react';
import { Link } from 'react-router';
import type { ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { unsubscribeFailure, UNSUBSCRIBE_MESSAGES, type UnsubscribeFailure } from './unsubscribeMessages.ts';
import '../screens.css';
import '../login/form/formSuccess.css';
import '../passwordRecovery/accessCard.css';
import { unsubscribeEmails } from '@lms/sdk/calls';
import { Button } from '@lms/sdk/web';

type Outcome = { kind: 'done' } | ({ kind: 'failed' } & UnsubscribeFailure) | null;

/**
 * /unsubscribe/:resetid, the link at the foot of an email. The visitor
 * confirms with a button rather than on load: the token is single use, and
 * mail scanners that open links would otherwise use it up (and unsubscribe
 * people who never asked).
 */
export function UnsubscribeScreen({ params }: ScreenProps<'unsubscribe'>) {
  useDocumentTitle('Unsubscribe');
  const { sessionApi } = useShell();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  const unsubscribe = async () => {
    setSending(true);
    try {
      await sessionApi.call(unsubscribeEmails, { body: { resetid: params.resetid ?? '' } });
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'failed', ...unsubscribeFailure(error) });
    } finally {
      setSending(false);
    }
  };

  const canRetry = outcome?.kind === 'failed' && outcome.type === 'error';
  return (
    <div className="screen">
      <div className="access-card">
        <h1>Unsubscribe</h1>
        {outcome?.kind === 'done' && (
          <p role="status" className="form-success">
            {UNSUBSCRIBE_MESSAGES.done}
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p role="alert" className={outcome.type === 'warning' ? 'notice' : 'form-error'}>
            {outcome.message}
          </p>
        )}
        {(outcome === null || canRetry) && (
          <>
            <p className="access-card__intro">Stop receiving email notifications from us at this address.</p>
            <Button variant="primary" block disabled={sending} onClick={() => void unsubscribe()}>
              {sending ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          </>
        )}
        <p className="access-card__links">
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </div>
  );
}
