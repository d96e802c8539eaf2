import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * `"table"."column"`. Drizzle leaves columns unqualified in a one-table query, and inside a
 * correlated subquery an unqualified `"id"` means the subquery's own table: every column in this
 * feature's SQL fragments goes through here.
 */
export const col = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
