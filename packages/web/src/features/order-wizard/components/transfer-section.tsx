import {
  TRANSFER_METHODS,
  type TransferMethod,
  transferMethodOf,
} from '@conque/domain/catalogue/transfer-methods';
import type { OrderWizard } from '../hooks/use-order-wizard';
import type { StlUploads } from '../hooks/use-stl-uploads';
import { OptionRadioGroup } from './option-radio-group';
import { StlUploadZone } from './stl-upload-zone';

type TransferSectionProps = { wizard: OrderWizard; uploads: StlUploads };

/** Spec 001 §4: how the impressions reach the lab; the methods that send scans get the upload zone. */
export const TransferSection = ({ wizard, uploads }: TransferSectionProps) => {
  const method = wizard.state.values.transfer_method;
  return (
    <section aria-labelledby="transfer-title" className="grid grid-cols-1 gap-4">
      <h3 id="transfer-title" className="font-semibold">
        Transfert des empreintes
      </h3>
      <OptionRadioGroup
        label="Méthode de transfert des empreintes"
        hideLabel
        choices={TRANSFER_METHODS}
        value={method}
        onChange={(value) => wizard.patch({ transfer_method: value as TransferMethod })}
        className="sm:[&_[role=radiogroup]]:grid-cols-2"
      />
      {transferMethodOf(method)?.needsFiles ? (
        <StlUploadZone
          orderId={wizard.state.orderId}
          items={uploads.items}
          onAdd={(files) => void uploads.addFiles(files)}
          onRemove={(item) => void uploads.remove(item, wizard.state.orderId)}
        />
      ) : null}
    </section>
  );
};
