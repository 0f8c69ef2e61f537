import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog, DialogClose, DialogContent, Input, Skeleton, toast } from '../../../../ui';
import { useLibraryList } from '../../hooks/useLibrary';
import { useAddToProject } from '../../hooks/useProjects';
import { AssetPreview } from '../AssetCard';

/** 'Add Assets' of a project: pick library files (searchable, those not in it yet) and put them in it. */
export function AddAssetsDialog({
  open,
  onOpenChange,
  projectId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <AssetPicker projectId={projectId} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AssetPicker({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const { t } = useTranslation('projects');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const add = useAddToProject();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const list = useLibraryList({ filter: 'all', sort: 'newest', search, page: 1 });
  const candidates = useMemo(
    () => (list.data?.assets ?? []).filter((asset) => asset.projectId !== projectId),
    [list.data, projectId],
  );

  const submit = () =>
    add.mutate(
      { projectId, assetIds: [...chosen] },
      {
        onSuccess: (answer) => {
          toast.success(t('detail.added', { count: answer.count }));
          onDone();
        },
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <DialogContent
      title={t('add.pickTitle')}
      description={t('add.pickDescription')}
      className="max-w-2xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('form.cancel')}</Button>
          </DialogClose>
          <Button onClick={submit} disabled={chosen.size === 0} isLoading={add.isPending}>
            {t('add.add')}
          </Button>
        </>
      }
    >
      <Input
        type="search"
        value={searchText}
        aria-label={t('add.pickSearch')}
        placeholder={t('add.pickSearch')}
        maxLength={200}
        onChange={(event) => setSearchText(event.target.value)}
      />
      {list.isPending ? (
        <Skeleton className="mt-3 h-40" />
      ) : candidates.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('add.pickEmpty')}</p>
      ) : (
        <ul className="mt-3 max-h-80 space-y-2 overflow-y-auto" aria-label={t('add.pickTitle')}>
          {candidates.map((asset) => (
            <li key={asset.id} className="flex items-center gap-3 rounded border p-2">
              <Checkbox
                checked={chosen.has(asset.id)}
                aria-label={asset.title}
                onCheckedChange={(checked) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (checked === true) next.add(asset.id);
                    else next.delete(asset.id);
                    return next;
                  })
                }
              />
              <div className="size-12 shrink-0 overflow-hidden rounded">
                <AssetPreview asset={asset} />
              </div>
              <span className="truncate text-sm">{asset.title}</span>
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}
