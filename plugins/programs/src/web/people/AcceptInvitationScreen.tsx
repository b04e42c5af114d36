import { useId, useState } from 'react';
import { AppLink, Button, pageClass, useAppNavigate, type ScreenProps } from '@lms/sdk/web';
import { acceptInvitation } from '../../calls/peopleCalls.ts';
import { programFailure } from '../programFailure.ts';
import { PROGRAMS_CHANGED, useCallMutation } from '../serverData.ts';
import '../programs.css';

/**
 * /acceptinvitation/{master_id}/{type} (part 1 §2; type s a section, i a
 * program master): the logged-in user accepts their invitation to teach the
 * course. Accepting changes state, so it waits for the button, never for the
 * page to load (a link alone accepts nothing).
 */
export default function AcceptInvitationScreen({ params }: ScreenProps<'acceptinvitation'>) {
  const titleId = useId();
  const navigate = useAppNavigate();
  const accept = useCallMutation(acceptInvitation, { emits: PROGRAMS_CHANGED });
  const [error, setError] = useState('');
  const what = params.type === 'i' ? "a program's section template" : 'a section of a program';

  const onAccept = async () => {
    setError('');
    try {
      const answer = await accept.mutateAsync({ params: { masterId: params.masterId, type: params.type } });
      navigate(answer.to);
    } catch (failure) {
      setError(programFailure(failure));
    }
  };

  return (
    <main className={`${pageClass('narrow')} lms-programs`} aria-labelledby={titleId}>
      <h1 id={titleId}>Accept the invitation</h1>
      <p>You were invited to teach {what}. Accepting makes you one of its instructors.</p>
      {error && (
        <p className="lms-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="lms-programs-actions">
        <Button variant="primary" onClick={() => void onAccept()} disabled={accept.isPending}>
          {accept.isPending ? 'Accepting…' : 'Accept the invitation'}
        </Button>
        <AppLink to="/list">Not now</AppLink>
      </div>
    </main>
  );
}
