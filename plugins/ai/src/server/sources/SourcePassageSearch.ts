import type { Knex } from '@lms/sdk';

/** A chunk of a source found for a question. */
export interface SourcePassage {
  chunkId: string;
  uuid: string;
  sourceTitle: string;
  author: string;
  location: string;
  quote: string;
  rank: number;
}

/** A chunk found by its vector is quoted from its start, this many characters at most (a chunk is about 1,200). */
const NEAR_QUOTE_LENGTH = 800;

/** The quote: the chunk's words around the matched ones, no marks (ts_headline of the whole chunk would be the chunk). */
const QUOTE_OPTIONS = 'StartSel="", StopSel="", MaxWords=80, MinWords=40, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * Retrieval over the chunks of the given sources, the sources half of the
 * assistant's: full text (any word of the question matching, best first) and,
 * where the sources were embedded by the model that embedded the question, by
 * cosine similarity of the vectors. Only the given sources' chunks are ever
 * compared (the course's choice is the filter, before any ranking).
 */
export class SourcePassageSearch {
  constructor(private readonly db: Knex) {}

  async find(uuids: readonly string[], tsquery: string | null, limit: number): Promise<SourcePassage[]> {
    if (!uuids.length || !tsquery) return [];
    const { rows } = (await this.db.raw(
      `with query as (select to_tsquery('english', ?) as q),
      best as (
        select c.id, c.source_uuid, c.location, c.text, ts_rank(c.document, query.q) as rank
        from ai_source_chunks c cross join query
        where c.source_uuid = any(?::text[]) and c.document @@ query.q
        order by rank desc, c.source_uuid, c.position
        limit ?
      )
      select best.id, best.source_uuid, best.location, best.rank, s.title, s.author, case when length(best.text) <= 800 then best.text else ts_headline('english', best.text, query.q, ?) end as quote
      from best join ai_sources s on s.uuid = best.source_uuid cross join query
      order by best.rank desc, best.source_uuid, best.id`,
      [tsquery, [...uuids], limit, QUOTE_OPTIONS],
    )) as { rows: { id: string; source_uuid: string; location: string; rank: number | string; title: string; author: string; quote: string }[] };
    return rows.map((row) => ({ chunkId: row.id, uuid: row.source_uuid, sourceTitle: row.title, author: row.author, location: row.location, quote: row.quote.trim(), rank: Number(row.rank) }));
  }

  /** The chunks of the given sources nearest to the question's vector, of sources embedded by `model` only, nearest first (`rank`: the cosine similarity). */
  async near(uuids: readonly string[], question: { model: string; vector: readonly number[] }, limit: number): Promise<SourcePassage[]> {
    if (!uuids.length) return [];
    const { rows } = (await this.db.raw(
      `with best as (
        select c.id, c.source_uuid, c.position, c.location, c.text, ai_embedding_similarity(c.embedding, ?::real[]) as similarity
        from ai_source_chunks c join ai_sources s on s.uuid = c.source_uuid
        where c.source_uuid = any(?::text[]) and s.embedding_model = ? and c.embedding is not null
        order by similarity desc nulls last, c.source_uuid, c.position
        limit ?
      )
      select best.id, best.source_uuid, best.location, best.similarity, s.title, s.author,
        case when length(best.text) <= ? then best.text else left(best.text, ?) || ' …' end as quote
      from best join ai_sources s on s.uuid = best.source_uuid
      order by best.similarity desc nulls last, best.source_uuid, best.position`,
      [`{${question.vector.join(',')}}`, [...uuids], question.model, limit, NEAR_QUOTE_LENGTH, NEAR_QUOTE_LENGTH],
    )) as { rows: { id: string; source_uuid: string; location: string; similarity: number | string | null; title: string; author: string; quote: string }[] };
    return rows.map((row) => ({ chunkId: row.id, uuid: row.source_uuid, sourceTitle: row.title, author: row.author, location: row.location, quote: row.quote.trim(), rank: Number(row.similarity ?? 0) }));
  }
}
