import type { EstablishmentWeek, LabWeek } from '@conque/domain/weekly-summary/weekly-figures';
import { type SummaryWeek, weekLabel } from '@conque/domain/weekly-summary/weekly-summary-week';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { emailOptIns, establishments, profiles, weeklySummariesSent } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { weeklySummaryMail } from '../../mail/templates/weekly-summary';
import { enqueueChosenMail } from '../email-preferences/enqueue-chosen-mail';
import { establishmentWeek, labWeek } from './weekly-figures';

/**
 * One mail per person who turned the summary on, each in its own transaction that
 * first writes (person, week) to weekly_summaries_sent: a second process, a retry after a crash or
 * a second job for the same week finds the row (or waits on it, then finds it) and writes nothing.
 * A manager's figures are its establishment's, computed once per establishment; a préparateur's are
 * the lab's, computed once. Who has lost the role since turning it on gets nothing.
 */
export const sendWeeklySummaries = async (deps: Deps, week: SummaryWeek): Promise<number> => {
  const recipients = await deps.db
    .select({ id: profiles.id, role: profiles.role, establishmentId: profiles.establishmentId })
    .from(emailOptIns)
    .innerJoin(profiles, eq(profiles.id, emailOptIns.userId))
    .where(and(eq(emailOptIns.kind, 'weekly_summary'), inArray(profiles.role, ['manager', 'preparator'])))
    .orderBy(asc(profiles.id));
  const label = weekLabel(week);
  const publicUrl = deps.config.publicUrl;
  let lab: LabWeek | undefined;
  const perEstablishment = new Map<string, { name: string; week: EstablishmentWeek }>();
  let sent = 0;
  for (const person of recipients) {
    const establishmentId = person.establishmentId;
    if (person.role === 'manager' && establishmentId === null) continue;
    const written = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(weeklySummariesSent)
        .values({ userId: person.id, week, sentAt: deps.now() })
        .onConflictDoNothing()
        .returning({ userId: weeklySummariesSent.userId });
      if (!claimed) return false;
      let figures: Parameters<typeof weeklySummaryMail>[0]['figures'];
      if (person.role === 'preparator' || establishmentId === null) {
        lab ??= await labWeek(tx, week);
        figures = { kind: 'lab', week: lab };
      } else {
        let mine = perEstablishment.get(establishmentId);
        if (!mine) {
          const [establishment] = await tx
            .select({ name: establishments.name })
            .from(establishments)
            .where(eq(establishments.id, establishmentId));
          mine = {
            name: establishment?.name ?? '',
            week: await establishmentWeek(tx, establishmentId, week),
          };
          perEstablishment.set(establishmentId, mine);
        }
        figures = { kind: 'establishment', ...mine };
      }
      const outboxId = await enqueueChosenMail(tx, deps.config, {
        userId: person.id,
        kind: 'weekly_summary',
        build: (context) =>
          weeklySummaryMail({
            to: context.email,
            firstName: context.firstName,
            weekLabel: label,
            figures,
            link: `${publicUrl}${figures.kind === 'lab' ? '/dashboard/preparator/statistics' : '/dashboard/activity'}`,
            organisationName: deps.config.organisation.name,
            footer: context.footer,
          }),
      });
      return outboxId !== undefined;
    });
    if (written) sent += 1;
  }
  return sent;
};
