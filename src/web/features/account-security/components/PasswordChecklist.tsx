import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';
import { checkPasswordRules } from '../password-rules';

/** The spec's password rules as a live checklist; each line says whether it holds and whether it is required. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('security');
  const rules = checkPasswordRules(password);
  return (
    <div className="flex flex-col gap-2">
      <p id="password-rules-title" className="text-sm font-medium text-foreground">
        {t('password.rulesTitle')}
      </p>
      <ul aria-labelledby="password-rules-title" className="grid gap-1 text-sm sm:grid-cols-2">
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={cn('flex items-center gap-2', rule.isMet ? 'text-success' : 'text-muted-foreground')}
          >
            {rule.isMet ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5" />
            )}
            <span>
              {t(`password.rules.${rule.id}`)}
              {rule.isRequired && (
                <span className="ml-1 text-muted-foreground">{t('password.required')}</span>
              )}
              <span className="sr-only">{rule.isMet ? t('password.ruleMet') : t('password.ruleNotMet')}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t('password.rulesNote')}</p>
    </div>
  );
}
