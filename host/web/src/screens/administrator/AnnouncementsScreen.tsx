import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { announcementQueries } from '../../announcements/announcementQueries.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { AnnouncementForm } from './AnnouncementForm.tsx';
import { AudienceAnnouncements } from './AudienceAnnouncements.tsx';
import '../screens.css';
import './administrator.css';

const TITLE = 'Announcements';

/**
 * /administrator/announcements (part 3 §1 "Announcements"): post an announcement
 * for this site's audiences (site administrators also site-wide), see each
 * audience's current one and its history, and withdraw a current one.
 */
export function AnnouncementsScreen() {
  useDocumentTitle(TITLE);
  const { api } = useShell();
  const overview = useQuery(announcementQueries.manage(api));

  if (overview.isPending) return <LoadingState label="Loading announcements…" />;
  if (overview.isError) return <LoadError error={overview.error} title={TITLE} />;
  const { audiences, can_post_site_wide: siteWide } = overview.data;
  return (
    <div className="screen">
      <h1>{TITLE}</h1>
      <p className="screen-subtitle">
        Everyone sees one announcement at a time under the header: the site-wide one first, then the one for everyone, then the one for instructors or for students. Each audience keeps its last 10.
      </p>
      <AnnouncementForm canPostSiteWide={siteWide} />
      {audiences.map((audience) => (
        <AudienceAnnouncements key={audience.audience} overview={audience} canWithdraw={audience.audience !== 'site-wide' || siteWide} />
      ))}
    </div>
  );
}
