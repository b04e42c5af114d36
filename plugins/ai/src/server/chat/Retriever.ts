import type { CourseAccess, CoursePassages } from '@lms/sdk';
import type { Passage } from '../../calls/chatCalls.ts';
import type { SourcePassage, SourcePassageSearch } from '../sources/SourcePassageSearch.ts';
import type { QuestionEmbedder } from './QuestionEmbedder.ts';
import { questionQuery } from './questionQuery.ts';
import { fuseRanks } from './rankFusion.ts';

/** Passages an answer may rest on. */
export const MAX_PASSAGES = 5;
/** Read before the integrity filter, so passages of protected items do not starve the answer. */
const CANDIDATES = 12;

/** A passage found, before it is numbered, with what the integrity rule needs to know of it. */
export interface FoundPassage {
  passage: Omit<Passage, 'id'>;
  /** The component it is the text of (course passages of a component). */
  componentId: string | null;
  /** The page it is on (course passages). */
  pageId: string | null;
  rank: number;
}

export interface RetrievalScope {
  /** The course whose search index is read (null: sources only, an agent preview without a course). */
  courseId: string | null;
  /** The asker's rights there: students never see drafts, locked or not-yet-open items (filtered before ranking, in core). */
  access: CourseAccess | null;
  sources: readonly string[];
}

/**
 * Issue 27 item 2: the course's search index (coreServices.coursePassages)
 * and the chosen sources' chunks, merged best first. Ranks of both are
 * ts_rank over the same english configuration, so they compare. Where the
 * provider offers embeddings and the chosen sources were embedded by its
 * model, the sources' chunks nearest to the question's vector are a third
 * list, and the three are merged by reciprocal rank fusion instead (a
 * cosine similarity does not compare with a ts_rank). Each list is already
 * filtered (the asker's visibility in core, the course's sources here).
 */
export class Retriever {
  constructor(
    private readonly coursePassages: CoursePassages,
    private readonly sourcePassages: SourcePassageSearch,
    private readonly embedder: QuestionEmbedder,
  ) {}

  async candidates(scope: RetrievalScope, question: string): Promise<FoundPassage[]> {
    const [inCourse, inSources, nearInSources] = await Promise.all([
      scope.courseId ? this.coursePassages.find(scope.courseId, question, scope.access, CANDIDATES) : Promise.resolve([]),
      this.sourcePassages.find(scope.sources, questionQuery(question), CANDIDATES),
      this.near(scope.sources, question),
    ]);
    const fromCourse: FoundPassage[] = inCourse.map((hit) => ({
      passage: {
        kind: 'course' as const,
        title: hit.pageTitle && hit.kind === 'component' ? `${hit.pageTitle}: ${hit.title}` : hit.title,
        quote: hit.quote,
        link: { course_id: scope.courseId!, lesson_id: hit.lessonId, page_id: hit.pageId },
        source: null,
      },
      componentId: hit.kind === 'component' ? hit.itemId : null,
      pageId: hit.kind === 'page' ? hit.itemId : hit.pageId,
      rank: hit.rank,
    }));
    const quoted = (found: FoundPassage) => found.passage.quote.length > 0;
    if (!nearInSources.length) {
      return [...fromCourse, ...inSources.map(fromSource)].filter(quoted).sort((a, b) => b.rank - a.rank);
    }
    // The key of a passage in every list: the course item, or the source chunk (found by words and by vector alike).
    const keyed = (list: FoundPassage[], keys: string[]) => list.map((found, index) => ({ found, key: keys[index]! }));
    const lists = [
      keyed(fromCourse, inCourse.map((hit) => `course:${hit.itemId}`)),
      keyed(inSources.map(fromSource), inSources.map((hit) => `chunk:${hit.chunkId}`)),
      keyed(nearInSources.map(fromSource), nearInSources.map((hit) => `chunk:${hit.chunkId}`)),
    ].map((list) => list.filter((entry) => quoted(entry.found)));
    return fuseRanks(lists, (entry) => entry.key).map(({ item, score }) => ({ ...item.found, rank: score }));
  }

  private async near(sources: readonly string[], question: string): Promise<SourcePassage[]> {
    if (!sources.length) return [];
    const vector = await this.embedder.vector(question);
    return vector ? this.sourcePassages.near(sources, vector, CANDIDATES) : [];
  }
}

function fromSource(hit: SourcePassage): FoundPassage {
  return {
    passage: { kind: 'source', title: hit.sourceTitle, quote: hit.quote, link: null, source: { uuid: hit.uuid, title: hit.sourceTitle, author: hit.author, location: hit.location } },
    componentId: null,
    pageId: null,
    rank: hit.rank,
  };
}

/** The passages an answer shows, numbered p1, p2... in rank order. */
export function numbered(found: readonly FoundPassage[]): Passage[] {
  return found.slice(0, MAX_PASSAGES).map((item, index) => ({ id: `p${index + 1}`, ...item.passage }));
}
