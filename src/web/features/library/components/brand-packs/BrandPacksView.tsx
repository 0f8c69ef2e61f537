import { Palette, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandPack } from '../../../../../shared/contracts/brand-packs';
import { Button, ConfirmDialog, EmptyState, Skeleton, toast } from '../../../../ui';
import { useBrandPacks, useDeleteBrandPack, useSetActiveBrandPack } from '../../hooks/useBrandPacks';
import { BrandPackCard } from './BrandPackCard';
import { BrandPackDetail } from './BrandPackDetail';
import { BrandPackFormDialog } from './BrandPackFormDialog';

/**
 * The Brand Packs tab (spec 2 §2 Brand Packs screen, given a tab by issue #14): the grid of packs (the active
 * one first and marked), 'New Brand Pack', Edit, Delete with a confirmation, and Set active (one active pack
 * per workspace: activating one deactivates the others); a pack's name opens its detail (BrandPackDetail).
 */
export function BrandPacksView({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('brands');
  const packs = useBrandPacks();
  const setActive = useSetActiveBrandPack();
  const remove = useDeleteBrandPack();
  const [editing, setEditing] = useState<BrandPack | undefined>();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<BrandPack | undefined>();
  const [openedId, setOpenedId] = useState<string | null>(null);

  const openForm = (pack?: BrandPack) => {
    setEditing(pack);
    setIsFormOpen(true);
  };
  const toggleActive = (pack: BrandPack) =>
    setActive.mutate(
      { brandPackId: pack.id, isActive: !pack.isActive },
      {
        onSuccess: () =>
          toast.success(pack.isActive ? t('deactivated') : t('activated', { name: pack.name })),
        onError: (error) => toast.error(error.message),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(undefined);
        toast.success(t('delete.done'));
      },
    });
  };

  if (openedId) {
    return <BrandPackDetail brandPackId={openedId} canWrite={canWrite} onBack={() => setOpenedId(null)} />;
  }

  const items = packs.data?.brandPacks ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">{t('intro')}</p>
        {canWrite && (
          <Button onClick={() => openForm()}>
            <Plus aria-hidden className="size-4" />
            {t('new')}
          </Button>
        )}
      </div>

      {packs.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      ) : packs.isError ? (
        <EmptyState
          title={t('errors.load')}
          description={packs.error.message}
          action={<Button onClick={() => void packs.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Palette} title={t('empty.none')} description={t('empty.noneHint')} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('tab')}>
          {items.map((pack) => (
            <BrandPackCard
              key={pack.id}
              pack={pack}
              canWrite={canWrite}
              isBusy={setActive.isPending && setActive.variables.brandPackId === pack.id}
              onToggleActive={() => toggleActive(pack)}
              onEdit={() => openForm(pack)}
              onOpen={() => setOpenedId(pack.id)}
              onDelete={() => {
                remove.reset();
                setDeleting(pack);
              }}
            />
          ))}
        </ul>
      )}

      <BrandPackFormDialog
        open={isFormOpen}
        onOpenChange={setIsFormOpen}
        {...(editing ? { pack: editing } : {})}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
        error={remove.error?.message}
      />
    </div>
  );
}
