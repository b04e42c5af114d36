import { listInvitations } from '../../calls/peopleCalls.ts';
import { programFailure } from '../programFailure.ts';
import { useCallQuery } from '../serverData.ts';
import { INVITATIONS_CHANGED } from './peopleEvents.ts';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** GET invitation_list/{courseId}: who was invited to the section, and who accepted. */
export function InvitationList({ courseId, title }: { courseId: string; title: string }) {
  const invitations = useCallQuery(listInvitations, { params: { courseId } }, { refetchOn: INVITATIONS_CHANGED });
  return (
    <section className="lms-programs-form" aria-labelledby="lms-programs-invitations">
      <h3 id="lms-programs-invitations">Invitations</h3>
      {invitations.isPending && <p role="status">Loading the invitations…</p>}
      {invitations.error && (
        <p className="lms-field-error" role="alert">
          {programFailure(invitations.error)}
        </p>
      )}
      {invitations.data && invitations.data.invitations.length === 0 && <p>No invitations yet.</p>}
      {invitations.data && invitations.data.invitations.length > 0 && (
        <ul className="lms-programs-list" aria-label={`Invitations to ${title}`}>
          {invitations.data.invitations.map((invitation) => (
            <li key={invitation.id}>
              <span>
                {`${invitation.first_name} ${invitation.last_name}`.trim() || invitation.email} · {invitation.email}
              </span>
              <span>{invitation.accepted_at ? `Accepted ${day(invitation.accepted_at)}` : `Pending since ${day(invitation.created_at)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
