import { useTranslation } from 'react-i18next';
import { communityDestinationId } from '../../../../shared/contracts/posts';
import { Checkbox } from '../../../ui/Checkbox';

/** The destinations a new Post now / Schedule modal starts with: the community feed (spec: on by default). */
export const defaultDestinations: readonly string[] = [communityDestinationId];

/**
 * The Destinations section of the Post now / Schedule modal: the community feed (per post) and, until the
 * platform connections arrive, a note that no platform account is connected. With nothing chosen it shows the
 * one-line reason the post cannot be sent (id `reasonId`, for the buttons' aria-describedby).
 */
export function DestinationPicker({
  value,
  onChange,
  reasonId,
}: {
  value: readonly string[];
  onChange: (destinations: string[]) => void;
  reasonId: string;
}) {
  const { t } = useTranslation('review');
  const toggle = (id: string, isChosen: boolean) =>
    onChange(isChosen ? [...value.filter((item) => item !== id), id] : value.filter((item) => item !== id));
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t('publish.destinations')}</h3>
      <Checkbox
        label={t('publish.community')}
        checked={value.includes(communityDestinationId)}
        onCheckedChange={(checked) => toggle(communityDestinationId, checked === true)}
      />
      <p className="text-xs text-muted-foreground">{t('publish.noAccounts')}</p>
      {value.length === 0 && (
        <p id={reasonId} role="status" className="text-sm text-destructive">
          {t('publish.noDestination')}
        </p>
      )}
    </section>
  );
}
