import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import { PriceTable } from '@/components/orders/price-table';
import { PromisedDate } from '@/components/orders/promised-date';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePlanningQuote } from '../api/get-planning-quote';
import { useOrderPrices } from '../hooks/use-order-prices';
import type { OrderWizard } from '../hooks/use-order-wizard';
import type { StlUploads } from '../hooks/use-stl-uploads';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { ShippingSection } from './shipping-section';
import { StepActions } from './step-actions';
import { TransferSection } from './transfer-section';

/** docs/design.md §5.2 step 5 'Livraison et validation' (spec 001 §2 steps 4-5's validation phase). */
export const DeliveryStep = ({ wizard, uploads }: { wizard: OrderWizard; uploads: StlUploads }) => {
  const { values, termsAccepted, registered } = wizard.state;
  const sentFiles = uploads.items.filter((item) => item.status === 'completed').length;
  const { prices, updating } = useOrderPrices(wizard.state, sentFiles);
  const quote = usePlanningQuote(registered ? undefined : values.details?.type, values.shipping_method);
  const submission = useSubmitOrder(wizard, uploads.items, prices.totalTTC, quote.data?.ship_on);

  return (
    <section aria-labelledby="delivery-step-title" className="grid grid-cols-1 gap-8">
      <h2 id="delivery-step-title" className="text-lg font-semibold">
        Livraison et validation
      </h2>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="grid min-w-0 grid-cols-1 content-start gap-8">
          <ShippingSection wizard={wizard} />
          <TransferSection wizard={wizard} uploads={uploads} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-8">
          <PriceTable prices={prices} updating={updating} />
          {/* The day validation promises, as it will be kept by the order. */}
          {quote.data ? (
            <PromisedDate
              day={quote.data.ship_on}
              method={values.shipping_method}
              className="rounded-md border bg-muted/40 p-3"
            />
          ) : null}
          <FormField label="Commentaire">
            {(field) => (
              <Textarea
                {...field}
                rows={4}
                value={values.comment}
                onChange={(event) => wizard.setComment(event.target.value)}
              />
            )}
          </FormField>
          {/* A registered order's terms were accepted when it was validated (docs/design.md §5.7). */}
          {registered ? null : (
            <div className="flex items-start gap-2">
              <Checkbox
                id="order-terms"
                checked={termsAccepted}
                onCheckedChange={(checked) => wizard.setTermsAccepted(checked === true)}
                className="mt-0.5"
              />
              <Label htmlFor="order-terms" className="cursor-pointer font-normal leading-snug">
                J'accepte les conditions générales de vente
              </Label>
            </div>
          )}
          {(submission.error ?? submission.priceChanged) ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden />
              <span>{submission.error ?? submission.priceChanged}</span>
            </Alert>
          ) : null}
        </div>
      </div>
      <StepActions onBack={() => wizard.goTo(4)} onSave={wizard.saveDraft} saving={wizard.saving}>
        <Button
          type="button"
          disabled={submission.disabled}
          aria-busy={submission.pending || undefined}
          onClick={() => void submission.submit()}
        >
          {submission.pending ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          {registered ? 'Enregistrer les modifications' : 'Valider la commande'}
        </Button>
      </StepActions>
    </section>
  );
};
