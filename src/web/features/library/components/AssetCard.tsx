import { FileAudio, FileText, Film, Star } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryAsset } from '../../../../shared/contracts/library';
import { Badge, Checkbox, cn, toast } from '../../../ui';
import { formatDuration, formatFileSize, visibleTags } from '../format';
import { useUpdateAsset } from '../hooks/useLibrary';

interface AssetCardProps {
  asset: LibraryAsset;
  layout: 'grid' | 'list';
  isSelected: boolean;
  canEdit: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  onOpen: () => void;
}

/** The preview of an asset: the image, a video's still, or an icon for audio and documents. */
export function AssetPreview({ asset, className }: { asset: LibraryAsset; className?: string }) {
  const { t } = useTranslation('library');
  const source = asset.type === 'image' ? asset.url : asset.thumbnailUrl;
  if (source) {
    // Contained, not cropped: generated cards carry text that a crop would cut.
    return (
      <img
        src={source}
        alt=""
        loading="lazy"
        className={cn('size-full bg-muted object-contain', className)}
      />
    );
  }
  const Icon = asset.type === 'audio' ? FileAudio : asset.type === 'video' ? Film : FileText;
  return (
    <div
      className={cn('flex size-full items-center justify-center bg-muted text-muted-foreground', className)}
    >
      <Icon aria-hidden className="size-10" />
      <span className="sr-only">{t(`types.${asset.type}`)}</span>
    </div>
  );
}

/** An inline-editable text: a button showing the value; Enter or blur saves, Escape cancels. */
function InlineText({
  value,
  label,
  placeholder,
  canEdit,
  isMultiline,
  onSave,
}: {
  value: string;
  label: string;
  placeholder?: string;
  canEdit: boolean;
  isMultiline?: boolean;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    const text = value || placeholder || '';
    if (!canEdit) return <p className={cn('truncate', !value && 'text-muted-foreground')}>{text}</p>;
    return (
      <button
        type="button"
        className={cn(
          'block w-full truncate rounded text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
          !value && 'text-muted-foreground',
        )}
        aria-label={`${label}: ${value}`}
        onClick={() => setDraft(value)}
      >
        {text}
      </button>
    );
  }
  const finish = (isSaving: boolean) => {
    if (isSaving && draft.trim() !== value && (draft.trim() || isMultiline)) onSave(draft.trim());
    setDraft(null);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') finish(false);
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      finish(true);
    }
  };
  return (
    <input
      autoFocus
      aria-label={label}
      value={draft}
      maxLength={isMultiline ? 2000 : 255}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={handleKeyDown}
      onBlur={() => finish(true)}
      className="w-full rounded border border-input bg-background px-1 text-foreground"
    />
  );
}

/** A library card (grid) or row (list): preview, selection, inline name and description, tags, size. */
export function AssetCard({ asset, layout, isSelected, canEdit, onSelectedChange, onOpen }: AssetCardProps) {
  const { t, i18n } = useTranslation('library');
  const update = useUpdateAsset();
  const { shown, more } = visibleTags(asset.tags);
  const save = (changes: { title?: string; description?: string; favorite?: boolean }) =>
    update.mutate(
      { assetId: asset.id, changes },
      { onError: (error) => toast.error(error instanceof Error ? error.message : t('errors.save')) },
    );
  const isList = layout === 'list';
  return (
    <li
      className={cn(
        'relative overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm',
        isList ? 'flex items-center gap-3 p-2' : 'flex flex-col',
        isSelected && 'ring-2 ring-primary',
      )}
    >
      <div className={cn('absolute z-10', isList ? 'static' : 'top-2 left-2 rounded bg-background/80 p-1')}>
        <Checkbox
          checked={isSelected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          aria-label={t('card.select', { name: asset.title })}
        />
      </div>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'relative shrink-0 overflow-hidden bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          isList ? 'size-14 rounded' : 'aspect-video w-full',
        )}
        aria-label={t('card.open', { name: asset.title })}
      >
        <AssetPreview asset={asset} />
        {asset.durationSeconds !== null && (
          <span className="absolute right-1 bottom-1 rounded bg-black/70 px-1 text-xs text-white">
            {formatDuration(asset.durationSeconds)}
          </span>
        )}
      </button>
      <div className={cn('min-w-0 flex-1 space-y-1 text-sm', !isList && 'p-3')}>
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1 font-medium">
            <InlineText
              value={asset.title}
              label={t('card.name')}
              canEdit={canEdit}
              onSave={(title) => save({ title })}
            />
          </div>
          {canEdit && (
            <button
              type="button"
              aria-pressed={asset.favorite}
              aria-label={t('card.favorite')}
              onClick={() => save({ favorite: !asset.favorite })}
              className="rounded p-0.5 text-muted-foreground hover:text-foreground"
            >
              <Star
                aria-hidden
                className={cn('size-4', asset.favorite && 'fill-yellow-400 text-yellow-500')}
              />
            </button>
          )}
        </div>
        <div className="text-muted-foreground">
          <InlineText
            value={asset.description}
            label={t('card.description')}
            placeholder={t('card.noDescription')}
            canEdit={canEdit}
            isMultiline
            onSave={(description) => save({ description })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {shown.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
          {more > 0 && <Badge variant="outline">+{more}</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          {formatFileSize(asset.size)} · {new Date(asset.createdAt).toLocaleDateString(i18n.language)}
        </p>
      </div>
    </li>
  );
}
