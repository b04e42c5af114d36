import { Ellipsis, Megaphone, Search } from 'lucide-react';
import { Link } from 'react-router';
import { routePath } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useRightPanels } from '../panels/useRightPanels.ts';
import { ANNOUNCEMENT_HISTORY_LABEL } from './AnnouncementHistoryButton.tsx';
import { isPanelIcon, type HeaderIcon } from './headerIcons.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { PANEL_ICONS } from './panelIcons.ts';
import type { HeaderMenus } from './useHeaderMenus.ts';

/** The header icons that do not fit a narrow screen, as a list. */
export function MoreMenu({
  icons,
  courseId,
  menus,
  onOpenAnnouncementHistory,
}: {
  icons: readonly HeaderIcon[];
  courseId: string | undefined;
  menus: HeaderMenus;
  onOpenAnnouncementHistory(): void;
}) {
  const { panels } = useShell();
  const rightPanels = useRightPanels();
  return (
    <HeaderMenu id="more" menus={menus} icon={Ellipsis} label="More">
      <ul className="header-menu__list">
        {icons.map((icon) => {
          if (isPanelIcon(icon)) {
            const panel = rightPanels.panel(icon);
            const Icon = PANEL_ICONS[icon];
            return (
              panel && (
                <li key={icon}>
                  <button
                    type="button"
                    className="header-menu__item"
                    onClick={() => {
                      menus.close();
                      panels.openRight(icon);
                    }}
                  >
                    <Icon aria-hidden="true" size={18} />
                    {panel.title}
                  </button>
                </li>
              )
            );
          }
          if (icon === 'announcements') {
            return (
              <li key={icon}>
                <button type="button" className="header-menu__item" onClick={onOpenAnnouncementHistory}>
                  <Megaphone aria-hidden="true" size={18} />
                  {ANNOUNCEMENT_HISTORY_LABEL}
                </button>
              </li>
            );
          }
          return (
            icon === 'search' &&
            courseId && (
              <li key={icon}>
                <Link className="header-menu__item" to={routePath('search', { courseId })}>
                  <Search aria-hidden="true" size={18} />
                  Search
                </Link>
              </li>
            )
          );
        })}
      </ul>
    </HeaderMenu>
  );
}
