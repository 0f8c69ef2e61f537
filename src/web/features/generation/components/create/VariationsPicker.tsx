import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxVariations, variationIds, type VariationId } from '../../../../../shared/domain/platforms';
import { canSelectVariation } from '../../../../../shared/domain/variations';
import { Checkbox } from '../../../../ui';
import { toggleId } from './generator-form';

/**
 * The content-variations picker: the six generator variations with their descriptions, at most 3 at once;
 * when the limit is reached the unselected ones are disabled (spec 1 §5).
 */
export function VariationsPicker({
  value,
  onChange,
  disabled,
}: {
  value: VariationId[];
  onChange: (variations: VariationId[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('generation');
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold">{t('variationPicker.heading')}</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {t('variationPicker.hint', { max: maxVariations, selected: value.length })}
      </p>
      <div className="grid gap-3">
        {variationIds.map((id) => (
          <Checkbox
            key={id}
            checked={value.includes(id)}
            disabled={disabled || !canSelectVariation(value, id)}
            onCheckedChange={() => onChange(toggleId(value, id))}
            label={t(`variations.${id}.label`)}
            description={t(`variations.${id}.description`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
