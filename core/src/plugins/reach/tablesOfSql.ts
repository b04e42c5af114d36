/** Words after FROM/JOIN/... that are not table names. */
const NOT_TABLES = new Set(['set', 'only', 'lateral', 'unnest', 'generate_series', 'json_each', 'jsonb_array_elements', 'jsonb_each', 'json_array_elements']);

const IDENTIFIER = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const TABLE_REFERENCE = new RegExp(String.raw`\b(?:from|join|into|update|table|truncate)\s+(${IDENTIFIER}(?:\s*\.\s*${IDENTIFIER})?)(\()?`, 'gi');
const COMMON_TABLE = new RegExp(String.raw`(${IDENTIFIER})\s+as\s+(?:not\s+)?(?:materialized\s+)?\(`, 'gi');

function unquote(identifier: string): string {
  return identifier.startsWith('"') ? identifier.slice(1, -1).replace(/""/g, '"') : identifier.toLowerCase();
}

/**
 * The tables a compiled statement names (schema-qualified as written), found
 * in its text: knex quotes every identifier it writes, raw fragments are read
 * as written. String literals are left out; common table expressions and
 * set-returning functions are not tables.
 */
export function tablesOfSql(sql: string): string[] {
  const text = sql.replace(/'(?:[^']|'')*'/g, "''");
  const commonTables = new Set([...text.matchAll(COMMON_TABLE)].map((match) => unquote(match[1]!)));
  const tables = new Set<string>();
  for (const match of text.matchAll(TABLE_REFERENCE)) {
    if (match[2]) continue; // a function call, written against its parenthesis: from generate_series(...)
    const parts = match[1]!.split(/\s*\.\s*/).map(unquote);
    const name = parts.join('.');
    if (parts.length === 1 && (NOT_TABLES.has(name) || commonTables.has(name))) continue;
    tables.add(name);
  }
  return [...tables];
}
