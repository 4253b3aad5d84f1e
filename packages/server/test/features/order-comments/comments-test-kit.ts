import { asc } from 'drizzle-orm';
import { commentNotifications, jobs, orderComments, outbox } from '../../../src/db/schema/index';
import type { TestApp } from '../../support/test-app';

// Test-only: everything a comment call could write, to show that a refused call wrote nothing.
export const commentsSnapshot = async (t: TestApp) => ({
  comments: await t.db.select().from(orderComments).orderBy(asc(orderComments.id)),
  notifications: await t.db.select().from(commentNotifications).orderBy(asc(commentNotifications.id)),
  outbox: await t.db.select().from(outbox).orderBy(asc(outbox.id)),
  jobs: await t.db.select().from(jobs).orderBy(asc(jobs.id)),
});

export type ErrorJson = { error: { code: string; message: string; field?: string } };
