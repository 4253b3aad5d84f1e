import { PRODUCT_NAME } from '@/config/product';
import { ContactDetails } from '@/features/marketing/components/contact-details';
import { ContactForm } from '@/features/marketing/components/contact-form';

export const ContactRoute = () => (
  <div className="bg-muted/40">
    <title>{`Contact · ${PRODUCT_NAME}`}</title>
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Contactez-nous</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Une question sur nos embouts, nos délais ou l'ouverture d'un compte ? Écrivez-nous : nous vous
        répondrons rapidement.
      </p>
      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-lg border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-xl font-semibold">
            Écrivez-nous
          </h2>
          <ContactForm />
        </section>
        <section
          aria-labelledby="contact-details-title"
          className="rounded-lg border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-details-title" className="mb-6 text-xl font-semibold">
            Nos coordonnées
          </h2>
          <ContactDetails />
        </section>
      </div>
    </div>
  </div>
);
