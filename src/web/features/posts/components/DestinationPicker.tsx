import { useTranslation } from 'react-i18next';
import { communityDestinationId } from '../../../../shared/contracts/posts';
import { platforms } from '../../../../shared/domain/platforms';
import { Checkbox } from '../../../ui/Checkbox';
import { usePlatforms } from '../../settings';

/** The destinations a new Post now / Schedule modal starts with: the community feed (spec: on by default). */
export const defaultDestinations: readonly string[] = [communityDestinationId];

/**
 * The Destinations section of the Post now / Schedule modal: the community feed and each connected platform
 * account of the workspace (one needing a reconnect is shown off, with the reason), or a note that none is
 * connected. With nothing chosen it shows the one-line reason the post cannot be sent (id `reasonId`, for the
 * buttons' aria-describedby).
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
  const accounts = (usePlatforms().data?.platforms ?? []).flatMap((card) => card.connections);
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
      {accounts.map((account) => (
        <Checkbox
          key={account.id}
          label={t('publish.account', {
            platform: platforms[account.platform].name,
            account: account.accountName,
          })}
          {...(account.status === 'reconnect_needed' ? { description: t('publish.reconnectNeeded') } : {})}
          disabled={account.status === 'reconnect_needed'}
          checked={value.includes(account.destinationId)}
          onCheckedChange={(checked) => toggle(account.destinationId, checked === true)}
        />
      ))}
      {accounts.length === 0 && <p className="text-xs text-muted-foreground">{t('publish.noAccounts')}</p>}
      {value.length === 0 && (
        <p id={reasonId} role="status" className="text-sm text-destructive">
          {t('publish.noDestination')}
        </p>
      )}
    </section>
  );
}
