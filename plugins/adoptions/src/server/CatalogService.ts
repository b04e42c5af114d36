import { LmsError, type Clock, type CourseDirectory } from '@lms/sdk';
import { OWN_MESSAGES } from '../schemas/adoptionMessages.ts';
import type { ApiCatalogEntry, ApiOwnRequest } from '../schemas/adoptionTypes.ts';
import type { CatalogRow, CatalogStore } from './CatalogStore.ts';
import { courseCard } from './requestViews.ts';
import type { RequestStore } from './RequestStore.ts';

/** The adoption catalog (part 3 §1 "Catalog"): what site administrators list, what instructors see. */
export class CatalogService {
  constructor(
    private readonly catalog: CatalogStore,
    private readonly requests: RequestStore,
    private readonly courses: CourseDirectory,
    private readonly clock: Clock,
  ) {}

  /** The listed courses, each with the caller's own latest request for it. */
  async listFor(userId: string): Promise<ApiCatalogEntry[]> {
    return this.entries(await this.catalog.all(), userId);
  }

  /** Lists a course for adoption, or changes its description; answers the entry and whether it is newly listed. */
  async list(courseId: string, description: string | undefined, adminId: string): Promise<{ entry: ApiCatalogEntry; created: boolean }> {
    const [course] = await this.courses.summaries([courseId]);
    if (!course) throw new LmsError('not-found', OWN_MESSAGES.courseNotFound);
    const existing = await this.catalog.byCourse(courseId);
    const cleaned = description?.trim();
    if (existing) {
      if (cleaned !== undefined) await this.catalog.setDescription(courseId, cleaned);
    } else {
      await this.catalog.insert({ course_id: courseId, listed_at: this.clock.now(), listed_by: adminId, description: cleaned ?? '' });
    }
    const row = (await this.catalog.byCourse(courseId))!;
    const [entry] = await this.entries([row], adminId);
    return { entry: entry!, created: !existing };
  }

  async unlist(courseId: string): Promise<void> {
    if (!(await this.catalog.remove(courseId))) throw new LmsError('not-found', OWN_MESSAGES.notInCatalog);
  }

  private async entries(rows: readonly CatalogRow[], userId: string): Promise<ApiCatalogEntry[]> {
    if (rows.length === 0) return [];
    const [summaries, own] = await Promise.all([this.courses.summaries(rows.map((row) => row.course_id)), this.requests.ofUser(userId)]);
    const latest = new Map<string, ApiOwnRequest>();
    // Newest first: the first request seen for a course is the caller's latest.
    for (const request of own) {
      if (!latest.has(request.course_id)) latest.set(request.course_id, { _id: request.id, state: request.state, created_course_id: request.created_course_id });
    }
    const rowByCourse = new Map(rows.map((row) => [row.course_id, row]));
    return summaries.map((summary) => {
      const row = rowByCourse.get(summary.id)!;
      return { ...courseCard(summary), description: row.description, listed_at: new Date(row.listed_at).toISOString(), request: latest.get(summary.id) ?? null };
    });
  }
}
