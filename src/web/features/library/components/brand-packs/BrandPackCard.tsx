import { CheckCircle2, Download, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BrandPack } from '../../../../../shared/contracts/brand-packs';
import { brandColorSlots } from '../../../../../shared/domain/brand-packs';
import { Badge, Button, cn, getButtonClasses } from '../../../../ui';
import { BrandPlatformBadges } from './BrandPlatformBadges';

interface BrandPackCardProps {
  pack: BrandPack;
  canWrite: boolean;
  isBusy: boolean;
  onToggleActive: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the pack's detail view. */
  onOpen: () => void;
}

/**
 * A brand pack card (spec 2 §2 Brand Packs): its palette, typography, logo, guidelines and at most 3 target
 * platforms then '+n'; the active pack is marked, and members who may write set it active, edit or delete it.
 * Every member can export it (a zip of its fields as JSON and its files, issue #14) and open its detail.
 */
export function BrandPackCard({
  pack,
  canWrite,
  isBusy,
  onToggleActive,
  onEdit,
  onDelete,
  onOpen,
}: BrandPackCardProps) {
  const { t } = useTranslation('brands');
  const fonts = [pack.fonts.primary, pack.fonts.secondary].filter(Boolean).join(' · ');
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm',
        pack.isActive && 'ring-2 ring-primary',
      )}
      aria-label={pack.name}
    >
      <div
        className="flex h-20 items-center justify-between p-3"
        style={{ background: `linear-gradient(135deg, ${pack.colors.primary}, ${pack.colors.secondary})` }}
      >
        {pack.logo ? (
          <img src={pack.logo.url} alt={pack.logo.title} className="max-h-12 max-w-[50%] object-contain" />
        ) : (
          <span className="text-sm font-medium" style={{ color: pack.colors.text }}>
            {t('card.noLogo')}
          </span>
        )}
        {pack.isActive && (
          <Badge className="gap-1 bg-background text-foreground">
            <CheckCircle2 aria-hidden className="size-3.5" />
            {t('card.active')}
          </Badge>
        )}
      </div>
      <div className="flex-1 space-y-3 p-3">
        <div>
          <h3 className="truncate font-semibold">
            <button
              type="button"
              onClick={onOpen}
              className="max-w-full truncate rounded-sm text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={t('actions.openLabel', { name: pack.name })}
            >
              {pack.name}
            </button>
          </h3>
          {pack.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{pack.description}</p>
          )}
        </div>
        <ul className="flex gap-1.5" aria-label={t('card.palette')}>
          {brandColorSlots.map((slot) => (
            <li key={slot} title={`${t(`colors.${slot}`)} ${pack.colors[slot]}`}>
              <span
                aria-hidden
                className="block size-7 rounded-full border shadow-inner"
                style={{ backgroundColor: pack.colors[slot] }}
              />
              <span className="sr-only">
                {t(`colors.${slot}`)} {pack.colors[slot]}
              </span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('card.typography')}:</dt>
            <dd className="truncate">{fonts || t('card.noFonts')}</dd>
          </div>
          {pack.guidelines && (
            <div>
              <dt className="text-muted-foreground">{t('card.guidelines')}:</dt>
              <dd className="line-clamp-2">{pack.guidelines}</dd>
            </div>
          )}
        </dl>
        <BrandPlatformBadges platformIds={pack.platforms} />
      </div>
      <div className="flex flex-wrap gap-2 border-t p-3">
        {canWrite && (
          <>
            <Button
              size="sm"
              variant={pack.isActive ? 'outline' : 'primary'}
              onClick={onToggleActive}
              isLoading={isBusy}
              aria-label={t(pack.isActive ? 'actions.deactivateLabel' : 'actions.activateLabel', {
                name: pack.name,
              })}
            >
              {pack.isActive ? t('actions.deactivate') : t('actions.activate')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={onEdit}
              aria-label={t('actions.editLabel', { name: pack.name })}
            >
              <Pencil aria-hidden className="size-4" />
              {t('actions.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={onDelete}
              aria-label={t('actions.deleteLabel', { name: pack.name })}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('actions.delete')}
            </Button>
          </>
        )}
        <a
          href={`/api/brand-packs/${encodeURIComponent(pack.id)}/export`}
          download
          className={getButtonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={t('actions.exportLabel', { name: pack.name })}
        >
          <Download aria-hidden className="size-4" />
          {t('actions.export')}
        </a>
      </div>
    </li>
  );
}
