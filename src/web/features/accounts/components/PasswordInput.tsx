import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input, cn, type InputProps } from '../../../ui';

/** Props of {@link PasswordInput}: those of Input except `type`. */
export type PasswordInputProps = Omit<InputProps, 'type'>;

/**
 * A password input with a show/hide toggle: an icon button named 'Show password' / 'Hide password' with
 * aria-pressed, reachable by keyboard after the field. Spread Field's control props onto it like an Input.
 */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useTranslation('accounts');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={cn('relative', className)}>
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        aria-label={isVisible ? t('fields.hidePassword') : t('fields.showPassword')}
        aria-pressed={isVisible}
        aria-controls={props.id}
        onClick={() => setIsVisible((current) => !current)}
        className={cn(
          'absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-md',
          'text-muted-foreground transition-colors hover:text-foreground',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        )}
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
