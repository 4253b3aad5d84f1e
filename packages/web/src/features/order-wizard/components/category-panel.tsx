import type { CategoryDefinition } from '@conque/domain/catalogue/catalogue-types';
import { chosenValues, isOptionAvailable } from '@conque/domain/catalogue/ear-categories';
import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import { VENT_WITHOUT_DIMENSION } from '@conque/domain/catalogue/vents';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { EarPatch } from '@conque/domain/orders/wizard-transitions';
import { EarColumns } from './ear-columns';
import { OptionRadioGroup } from './option-radio-group';
import { VentDimensionField } from './vent-dimension-field';

type CategoryPanelProps = {
  category: CategoryDefinition;
  details: OrderDetails;
  onEarChange: (side: EarSide, patch: EarPatch) => void;
  highlighted: boolean;
};

/**
 * One category of step 3, for each selected ear: a radio group of its options, those the catalogue
 * does not offer this ear shown disabled (spec 001 §3); the vent adds its dimension.
 */
export const CategoryPanel = ({ category, details, onEarChange, highlighted }: CategoryPanelProps) => (
  <EarColumns details={details}>
    {(side, ear) => {
      const current = chosenValues(category, ear)[0] ?? (category.defaultValue as string | undefined);
      const showDimension =
        category.key === 'vent' && typeof ear.vent === 'string' && ear.vent !== VENT_WITHOUT_DIMENSION;
      return (
        <>
          <OptionRadioGroup
            label={category.title}
            choices={category.options.map((option) => ({
              value: option.value,
              label: option.label,
              disabled: !isOptionAvailable(option, ear),
            }))}
            value={current}
            invalid={highlighted && current === undefined}
            onChange={(value) =>
              onEarChange(side, { [category.key]: category.list ? [value] : value } as EarPatch)
            }
          />
          {showDimension ? (
            <VentDimensionField
              key={String(ear.vent)}
              value={typeof ear.ventDimension === 'number' ? ear.ventDimension : undefined}
              onChange={(mm) => onEarChange(side, { ventDimension: mm } as EarPatch)}
            />
          ) : null}
        </>
      );
    }}
  </EarColumns>
);
