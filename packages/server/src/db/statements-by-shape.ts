import type { Db } from './client';

/**
 * A statement built once per shape and database, then only executed (the order lists: building it
 * with Drizzle at every call was a fifth of the server's CPU a request). `keyOf` names the shape;
 * each database (the process's, or a test file's) keeps its own.
 */
export const statementsByShape = <Shape, Statement>(
  keyOf: (shape: Shape) => string,
  build: (db: Db, shape: Shape) => Statement,
) => {
  const statements = new WeakMap<Db, Map<string, Statement>>();
  return (db: Db, shape: Shape): Statement => {
    const byShape = statements.get(db) ?? new Map<string, Statement>();
    statements.set(db, byShape);
    const key = keyOf(shape);
    let statement = byShape.get(key);
    if (!statement) {
      statement = build(db, shape);
      byShape.set(key, statement);
    }
    return statement;
  };
};
