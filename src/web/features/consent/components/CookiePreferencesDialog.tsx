import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Switch } from '../../../ui/Switch';
import { acceptAll, consentCategories, essentialOnly, type ConsentChoice } from '../consent-storage';

/** The modal shows this many of a category's examples (spec 2 §9 'Cookies'). */
const shownExamplesPerCategory = 3;

/** Props of {@link CookiePreferencesDialog}. */
export interface CookiePreferencesDialogProps {
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/**
 * The Cookie Preferences modal (spec 2 §4): essential fixed on; the others flip one by one; Save Preferences
 * and Accept All save; Reset to Essential Only sets the defaults without saving; Cancel or the close icon closes.
 */
export function CookiePreferencesDialog({ initial, onSave, onClose }: CookiePreferencesDialogProps) {
  const { t } = useTranslation('consent');
  const [choice, setChoice] = useState<ConsentChoice>(initial);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('modal.title')}
        description={t('modal.description')}
        footer={
          <>
            <Button variant="outline" onClick={() => setChoice({ ...essentialOnly })}>
              {t('modal.reset')}
            </Button>
            <Button variant="outline" onClick={onClose}>
              {t('modal.cancel')}
            </Button>
            <Button variant="outline" onClick={() => onSave({ ...acceptAll })}>
              {t('acceptAll')}
            </Button>
            <Button onClick={() => onSave(choice)}>{t('modal.save')}</Button>
          </>
        }
      >
        <ul className="flex flex-col gap-4">
          {consentCategories.map((category) => (
            <li key={category} className="rounded-lg border p-3">
              <Switch
                label={t(`categories.${category}.title`)}
                description={t(`categories.${category}.description`)}
                checked={choice[category]}
                disabled={category === 'essential'}
                onCheckedChange={(checked) => setChoice((current) => ({ ...current, [category]: checked }))}
              />
              <p className="mt-2 text-xs text-muted-foreground">
                <span className="font-medium">{t('modal.examples')}</span>{' '}
                {t(`categories.${category}.examples`, { returnObjects: true })
                  .slice(0, shownExamplesPerCategory)
                  .join(', ')}
              </p>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
