import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import type { AccountUser } from './accountUser.ts';
import { DEMO_ACCOUNT_MESSAGE, isDemoApp } from './demoApp.ts';
import { EmailNotificationsForm } from './EmailNotificationsForm.tsx';
import { PaidCourses } from './PaidCourses.tsx';
import { AccountBadges } from './AccountBadges.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { PhoneForm } from './PhoneForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import '../screens.css';
import './account.css';

/** /account: profile, password, phone and notifications, and the courses the user paid for. */
export function AccountScreen() {
  useDocumentTitle('Account');
  const { session, settings } = useShell();
  const state = useStore(session);
  if (isDemoApp(settings)) {
    return (
      <div className="screen screen--narrow screen-message">
        <h1>Account</h1>
        <p>{DEMO_ACCOUNT_MESSAGE}</p>
      </div>
    );
  }
  if (state.status !== 'signed-in') return null;
  const user = state.user as AccountUser;
  return (
    <div className="screen account">
      <h1>Account</h1>
      <p className="screen-subtitle">{user.email}</p>
      <div className="account__grid">
        <div className="account__card">
          <ProfileForm user={user} />
        </div>
        <div className="account__card">
          <PasswordChangeForm />
        </div>
        <div className="account__card">
          <PhoneForm user={user} />
        </div>
        <div className="account__card">
          <EmailNotificationsForm user={user} />
        </div>
        <div className="account__card account__card--wide">
          <AccountBadges badges={user.badges ?? []} />
        </div>
        <div className="account__card account__card--wide">
          <PaidCourses />
        </div>
      </div>
    </div>
  );
}
