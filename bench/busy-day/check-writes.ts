import type pg from 'pg';
import type { TestS3Server } from '../../packages/server/test/support/s3-server';
import { writes, written } from './written';

// Every write the bench was told succeeded, checked against the database and S3: each order there in
// the status it was told (or one a write with no answer may have left), each uploaded file on its order
// and in the bucket, each comment there.

export const checkWrites = async (db: pg.Client, s3: TestS3Server) => {
  const ids = [...written.keys()];
  const rows = await db.query<{ id: string; status: string; stl_files: { path: string }[] | null }>(
    'SELECT id, status, stl_files FROM orders WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const commentIds = [...written.values()].flatMap((order) => order.comments);
  const comments = await db.query<{ id: string }>(
    'SELECT id FROM order_comments WHERE id = ANY($1::uuid[])',
    [commentIds],
  );
  const objects = new Set(await s3.objects());
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  const problems: string[] = [];
  let statusChecked = 0;
  for (const [id, order] of written) {
    const row = byId.get(id);
    if (!row) {
      problems.push(`order ${id}: acknowledged, absent`);
      continue;
    }
    statusChecked += 1;
    if (!order.possible.has(row.status) && row.status !== order.status)
      problems.push(`order ${id}: ${row.status} in the database, told ${order.status}`);
    for (const path of order.stl) {
      if (!(row.stl_files ?? []).some((file) => file.path === path))
        problems.push(`order ${id}: file ${path} missing from the order`);
      if (![...objects].some((key) => key.endsWith(path)))
        problems.push(`order ${id}: file ${path} missing from S3`);
    }
  }
  const foundComments = new Set(comments.rows.map((row) => row.id));
  for (const id of commentIds)
    if (!foundComments.has(id)) problems.push(`comment ${id}: acknowledged, absent`);
  const files = [...written.values()].reduce((n, order) => n + order.stl.length, 0);
  console.log(
    `  acknowledged writes: ${writes.acknowledged} (refused ${writes.refused}, unanswered ${writes.unanswered}); checked ` +
      `${statusChecked}/${written.size} orders' state, ${files} uploads (order and S3), ${commentIds.length} comments: ` +
      `${problems.length ? `${problems.length} PROBLEMS` : 'all there'}`,
  );
  for (const problem of problems.slice(0, 10)) console.log(`    ${problem}`);
};
