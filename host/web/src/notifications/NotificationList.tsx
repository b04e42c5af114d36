import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { NotificationType } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { notificationProgress } from './NotificationStore.ts';
import './notifications.css';

const ICONS: Record<NotificationType, typeof Info> = {
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
  success: CircleCheck,
};

/** The open notifications, newest last; errors are alerts, the rest polite status messages. */
export function NotificationList() {
  const { notifications } = useShell();
  const shown = useStore(notifications);
  return (
    <div className="notifications">
      {shown.map((notification) => {
        const Icon = ICONS[notification.type];
        return (
          <div
            key={notification.id}
            role={notification.type === 'error' ? 'alert' : 'status'}
            className={`notification notification--${notification.type}`}
          >
            <Icon className="notification__icon" aria-hidden="true" size={20} />
            <p className="notification__message">{notification.message}</p>
            <button type="button" className="notification__close" aria-label="Close notification" onClick={() => notifications.close(notification.id)}>
              <X aria-hidden="true" size={18} />
            </button>
            <span className="notification__progress" aria-hidden="true" style={{ width: `${Math.max(0, 100 - notificationProgress(notification))}%` }} />
          </div>
        );
      })}
    </div>
  );
}
