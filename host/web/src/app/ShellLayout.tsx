import { useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ComponentHostContext, LmsWebContext, type ComponentHost, type HostedComponentProps, type LmsWebServices } from '@lms/sdk/web';
import { CourseMenu } from '../course/menu/CourseMenu.tsx';
import { ToolCrumbs } from '../course/menu/ToolCrumbs.tsx';
import { useCourseModeState } from '../course/useCourseModeState.ts';
import { Footer } from '../footer/Footer.tsx';
import { Header } from '../header/Header.tsx';
import { NotificationList } from '../notifications/NotificationList.tsx';
import { RouteNotice } from '../notifications/RouteNotice.tsx';
import { BadgeAnnouncer } from '../badges/BadgeAnnouncer.tsx';
import { RightPanelHost } from '../panels/RightPanelHost.tsx';
import { currentPlace } from '../router/currentPlace.ts';
import { isCourseScreen } from '../course/menu/courseScreens.ts';
import { useCurrentRoute } from '../router/useCurrentRoute.ts';
import { isDemoApp } from '../screens/account/demoApp.ts';
import { ComponentFrame } from '../screens/page/ComponentFrame.tsx';
import { useUnsavedChangesWarning } from '../screens/component/useUnsavedChangesWarning.tsx';
import { useShell } from './ShellContext.ts';
import { useScreens } from '../router/useScreens.ts';
import { availableAdministrationEntries, SHELL_ADMINISTRATION_ENTRIES } from './availableAdministrationEntries.ts';
import { useStore } from './StateStore.ts';
import { SkipLink } from './SkipLink.tsx';
import './app.css';

/** A component a container shows (a tab's content): framed like the page's own, titled one level below. */
function HostedComponent({ component, lessonId, pageId, mode, view, opening }: HostedComponentProps) {
  return <ComponentFrame component={component} lessonId={lessonId} pageId={pageId} mode={mode} heading="h3" view={view} opening={opening} />;
}

/** The frame around every screen: header, main content, right panel, footer, notifications; plugins get their services here. */
export function ShellLayout() {
  const shell = useShell();
  const session = useStore(shell.session);
  const user = session.status === 'signed-in' ? session.user : null;
  const route = useCurrentRoute();
  const { mode } = useCourseModeState(user ? route.courseId : undefined, route.name);
  const { terms, privacy, refund_policy } = shell.settings;
  // Plugins read the course a signed-in reader is in (a course screen): a public page naming a course
  // (/register/{id}, /signup/{id}) is no place in it, and a course read there would end a visitor's visit at login.
  const routeEntry = shell.registry.route(route.name);
  const inCourse = user !== null && routeEntry !== undefined && isCourseScreen(routeEntry);
  const { courseId, lessonId, pageId } = inCourse ? currentPlace(route.params) : {};
  const freeVersion = isDemoApp(shell.settings);
  const { hasScreen } = useScreens();
  const { registry } = shell;
  const administrationEntries = useMemo(
    () => availableAdministrationEntries([...SHELL_ADMINISTRATION_ENTRIES, ...registry.administrationEntries], user, { route: registry.route, hasScreen }),
    // hasScreen reads only the registry, which never changes while the app runs: a new function each render, the same answers.
    [registry, user],
  );
  const services = useMemo<LmsWebServices>(
    () => ({ api: shell.api, notify: shell.notifications.show, user, mode, links: { terms, privacy, refund_policy }, place: { courseId, lessonId, pageId }, freeVersion, administrationEntries }),
    [shell, user, mode, terms, privacy, refund_policy, courseId, lessonId, pageId, freeVersion, administrationEntries],
  );
  const navigate = useNavigate();
  const componentHost = useMemo<ComponentHost>(() => ({ Component: HostedComponent, navigate: (path, options) => void navigate(path, { replace: options?.replace === true }), useUnsavedChangesWarning }), [navigate]);

  return (
    <LmsWebContext.Provider value={services}>
      <ComponentHostContext.Provider value={componentHost}>
        <div className={shell.settings.small_header ? 'app-shell app-shell--small-header' : 'app-shell'}>
          <SkipLink />
          <Header />
          <CourseMenu />
          <main id="main-content" className="app-main" tabIndex={-1}>
            <ToolCrumbs />
            <Outlet />
          </main>
          <RightPanelHost />
          <Footer />
          <NotificationList />
          <RouteNotice />
          {user && <BadgeAnnouncer />}
        </div>
      </ComponentHostContext.Provider>
    </LmsWebContext.Provider>
  );
}
