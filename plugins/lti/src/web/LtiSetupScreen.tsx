import { useId, useState } from 'react';
import { AppLink, Button, pageClass, SelectField, useNotify, type ScreenProps } from '@lms/sdk/web';
import { ltiClearSelection, ltiRoster, ltiSelection, ltiStuff, SYNC_TYPES, type Link, type Member, type SyncType } from '../calls/syncCalls.ts';
import { LTI_SYNC_CHANGED, useCallMutation, useCallQuery } from './serverData.ts';
import { MEMBER_STATUS_LABELS, NOT_LINKED, SYNC_TYPE_LABELS, when } from './ltiWords.ts';
import './lti.css';

const SYNC_OPTIONS = SYNC_TYPES.map((type) => ({ value: type, label: SYNC_TYPE_LABELS[type] }));
const isSyncType = (value: string): value is SyncType => (SYNC_TYPES as readonly string[]).includes(value);

/**
 * /{courseId}/lti_setup (part 3 §2): the course's link to another LMS (the
 * platform that launched it, the services it offers, the last pulls), the
 * sync type of part 3 §4 that decides what the platform's gradebook receives,
 * and the platform's roster pulled on demand.
 */
export default function LtiSetupScreen({ params }: ScreenProps<'lti_setup'>) {
  const { courseId } = params;
  const titleId = useId();
  const stuff = useCallQuery(ltiStuff, { params: { courseId } }, { refetchOn: [LTI_SYNC_CHANGED] });
  const link = stuff.data?.link ?? null;
  return (
    <section className={pageClass('medium')} aria-labelledby={titleId}>
      <h1 id={titleId}>LTI setup</h1>
      {stuff.isPending && <p role="status">Loading…</p>}
      {stuff.error && <p role="alert">The course's LTI link could not be read. Please try again.</p>}
      {stuff.data && !link && <p>{NOT_LINKED}</p>}
      {link && (
        <>
          <LinkFacts link={link} />
          <SyncTypeChoice courseId={courseId} link={link} />
          <RosterPull courseId={courseId} link={link} />
          <p>
            <AppLink to={`/${courseId}/lti_sync_manager`}>Open the LTI sync manager</AppLink> to see every student's last sync.
          </p>
        </>
      )}
    </section>
  );
}

function LinkFacts({ link }: { link: Link }) {
  return (
    <dl className="lms-lti-facts">
      <dt>Platform</dt>
      <dd>{link.issuer}</dd>
      <dt>Course on the platform</dt>
      <dd>{link.context_title || link.context_id}</dd>
      <dt>Roster service</dt>
      <dd>{link.roster_service ? 'Offered' : 'Not offered by the platform'}</dd>
      <dt>Grade service</dt>
      <dd>{link.grade_service ? 'Offered' : 'Not offered by the platform'}</dd>
      <dt>Roster last pulled</dt>
      <dd>{when(link.roster_pulled_at)}</dd>
      <dt>Platform grades last read</dt>
      <dd>{when(link.results_pulled_at)}</dd>
    </dl>
  );
}

function SyncTypeChoice({ courseId, link }: { courseId: string; link: Link }) {
  const headingId = useId();
  const notify = useNotify();
  const [chosen, setChosen] = useState<SyncType>(link.sync_type);
  const select = useCallMutation(ltiSelection, { emits: [LTI_SYNC_CHANGED] });
  const clear = useCallMutation(ltiClearSelection, { emits: [LTI_SYNC_CHANGED] });
  const busy = select.isPending || clear.isPending;
  const save = async () => {
    try {
      if (chosen === 'none') await clear.mutateAsync({ body: { courseId, guid: link.id } });
      else await select.mutateAsync({ body: { courseId, guid: link.id, sync_type: chosen } });
      notify({ type: 'success', message: chosen === 'none' ? 'Grades are no longer sent.' : `Grades are sent as: ${SYNC_TYPE_LABELS[chosen]}.` });
    } catch {
      notify({ type: 'error', message: 'The sync type was not saved. Please try again.' });
    }
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Grades sent to the platform</h2>
      {!link.grade_service && <p>The platform offers no grade service for this course: nothing can be sent until it does.</p>}
      <div className="lms-lti-actions">
        <SelectField label="Sync type" value={chosen} onChange={(value) => isSyncType(value) && setChosen(value)} options={SYNC_OPTIONS} disabled={!link.grade_service} />
        <Button variant="primary" onClick={() => void save()} disabled={busy || !link.grade_service || chosen === link.sync_type}>
          {busy ? 'Saving…' : 'Save the sync type'}
        </Button>
      </div>
    </section>
  );
}

function RosterPull({ courseId, link }: { courseId: string; link: Link }) {
  const headingId = useId();
  const notify = useNotify();
  const pull = useCallMutation(ltiRoster, { emits: [LTI_SYNC_CHANGED] });
  const [members, setMembers] = useState<Member[] | null>(null);
  const run = async () => {
    try {
      const answer = await pull.mutateAsync({ params: { courseId, guid: link.id } });
      setMembers(answer.members);
      notify({ type: 'success', message: `Roster pulled: ${answer.members.length} ${answer.members.length === 1 ? 'member' : 'members'}.` });
    } catch {
      notify({ type: 'error', message: "The platform's roster could not be pulled. Please try again later." });
    }
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Roster</h2>
      {link.roster_service ? (
        <div className="lms-lti-actions">
          <Button onClick={() => void run()} disabled={pull.isPending}>
            {pull.isPending ? 'Pulling the roster…' : 'Pull the roster now'}
          </Button>
        </div>
      ) : (
        <p>The platform offers no roster service for this course: students join at their first launch.</p>
      )}
      {members && (
        <div className="lms-lti-table-scroll" role="region" aria-label="Platform roster" tabIndex={0}>
          <table className="lms-lti-table">
            <caption>The platform's members of this course</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Here</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.platform_user_id}>
                  <th scope="row">{member.name || member.platform_user_id}</th>
                  <td>{member.email || '–'}</td>
                  <td>{member.role ?? '–'}</td>
                  <td>{MEMBER_STATUS_LABELS[member.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
