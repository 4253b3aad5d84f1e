import { MapPinIcon, PhoneIcon } from 'lucide-react';
import { organisation } from '@/config/organisation';

/** Spec 000 §2 /contact: the organisation's postal address and phone number. */
export const ContactDetails = () => (
  <address className="grid gap-5 not-italic">
    <div className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <MapPinIcon aria-hidden className="size-5" />
      </span>
      <div>
        <p className="text-sm font-medium">Notre adresse</p>
        <p className="text-muted-foreground">
          {organisation.productName}
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
          href={`tel:${organisation.phone.replace(/\s/g, '')}`}
          className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
        >
          {organisation.phone}
        </a>
      </div>
    </div>
  </address>
);
