import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { courseQueries } from '../course/courseQueries.ts';
import { useCourseMenu } from '../course/menu/useCourseMenu.ts';
import { coursePath } from '../course/contentPaths.ts';
import { useCourseModeState } from '../course/useCourseModeState.ts';
import { ReleaseNotice } from '../release/ReleaseNotice.tsx';
import { useCurrentRoute } from '../router/useCurrentRoute.ts';
import { useScreens } from '../router/useScreens.ts';
import { isProfessor } from '../session/userRoles.ts';
import { AnnouncementBanner } from '../announcements/AnnouncementBanner.tsx';
import { AnnouncementHistoryDialog } from '../announcements/AnnouncementHistoryDialog.tsx';
import { AnnouncementHistoryButton } from './AnnouncementHistoryButton.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { BrandLink } from './BrandLink.tsx';
import { availableHeaderIcons, splitHeaderIcons, type HeaderIcon } from './headerIcons.ts';
import { HeaderEntryIcon } from './HeaderEntryIcon.tsx';
import { HelpMenu } from './HelpMenu.tsx';
import { MoreMenu } from './MoreMenu.tsx';
import { SearchMenu } from './SearchMenu.tsx';
import { useHeaderEntries } from './useHeaderEntries.ts';
import { useHeaderMenus } from './useHeaderMenus.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import { ViewToggle } from './ViewToggle.tsx';
import './header.css';
import { buttonClass } from '@lms/sdk/web';

/**
 * The app header: brand, the current course, the spec's icons for the features
 * that exist, and My Account; under it, the announcement banner.
 */
export function Header() {
  const { session, api } = useShell();
  const sessionState = useStore(session);
  const user = sessionState.status === 'signed-in' ? sessionState.user : null;
  const route = useCurrentRoute();
  const courseId = user ? route.courseId : undefined;
  const { mode, rights } = useCourseModeState(courseId, route.name);
  const { hasScreen } = useScreens();
  const menus = useHeaderMenus();
  const narrow = useNarrowScreen();
  const outline = useQuery({ ...courseQueries.outline(api, courseId ?? ''), enabled: courseId !== undefined });
  const entries = useHeaderEntries(user, courseId);
  // Below the narrow breakpoint the course menu lives in "more".
  const courseMenu = useCourseMenu();
  const courseLinks = narrow ? courseMenu.links : [];
  const [historyOpen, setHistoryOpen] = useState(false);
  const openHistory = () => {
    menus.close();
    setHistoryOpen(true);
  };

  const icons: HeaderIcon[] = user
    ? availableHeaderIcons({
        viewToggle: courseId !== undefined && rights.professor,
        search: courseId !== undefined && hasScreen('search'),
        entries: [...entries.keys()],
        announcementHistory: isProfessor(user),
      })
    : ['help'];
  const { inline, overflow } = splitHeaderIcons(icons, narrow);

  const renderIcon = (icon: HeaderIcon) => {
    if (icon === 'view') return <ViewToggle key={icon} mode={mode} rights={rights} menus={menus} />;
    if (icon === 'help') return <HelpMenu key={icon} menus={menus} />;
    if (icon === 'search') return courseId && <SearchMenu key={icon} courseId={courseId} menus={menus} />;
    if (icon === 'announcements') return <AnnouncementHistoryButton key={icon} onOpen={openHistory} />;
    const entry = entries.get(icon);
    return entry && <HeaderEntryIcon key={icon} entry={entry} onOpen={menus.close} />;
  };

  return (
    <>
      <header className="app-header">
        <div className="app-header__start">
          <BrandLink />
          {courseId && outline.data && (
            <Link className="app-header__course" to={coursePath(courseId, mode)}>
              {outline.data.title}
            </Link>
          )}
        </div>
        <nav className="app-header__tools" aria-label="Main">
          <ReleaseNotice />
          {inline.map(renderIcon)}
          {(overflow.length > 0 || courseLinks.length > 0) && <MoreMenu icons={overflow} entries={entries} courseLinks={courseLinks} courseId={courseId} menus={menus} onOpenAnnouncementHistory={openHistory} />}
          {user && <AccountMenu user={user} menus={menus} />}
          {sessionState.status === 'anonymous' && route.name !== 'login' && (
            <Link className={buttonClass({ variant: 'primary' })} to="/login">
              Log in
            </Link>
          )}
        </nav>
      </header>
      {user && <AnnouncementBanner />}
      {historyOpen && <AnnouncementHistoryDialog onClose={() => setHistoryOpen(false)} />}
    </>
  );
}
