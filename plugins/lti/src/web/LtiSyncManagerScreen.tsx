import { useId } from 'react';
import { AppLink, Button, pageClass, useNotify, VISUALLY_HIDDEN_CLASS, type ScreenProps } from '@lms/sdk/web';
import { ltiGrade, ltiPull, ltiReport, ltiRetry, ltiStuff, ltiSyncState, type Link, type ScoreStateRow } from '../calls/syncCalls.ts';
import { LTI_SYNC_CHANGED, useCallMutation, useCallQuery } from './serverData.ts';
import { NOT_LINKED, points, SCORE_STATE_LABELS, SYNC_TYPE_LABELS, VERDICT_LABELS, when } from './ltiWords.ts';
import './lti.css';

/**
 * /{courseId}/lti_sync_manager (part 3 §2, §4): every column the course sends
 * to the platform and every student's last sync state per column; sending
 * now, reading the platform's grades, retrying what failed or was held, and
 * the reconciliation report (ours, sent, theirs).
 */
export default function LtiSyncManagerScreen({ params }: ScreenProps<'lti_sync_manager'>) {
  const { courseId } = params;
  const titleId = useId();
  const stuff = useCallQuery(ltiStuff, { params: { courseId } }, { refetchOn: [LTI_SYNC_CHANGED] });
  const link = stuff.data?.link ?? null;
  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>LTI sync manager</h1>
      {stuff.isPending && <p role="status">Loading…</p>}
      {stuff.error && <p role="alert">The course's LTI link could not be read. Please try again.</p>}
      {stuff.data && !link && <p>{NOT_LINKED}</p>}
      {link && link.sync_type === 'none' && (
        <p>
          Grades are not sent to the platform. Choose what to send in <AppLink to={`/${courseId}/lti_setup`}>LTI setup</AppLink>.
        </p>
      )}
      {link && link.sync_type !== 'none' && <SyncState courseId={courseId} link={link} />}
    </section>
  );
}

function SyncState({ courseId, link }: { courseId: string; link: Link }) {
  const notify = useNotify();
  const args = { params: { courseId, guid: link.id } };
  const state = useCallQuery(ltiSyncState, { params: { courseId, guid: link.id, syncType: link.sync_type } }, { refetchOn: [LTI_SYNC_CHANGED] });
  const send = useCallMutation(ltiGrade, { emits: [LTI_SYNC_CHANGED] });
  const pull = useCallMutation(ltiPull, { emits: [LTI_SYNC_CHANGED] });
  const retry = useCallMutation(ltiRetry, { emits: [LTI_SYNC_CHANGED] });
  const act = async (work: () => Promise<string>, failure: string) => {
    try {
      notify({ type: 'success', message: await work() });
    } catch {
      notify({ type: 'error', message: failure });
    }
  };
  const sendNow = () =>
    act(async () => {
      const { queued, held, unchanged } = await send.mutateAsync(args);
      return `${queued} ${queued === 1 ? 'score' : 'scores'} queued to send, ${held} held, ${unchanged} unchanged.`;
    }, 'The grades could not be sent. Please try again.');
  const readTheirs = () =>
    act(async () => {
      const { changed } = await pull.mutateAsync(args);
      return changed ? `${changed} ${changed === 1 ? 'grade was' : 'grades were'} changed on the platform: they are held.` : 'No grade was changed on the platform.';
    }, "The platform's grades could not be read. Please try again later.");
  const retryScores = (target: { column_id?: string; user_id?: string }, label: string) =>
    act(async () => {
      const { queued } = await retry.mutateAsync({ ...args, body: target });
      return `${label}: ${queued} ${queued === 1 ? 'score' : 'scores'} queued again.`;
    }, 'Nothing was queued again. Please try again.');
  const busy = send.isPending || pull.isPending || retry.isPending;
  const scores = state.data?.scores ?? [];
  const columns = new Map((state.data?.columns ?? []).map((column) => [column.id, column.label]));
  const stuck = scores.filter((score) => score.state === 'dead' || score.state === 'held').length;
  return (
    <>
      <p>
        Sending: {SYNC_TYPE_LABELS[link.sync_type]} to {link.context_title || link.context_id} on {link.issuer}. Platform grades last read: {when(link.results_pulled_at)}.
      </p>
      <div className="lms-lti-actions">
        <Button variant="primary" onClick={() => void sendNow()} disabled={busy}>
          Send grades now
        </Button>
        <Button variant="secondary" onClick={() => void readTheirs()} disabled={busy}>
          Read the platform's grades
        </Button>
        {stuck > 0 && (
          <Button variant="secondary" onClick={() => void retryScores({}, 'All failed and held scores')} disabled={busy}>
            Retry all {stuck} failed or held
          </Button>
        )}
      </div>
      {state.isPending && <p role="status">Loading…</p>}
      {state.error && <p role="alert">The sync state could not be read. Please try again.</p>}
      {state.data && (
        <>
          <p role="status">{state.data.dead_letters === 0 ? 'No score has failed for good.' : `${state.data.dead_letters} ${state.data.dead_letters === 1 ? 'score has' : 'scores have'} failed for good: retry once the platform accepts them again.`}</p>
          {scores.length === 0 ? (
            <p>Nothing has been sent yet: "Send grades now" makes the platform's columns and sends every student's scores.</p>
          ) : (
            <ScoreTable scores={scores} columnLabel={(id) => columns.get(id) ?? id} onRetry={(score) => void retryScores({ column_id: score.column_id, user_id: score.user_id }, score.name)} busy={busy} />
          )}
        </>
      )}
      <Reconciliation courseId={courseId} link={link} />
    </>
  );
}

function ScoreTable({ scores, columnLabel, onRetry, busy }: { scores: ScoreStateRow[]; columnLabel: (id: string) => string; onRetry: (score: ScoreStateRow) => void; busy: boolean }) {
  return (
    <div className="lms-lti-table-scroll" role="region" aria-label="Last sync per student and column" tabIndex={0}>
      <table className="lms-lti-table">
        <caption>Every student's last sync, per column</caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Column</th>
            <th scope="col">Score</th>
            <th scope="col">Progress</th>
            <th scope="col">State</th>
            <th scope="col">Tries</th>
            <th scope="col">Sent</th>
            <th scope="col">On the platform</th>
            <th scope="col">
              <span className={VISUALLY_HIDDEN_CLASS}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {scores.map((score) => (
            <tr key={`${score.column_id}:${score.user_id}`}>
              <th scope="row">{score.name}</th>
              <td>{columnLabel(score.column_id)}</td>
              <td>
                {points(score.score)} / {points(score.score_maximum)}
              </td>
              <td>{score.grading_progress}</td>
              <td>
                {SCORE_STATE_LABELS[score.state]}
                {score.last_error && <div>{score.last_error}</div>}
              </td>
              <td>{score.attempts}</td>
              <td>
                {points(score.synced_score)} ({when(score.synced_at)})
              </td>
              <td>{score.changed_on_platform ? `${points(score.their_score)} (changed there)` : points(score.their_score)}</td>
              <td>
                {(score.state === 'dead' || score.state === 'held') && (
                  <Button variant="secondary" onClick={() => onRetry(score)} disabled={busy} aria-label={`Retry ${score.name}, ${columnLabel(score.column_id)}`}>
                    Retry
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Reconciliation({ courseId, link }: { courseId: string; link: Link }) {
  const headingId = useId();
  const report = useCallQuery(ltiReport, { params: { courseId, guid: link.id } }, { refetchOn: [LTI_SYNC_CHANGED] });
  const rows = report.data?.rows ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Reconciliation report</h2>
      {report.isPending && <p role="status">Loading…</p>}
      {report.error && <p role="alert">The reconciliation report could not be read. Please try again.</p>}
      {report.data && rows.length === 0 && <p>No column has been made on the platform yet.</p>}
      {rows.length > 0 && (
        <div className="lms-lti-table-scroll" role="region" aria-label="Reconciliation per student and column" tabIndex={0}>
          <table className="lms-lti-table">
            <caption>Ours now, last sent, and the platform's at its last read ({when(report.data?.results_pulled_at ?? null)})</caption>
            <thead>
              <tr>
                <th scope="col">Student</th>
                <th scope="col">Column</th>
                <th scope="col">Ours</th>
                <th scope="col">Sent</th>
                <th scope="col">Platform</th>
                <th scope="col">Verdict</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.column_id}:${row.user_id}`}>
                  <th scope="row">{row.name}</th>
                  <td>{row.label}</td>
                  <td>{points(row.ours)}</td>
                  <td>{points(row.sent)}</td>
                  <td>{points(row.theirs)}</td>
                  <td>{VERDICT_LABELS[row.verdict]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
