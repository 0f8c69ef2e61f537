import { useId } from 'react';
import { maxVariations, variationIds, type VariationId } from '../../../../../shared/domain/platforms';
import { canSelectVariation, variationInfo } from '../../../../../shared/domain/variations';
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
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold">Content Variations</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        Choose up to {maxVariations} ({value.length} of {maxVariations} selected). Each platform gets one post
        per variation.
      </p>
      <div className="grid gap-3">
        {variationIds.map((id) => (
          <Checkbox
            key={id}
            checked={value.includes(id)}
            disabled={disabled || !canSelectVariation(value, id)}
            onCheckedChange={() => onChange(toggleId(value, id))}
            label={variationInfo[id].label}
            description={variationInfo[id].description}
          />
        ))}
      </div>
    </fieldset>
  );
}
