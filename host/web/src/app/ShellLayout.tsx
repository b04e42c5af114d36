import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { LmsWebContext, type LmsWebServices } from '@lms/sdk/web';
import { useCourseModeState } from '../course/useCourseModeState.ts';
import { Footer } from '../footer/Footer.tsx';
import { Header } from '../header/Header.tsx';
import { NotificationList } from '../notifications/NotificationList.tsx';
import { RightPanelHost } from '../panels/RightPanelHost.tsx';
import { useCurrentRoute } from '../router/useCurrentRoute.ts';
import { useShell } from './ShellContext.ts';
import { useStore } from './StateStore.ts';
import { SkipLink } from './SkipLink.tsx';
import './app.css';

/** The frame around every screen: header, main content, right panel, footer, notifications; plugins get their services here. */
export function ShellLayout() {
  const shell = useShell();
  const session = useStore(shell.session);
  const user = session.status === 'signed-in' ? session.user : null;
  const route = useCurrentRoute();
  const { mode } = useCourseModeState(user ? route.courseId : undefined, route.name);
  const services = useMemo<LmsWebServices>(() => ({ api: shell.api, notify: shell.notifications.show, user, mode }), [shell, user, mode]);

  return (
    <LmsWebContext.Provider value={services}>
      <div className={shell.settings.small_header ? 'app-shell app-shell--small-header' : 'app-shell'}>
        <SkipLink />
        <Header />
        <main id="main-content" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        <RightPanelHost />
        <Footer />
        <NotificationList />
      </div>
    </LmsWebContext.Provider>
  );
}
