import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isSiteAdmin } from '../permissions/siteRoles.ts';
import { AUDIENCES, HISTORY_SIZE, INSTRUCTOR_REACH, SITE_WIDE_HOST, audiencesReaching, hostOf, type Audience } from './announcementAudiences.ts';
import type { Announcement, AudienceOverview, PostAnnouncementBody } from '@lms/contract/calls/announcementCalls.ts';
import { cleanAnnouncement } from './cleanAnnouncement.ts';
import { toAnnouncement, type AnnouncementRow } from './announcementRows.ts';

export const SITE_WIDE_ONLY = 'Only site administrators can post or withdraw site-wide announcements.';
export const NOTHING_TO_WITHDRAW = 'There is no current announcement for this audience.';

const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/**
 * Part 1 §3/§4 announcements, kept per reseller host (the request's host, as
 * label bundles are) and audience. The current post of an audience is its
 * newest entry unless withdrawn; each audience keeps its last 10 entries.
 */
/** Reaches every open tab of a site, or of every site ('*'): RealtimeHub.emitToHost. */
export interface SiteChannel {
  emitToHost(host: string, event: string, payload: unknown): void;
}

/** Told live to the tabs of the site (or of every site) when its announcements change: they read theirs again. */
export const ANNOUNCEMENTS_CHANGED_EVENT = 'announcements:changed';

export class AnnouncementService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly channel: SiteChannel,
  ) {}

  /** Makes a post current for its audience and adds it to the history, which keeps the last 10. */
  async post(user: SessionUser, host: string, body: PostAnnouncementBody): Promise<Announcement> {
    const clean = cleanAnnouncement(body);
    this.checkSiteWide(user, clean.audience);
    const key = { host: hostOf(clean.audience, host), audience: clean.audience };
    return this.db.transaction(async (trx) => {
      const [row] = (await trx('announcements')
        .insert({ id: this.ids.newId(), ...key, title: clean.title, post: clean.post, posted_by: user.id, created_at: this.clock.now() })
        .returning('*')) as AnnouncementRow[];
      const kept = trx('announcements').where(key).orderBy([...NEWEST_FIRST]).limit(HISTORY_SIZE).select('id');
      await trx('announcements').where(key).whereNotIn('id', kept).delete();
      return toAnnouncement(row!);
    }).then((announcement) => {
      this.tellSite(key.host, key.audience);
      return announcement;
    });
  }

  /** Live delivery (issue 24 item 8): the site's open tabs read their announcement again, rather than polling. */
  private tellSite(host: string, audience: Audience): void {
    this.channel.emitToHost(host, ANNOUNCEMENTS_CHANGED_EVENT, { audience });
  }

  /** Takes an audience's current post down; it stays in the history. */
  async withdraw(user: SessionUser, host: string, audience: Audience): Promise<void> {
    this.checkSiteWide(user, audience);
    const newest = this.db('announcements').where({ host: hostOf(audience, host), audience }).orderBy([...NEWEST_FIRST]).limit(1).select('id');
    const withdrawn = await this.db('announcements').where('id', newest).whereNull('withdrawn_at').update({ withdrawn_at: this.clock.now() });
    if (!withdrawn) throw new LmsError('not-found', NOTHING_TO_WITHDRAW);
    this.tellSite(hostOf(audience, host), audience);
  }

  /** Part 1 §4: the one announcement `user` should see, by precedence, skipping dismissed ones; or null. */
  async current(user: SessionUser, host: string): Promise<Announcement | null> {
    const hostAudiences = audiencesReaching(user).filter((audience) => audience !== 'site-wide');
    const newest = this.db('announcements')
      .distinctOn(['host', 'audience'])
      .where((q) => q.where('host', SITE_WIDE_HOST).orWhere((own) => own.where('host', host.toLowerCase()).whereIn('audience', hostAudiences)))
      .orderBy([{ column: 'host' }, { column: 'audience' }, ...NEWEST_FIRST])
      .select('*')
      .as('n');
    const rows = (await this.db
      .from(newest)
      .leftJoin('announcement_dismissals as d', (join) => join.on('d.announcement_id', 'n.id').andOnVal('d.user_id', user.id))
      .whereNull('n.withdrawn_at')
      .whereNull('d.user_id')
      .select('n.*')) as AnnouncementRow[];
    const first = rows.sort((a, b) => AUDIENCES.indexOf(a.audience) - AUDIENCES.indexOf(b.audience))[0];
    return first ? toAnnouncement(first) : null;
  }

  /** Hides an announcement from `user` for good (a second dismissal changes nothing). */
  async dismiss(user: SessionUser, host: string, announcementId: string): Promise<void> {
    const found = await this.db('announcements').where('id', announcementId).whereIn('host', [SITE_WIDE_HOST, host.toLowerCase()]).first('id');
    if (!found) throw new LmsError('not-found', 'No such announcement.');
    await this.db('announcement_dismissals')
      .insert({ announcement_id: announcementId, user_id: user.id, dismissed_at: this.clock.now() })
      .onConflict(['announcement_id', 'user_id'])
      .ignore();
  }

  /** Part 1 §4: a professor's announcement history, the last 10 entries that reached instructors. */
  async history(host: string): Promise<Announcement[]> {
    const rows = (await this.reaching(host, INSTRUCTOR_REACH).orderBy([...NEWEST_FIRST]).limit(HISTORY_SIZE)) as AnnouncementRow[];
    return rows.map(toAnnouncement);
  }

  /** Every audience of the host (and the site-wide one) with its current post and history, for administrators. */
  async overview(host: string): Promise<AudienceOverview[]> {
    const rows = (await this.reaching(host, AUDIENCES).orderBy([...NEWEST_FIRST])) as AnnouncementRow[];
    return AUDIENCES.map((audience) => {
      const history = rows.filter((row) => row.audience === audience).map(toAnnouncement);
      const newest = history[0];
      return { audience, current: newest && !newest.withdrawn_at ? newest : null, history };
    });
  }

  /** The entries of `audiences` as this host shows them: site-wide ones from no host, the others from this host. */
  private reaching(host: string, audiences: readonly Audience[]): Knex.QueryBuilder {
    const own = audiences.filter((audience) => audience !== 'site-wide');
    return this.db('announcements').where((q) => {
      if (audiences.includes('site-wide')) q.orWhere('host', SITE_WIDE_HOST);
      q.orWhere((mine) => mine.where('host', host.toLowerCase()).whereIn('audience', own));
    });
  }

  /** A site-wide post reaches every reseller host: only site administrators make or take one down. */
  private checkSiteWide(user: SessionUser, audience: Audience): void {
    if (audience === 'site-wide' && !isSiteAdmin(user)) throw new LmsError('access-denied', SITE_WIDE_ONLY);
  }
}
