import { ArrowLeft, CheckCircle2, Download, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandPack } from '../../../../../shared/contracts/brand-packs';
import { brandColorSlots, brandFontRoles } from '../../../../../shared/domain/brand-packs';
import { Badge, Button, EmptyState, Skeleton, getButtonClasses, toast } from '../../../../ui';
import { useBrandPackFiles } from '../../hooks/useBrandPackFiles';
import { useBrandPacks, useSetActiveBrandPack } from '../../hooks/useBrandPacks';
import { BrandFontSlot } from './BrandFontSlot';
import { BrandImagesSection } from './BrandImagesSection';
import { BrandPackFormDialog } from './BrandPackFormDialog';
import { BrandPlatformBadges } from './BrandPlatformBadges';

/** A titled box of the detail view. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border bg-card p-4" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A brand pack's detail (issue #14): name, description, palette swatches with their hex values, typography
 * (each font's name in its uploaded face, upload/replace/remove), logo, backgrounds and overlays (library
 * images, add with a picker, remove), guidelines, platforms (3 then '+n'), and Edit, Export, Set active.
 */
export function BrandPackDetail({
  brandPackId,
  canWrite,
  onBack,
}: {
  brandPackId: string;
  canWrite: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation('brands');
  const packs = useBrandPacks();
  const files = useBrandPackFiles(brandPackId);
  const setActive = useSetActiveBrandPack();
  const [isEditing, setIsEditing] = useState(false);

  if (packs.isPending) return <Skeleton className="h-64" aria-busy="true" />;
  const pack = packs.data?.brandPacks.find((item) => item.id === brandPackId);
  if (!pack) {
    return (
      <EmptyState
        title={packs.isError ? t('errors.load') : t('detail.notFound')}
        description={packs.error?.message}
        action={<Button onClick={onBack}>{t('detail.back')}</Button>}
      />
    );
  }

  const toggleActive = (current: BrandPack) =>
    setActive.mutate(
      { brandPackId: current.id, isActive: !current.isActive },
      {
        onSuccess: () =>
          toast.success(current.isActive ? t('deactivated') : t('activated', { name: current.name })),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <section className="space-y-4" aria-labelledby="brand-pack-title">
      <div
        className="h-2 rounded-full"
        style={{ background: `linear-gradient(90deg, ${pack.colors.primary}, ${pack.colors.secondary})` }}
        aria-hidden
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          <Button size="icon" variant="ghost" aria-label={t('detail.back')} onClick={onBack}>
            <ArrowLeft aria-hidden className="size-4" />
          </Button>
          <div className="min-w-0">
            <h2 id="brand-pack-title" className="flex flex-wrap items-center gap-2 text-xl font-bold">
              <span className="truncate">{pack.name}</span>
              {pack.isActive && (
                <Badge className="gap-1">
                  <CheckCircle2 aria-hidden className="size-3.5" />
                  {t('card.active')}
                </Badge>
              )}
            </h2>
            {pack.description && <p className="text-sm text-muted-foreground">{pack.description}</p>}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canWrite && (
            <>
              <Button
                variant={pack.isActive ? 'outline' : 'primary'}
                isLoading={setActive.isPending}
                onClick={() => toggleActive(pack)}
              >
                {pack.isActive ? t('actions.deactivate') : t('actions.activate')}
              </Button>
              <Button variant="outline" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden className="size-4" />
                {t('actions.edit')}
              </Button>
            </>
          )}
          <a
            href={`/api/brand-packs/${encodeURIComponent(pack.id)}/export`}
            download
            className={getButtonClasses({ variant: 'outline' })}
            aria-label={t('actions.exportLabel', { name: pack.name })}
          >
            <Download aria-hidden className="size-4" />
            {t('actions.export')}
          </a>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <DetailSection id="brand-palette-title" title={t('card.palette')}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {brandColorSlots.map((slot) => (
              <li key={slot} className="flex items-center gap-2 sm:flex-col sm:items-start">
                <span
                  aria-hidden
                  className="block size-10 shrink-0 rounded-md border shadow-inner"
                  style={{ backgroundColor: pack.colors[slot] }}
                />
                <span className="text-sm">
                  <span className="block text-muted-foreground">{t(`colors.${slot}`)}</span>
                  <span className="font-mono">{pack.colors[slot].toUpperCase()}</span>
                </span>
              </li>
            ))}
          </ul>
        </DetailSection>

        <DetailSection id="brand-typography-title" title={t('card.typography')}>
          {files.isPending ? (
            <Skeleton className="h-32" />
          ) : files.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {files.error.message}
            </p>
          ) : (
            <div className="space-y-3">
              {brandFontRoles.map((role) => (
                <BrandFontSlot
                  key={role}
                  brandPackId={pack.id}
                  role={role}
                  familyName={pack.fonts[role]}
                  font={files.data.fonts[role]}
                  canWrite={canWrite}
                />
              ))}
              {canWrite && <p className="text-xs text-muted-foreground">{t('detail.fontHint')}</p>}
            </div>
          )}
        </DetailSection>

        <DetailSection id="brand-logo-title" title={t('card.logo')}>
          {pack.logo ? (
            <img
              src={pack.logo.url}
              alt={pack.logo.title}
              className="max-h-32 max-w-full rounded border bg-muted object-contain p-2"
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('card.noLogo')}</p>
          )}
        </DetailSection>

        <DetailSection id="brand-guidelines-title" title={t('card.guidelines')}>
          <p className="text-sm whitespace-pre-line">{pack.guidelines || t('detail.noGuidelines')}</p>
          <h4 className="pt-2 text-sm font-medium text-muted-foreground">{t('card.platforms')}</h4>
          {pack.platforms.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('detail.noPlatforms')}</p>
          ) : (
            <BrandPlatformBadges platformIds={pack.platforms} />
          )}
        </DetailSection>
      </div>

      {files.isPending ? (
        <Skeleton className="h-40" />
      ) : files.isError ? (
        <EmptyState
          title={t('detail.filesError')}
          description={files.error.message}
          action={<Button onClick={() => void files.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : (
        <>
          <BrandImagesSection
            brandPackId={pack.id}
            kind="background"
            images={files.data.backgrounds}
            canWrite={canWrite}
          />
          <BrandImagesSection
            brandPackId={pack.id}
            kind="overlay"
            images={files.data.overlays}
            canWrite={canWrite}
          />
        </>
      )}

      <BrandPackFormDialog open={isEditing} onOpenChange={setIsEditing} pack={pack} />
    </section>
  );
}
