import { formatEuros } from '@conque/domain/pricing/format-euros';
import type { EstablishmentWeek, LabWeek } from '@conque/domain/weekly-summary/weekly-figures';
import type { Mail } from '../enqueue-mail';
import { button, list, numberedList, paragraph } from '../mail-blocks';
import { renderMail } from '../render-mail';
import { greetingOf, oneLine, type UnsubscribeFooter, unsubscribeFooter } from './order-mail-parts';

export type WeeklySummaryMailInput = {
  to: string;
  firstName: string | null;
  /** « semaine du lundi 16 au dimanche 22 novembre 2026 ». */
  weekLabel: string;
  /** The manager's establishment, or the lab's week for a préparateur. */
  figures: { kind: 'establishment'; name: string; week: EstablishmentWeek } | { kind: 'lab'; week: LabWeek };
  /** The « Activité » page for a manager, « Statistiques » for a préparateur. */
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

const NUMBER = new Intl.NumberFormat('fr-FR');
const count = (value: number) => NUMBER.format(value);

const lines = (figures: WeeklySummaryMailInput['figures']): string[] => {
  const { week } = figures;
  const common = [
    `${figures.kind === 'lab' ? 'Commandes reçues' : 'Commandes validées'} : ${count(week.orders)}`,
    `Commandes expédiées : ${count(week.shipped)}`,
    `En retard (non expédiées à la date prévue) : ${count(week.late)}`,
  ];
  if (figures.kind === 'lab')
    return [
      ...common,
      `Factures et avoirs rejetés, refusés ou en litige : ${count(figures.week.rejectedOrDisputed)}`,
    ];
  return [
    ...common,
    `Refabrications : ${count(figures.week.remakes)}`,
    `Facturé TTC (factures moins avoirs) : ${formatEuros(figures.week.spendTtcCents)}`,
  ];
};

const topLines = (figures: WeeklySummaryMailInput['figures']): string[] =>
  figures.kind === 'lab'
    ? figures.week.topEstablishments.map(
        (row) => `${oneLine(row.name)} : ${count(row.orders)} commande${row.orders > 1 ? 's' : ''}`,
      )
    : [];

/** Last week's figures, on Monday morning, to whoever turned the summary on. */
export const weeklySummaryMail = (input: WeeklySummaryMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const intro =
    input.figures.kind === 'lab'
      ? `Voici l’activité du laboratoire pour la ${input.weekLabel} :`
      : `Voici l’activité de ${oneLine(input.figures.name)} pour la ${input.weekLabel} :`;
  const figures = lines(input.figures);
  const top = topLines(input.figures);
  const topTitle = 'Établissements ayant passé le plus de commandes :';
  const linkLabel = input.figures.kind === 'lab' ? 'Voir les statistiques' : 'Voir l’activité';
  const body = renderMail([
    paragraph(greeting),
    [paragraph(intro), list(figures)],
    top.length > 0 && [paragraph(topTitle), numberedList(top)],
    button(input.link, linkLabel, { lead: `${linkLabel} :`, sameLine: true }),
    paragraph(`L’équipe ${org}`),
    unsubscribeFooter(input.footer),
  ]);
  return { to: input.to, subject: `Résumé hebdomadaire : ${input.weekLabel}`, ...body };
};
