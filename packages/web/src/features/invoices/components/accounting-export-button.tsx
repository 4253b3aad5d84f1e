import { addMonths, monthLabel, parisMonthOf } from '@conque/domain/invoices/invoice-month';
import { parisYear } from '@conque/domain/shared/paris-time';
import { BookOpenIcon, DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { apiDownload } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const FORMATS = [
  { value: 'fec', label: 'Fichier des écritures comptables (FEC)' },
  { value: 'csv', label: 'Journal des ventes (CSV pour Excel)' },
] as const;

/**
 * The preparator's export of a month's or a year's sales entries (invoices and
 * credit notes) for the lab's accountant, as a FEC file or a « Journal des ventes ».
 */
export const AccountingExportButton = () => {
  const now = new Date();
  // By date of issue: the month's run issues last month's invoices on the 1st, so this month first.
  const thisMonth = parisMonthOf(now);
  const months = Array.from({ length: 24 }, (_, index) => addMonths(thisMonth, -index));
  const years = Array.from({ length: 5 }, (_, index) => String(parisYear(now) - index));
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<string>(thisMonth);
  const [format, setFormat] = useState<(typeof FORMATS)[number]['value']>('fec');
  const [pending, setPending] = useState(false);
  const formatId = useId();
  const download = async () => {
    setPending(true);
    try {
      await apiDownload(
        `/accounting/sales-entries?${new URLSearchParams({ period, format })}`,
        format === 'fec' ? 'FEC.txt' : `journal-des-ventes-${period}.csv`,
      );
      setOpen(false);
    } catch (error) {
      toast.error('Erreur', {
        description:
          error instanceof Error && error.message ? error.message : "L'export a échoué. Réessayez.",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookOpenIcon aria-hidden />
          Export comptable
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export comptable</DialogTitle>
          <DialogDescription>
            Les écritures de ventes d'un mois ou d'une année (factures et avoirs), équilibrées, pour votre
            expert-comptable.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label="Période">
            {(field) => (
              <NativeSelect {...field} value={period} onChange={(event) => setPeriod(event.target.value)}>
                <optgroup label="Mois">
                  {months.map((month) => (
                    <option key={month} value={month}>
                      {monthLabel(month)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Années">
                  {years.map((year) => (
                    <option key={year} value={year}>
                      Année {year}
                    </option>
                  ))}
                </optgroup>
              </NativeSelect>
            )}
          </FormField>
          <div className="grid gap-2">
            <span id={formatId} className="text-sm font-medium">
              Format
            </span>
            <RadioGroup
              aria-labelledby={formatId}
              value={format}
              onValueChange={(value) => setFormat(value as typeof format)}
            >
              {FORMATS.map((option) => (
                <div key={option.value} className="flex items-center gap-2">
                  <RadioGroupItem value={option.value} id={`${formatId}-${option.value}`} />
                  <Label htmlFor={`${formatId}-${option.value}`} className="font-normal">
                    {option.label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </div>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Annuler
            </Button>
          </DialogClose>
          <Button onClick={download} disabled={pending}>
            {pending ? <Spinner /> : <DownloadIcon aria-hidden />}
            Télécharger
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
