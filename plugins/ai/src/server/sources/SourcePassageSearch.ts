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

/** The quote: the chunk's words around the matched ones, no marks (ts_headline of the whole chunk would be the chunk). */
const QUOTE_OPTIONS = 'StartSel="", StopSel="", MaxWords=80, MinWords=40, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * Full-text retrieval over the chunks of the given sources,
 * any word of the question matching, best first: the sources half of the
 * assistant's retrieval.
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
}
