import type { Queryable } from '../db/db.js';

type ColumnType = 'text' | 'int' | 'bool' | 'timestamptz' | 'jsonb' | 'text[]';
export type Column = { name: string; type: ColumnType };

const PARAM_TYPE: Record<ColumnType, string> = {
  text: 'text[]',
  int: 'int8[]',
  bool: 'bool[]',
  timestamptz: 'timestamptz[]',
  jsonb: 'text[]',
  'text[]': 'text[]',
};

function selectExpression(column: Column, index: number): string {
  const ref = `c${index}`;
  if (column.type === 'jsonb') return `${ref}::jsonb`;
  if (column.type === 'text[]')
    return `case when ${ref} = '' then '{}'::text[] else string_to_array(${ref}, ' ') end`;
  if (column.type === 'int') return `${ref}::int`;
  return ref;
}

/**
 * Inserts many rows with one statement per chunk: each column travels as one array parameter and is `unnest`ed
 * (fast on PGlite and on a server, no per-row round trips). `text[]` values are space-joined, jsonb stringified.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: Column[],
  rows: unknown[][],
  chunkSize = 5000,
): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  const unnestArgs = columns.map((c, i) => `$${i + 1}::${PARAM_TYPE[c.type]}`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const selects = columns.map(selectExpression).join(', ');
  const sql = `insert into ${table} (${names}) select ${selects} from unnest(${unnestArgs}) as t(${aliases})`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params = columns.map((column, i) =>
      chunk.map((row) => {
        const value = row[i];
        if (value === null || value === undefined) return null;
        if (column.type === 'jsonb') return JSON.stringify(value);
        if (column.type === 'text[]') return (value as string[]).join(' ');
        return value;
      }),
    );
    await db.query(sql, params);
  }
}
