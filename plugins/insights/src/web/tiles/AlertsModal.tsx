import { AppLink, Button, Modal, routePath } from '@lms/sdk/web';
import { ALERT_REASON_LABELS, type ApiAlert } from '../../calls/alertCalls.ts';

const when = (time: string) => new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function evidenceText(alert: ApiAlert): string {
  const numbers = Object.entries(alert.evidence.numbers).map(([name, value]) => `${name.replaceAll('_', ' ')}: ${value ?? '—'}`);
  return [alert.evidence.rule, ...numbers].join('; ');
}

function AlertList({ alerts, courseId, label }: { alerts: readonly ApiAlert[]; courseId: string; label: string }) {
  if (alerts.length === 0) return <p>{`${label}: none.`}</p>;
  return (
    <>
      <h3>{label}</h3>
      <ul className="insights-alerts" aria-label={label}>
        {alerts.map((alert, index) => (
          <li key={`${alert.user}-${alert.reason}-${alert.activity_id ?? ''}-${index}`} className="insights-alerts__alert">
            <AppLink to={routePath('drilldown.student', { courseId, student: alert.user })}>{alert.name}</AppLink>
            {`: ${ALERT_REASON_LABELS[alert.reason]}. ${alert.message} `}
            <time dateTime={alert.time}>{when(alert.time)}</time>
            <details>
              <summary>Evidence</summary>
              <p>{evidenceText(alert)}</p>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The alerts tile's modal: this alert week's alerts and the week before's, each linking to the student's drilldown, with its evidence. */
export function AlertsModal({ alerts, prioralerts, courseId, onClose }: { alerts: readonly ApiAlert[]; prioralerts: readonly ApiAlert[]; courseId: string; onClose(): void }) {
  return (
    <Modal
      title="Alerts"
      size="wide"
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>The alert week starts on Monday at 08:01.</p>
      <AlertList alerts={alerts} courseId={courseId} label="This week's alerts" />
      <AlertList alerts={prioralerts} courseId={courseId} label="The week before" />
    </Modal>
  );
}
