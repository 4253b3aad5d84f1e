// A week's figures as the weekly summary mail shows them (decision 120 defines each count): the
// server computes them (features/weekly-summary/weekly-figures.ts), the mail template writes them.

export type WeekCounts = { orders: number; shipped: number; late: number; remakes: number };
export type EstablishmentWeek = WeekCounts & { spendTtcCents: number };
export type LabWeek = WeekCounts & {
  topEstablishments: { name: string; orders: number }[];
  /** Decision 147: the lifecycle statuses « Rejetée », « Refusée », « En litige » received that week. */
  rejectedOrDisputed: number;
};
