import { MapPinIcon, PhoneIcon } from 'lucide-react';
import { useOrganisation } from '@/api/organisation';
import { Skeleton } from '@/components/ui/skeleton';
import { telHref } from '@/lib/tel-href';

/**
 * Spec 000 §2 /contact: the organisation's postal address and phone number, as the server's
 * configuration gives them (the PDFs' own). While they load, placeholders of their size; if they
 * cannot be loaded, nothing rather than a guess.
 */
export const ContactDetails = () => {
  const { data: organisation, isPending } = useOrganisation();
  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-5">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-12 w-2/3" />
      </div>
    );
  }
  if (!organisation) return null;
  return (
    <address className="grid gap-5 not-italic">
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <MapPinIcon aria-hidden className="size-5" />
        </span>
        <div>
          <p className="text-sm font-medium">Notre adresse</p>
          <p className="text-muted-foreground">
            {organisation.name}
            <br />
            {organisation.address}
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <PhoneIcon aria-hidden className="size-5" />
        </span>
        <div>
          <p className="text-sm font-medium">Appelez-nous</p>
          <a
            href={telHref(organisation.phone)}
            className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
          >
            {organisation.phone}
          </a>
        </div>
      </div>
    </address>
  );
};
