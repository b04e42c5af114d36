import pg from 'pg';

/**
 * bigint (counts) and numeric (scores) arrive from PostgreSQL as strings.
 * Our counts stay far below 2^53 and scores carry 2 decimals, so numbers are exact enough
 * and save every caller a conversion.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
pg.types.setTypeParser(INT8_OID, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(NUMERIC_OID, (value) => Number.parseFloat(value));
