import { countCharacters } from '../../../../shared/domain/counting';
import { platforms, type PlatformId } from '../../../../shared/domain/platforms';
import { cn } from '../../../ui/cn';

const numberFormat = new Intl.NumberFormat('en');

/** '{count} / {limit}' as the platform counts characters (X weighted); red with a note when over the limit. */
export function CharacterCount({ text, platform }: { text: string; platform: PlatformId }) {
  const count = countCharacters(text, platform);
  const limit = platforms[platform].characterLimit;
  const isOver = count > limit;
  return (
    <p
      className={cn(
        'text-xs tabular-nums',
        isOver ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {numberFormat.format(count)} / {numberFormat.format(limit)} characters
      {isOver && ` — ${numberFormat.format(count - limit)} over the ${platforms[platform].name} limit`}
    </p>
  );
}
