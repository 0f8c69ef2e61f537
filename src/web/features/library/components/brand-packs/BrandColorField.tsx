import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brandColorPattern } from '../../../../../shared/domain/brand-packs';
import { Input } from '../../../../ui';

/**
 * One palette colour: the browser's colour picker beside a text field for '#rrggbb' (both name the slot); a
 * value that is not '#' and six hex digits is marked invalid and said under the field.
 */
export function BrandColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('brands');
  const id = useId();
  const isValid = brandColorPattern.test(value);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('form.colorPicker', { slot: label })}
          value={isValid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-12 cursor-pointer rounded border bg-background p-1"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={isValid ? undefined : true}
          aria-describedby={isValid ? undefined : `${id}-error`}
          onChange={(event) => onChange(event.target.value.trim())}
          className="font-mono"
        />
      </div>
      {!isValid && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {t('form.colorInvalid')}
        </p>
      )}
    </div>
  );
}
