import { Ellipsis, Megaphone, Search } from 'lucide-react';
import { Link } from 'react-router';
import { routePath } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { ANNOUNCEMENT_HISTORY_LABEL } from './AnnouncementHistoryButton.tsx';
import type { HeaderIcon } from './headerIcons.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import type { CourseMenuLink } from '../course/menu/visibleCourseMenu.ts';
import type { AvailableHeaderEntry } from './useHeaderEntries.ts';
import type { HeaderMenus } from './useHeaderMenus.ts';

/** One header entry as an item of the "more" list. */
function EntryItem({ entry, onDone }: { entry: AvailableHeaderEntry; onDone(): void }) {
  const { panels } = useShell();
  const Icon = entry.icon;
  const { opens } = entry;
  if ('panel' in opens) {
    return (
      <button
        type="button"
        className="header-menu__item"
        onClick={() => {
          onDone();
          panels.openRight(opens.panel);
        }}
      >
        <Icon aria-hidden="true" size={18} />
        {entry.label}
      </button>
    );
  }
  return (
    <Link className="header-menu__item" to={entry.href ?? '/'}>
      <Icon aria-hidden="true" size={18} />
      {entry.label}
    </Link>
  );
}

/** The header icons that do not fit a narrow screen, as a list; then, on a narrow screen, the course menu. */
export function MoreMenu({
  icons,
  entries,
  courseLinks,
  courseId,
  menus,
  onOpenAnnouncementHistory,
}: {
  icons: readonly HeaderIcon[];
  entries: ReadonlyMap<string, AvailableHeaderEntry>;
  /** The course menu's links (on a narrow screen, where its bar gives way to this menu). */
  courseLinks: readonly CourseMenuLink[];
  courseId: string | undefined;
  menus: HeaderMenus;
  onOpenAnnouncementHistory(): void;
}) {
  const item = (icon: HeaderIcon) => {
    const entry = entries.get(icon);
    if (entry) return <EntryItem entry={entry} onDone={menus.close} />;
    if (icon === 'announcements') {
      return (
        <button type="button" className="header-menu__item" onClick={onOpenAnnouncementHistory}>
          <Megaphone aria-hidden="true" size={18} />
          {ANNOUNCEMENT_HISTORY_LABEL}
        </button>
      );
    }
    return (
      icon === 'search' &&
      courseId && (
        <Link className="header-menu__item" to={routePath('search', { courseId })}>
          <Search aria-hidden="true" size={18} />
          Search
        </Link>
      )
    );
  };
  return (
    <HeaderMenu id="more" menus={menus} icon={Ellipsis} label="More">
      {icons.length > 0 && (
        <ul className="header-menu__list">
          {icons.map((icon) => {
            const content = item(icon);
            return content && <li key={icon}>{content}</li>;
          })}
        </ul>
      )}
      {courseLinks.length > 0 && (
        <nav aria-label="Course">
          <ul className="header-menu__list header-menu__list--course">
            {courseLinks.map((link) => (
              <li key={link.route}>
                <Link className="header-menu__item" to={link.href} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </HeaderMenu>
  );
}
