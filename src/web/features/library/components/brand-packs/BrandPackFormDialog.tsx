import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandPack } from '../../../../../shared/contracts/brand-packs';
import {
  brandColorPattern,
  brandColorSlots,
  brandDescriptionMaxLength,
  brandFontMaxLength,
  brandGuidelinesMaxLength,
  brandNameMaxLength,
  brandPlatforms,
  defaultBrandColors,
  type BrandColors,
} from '../../../../../shared/domain/brand-packs';
import { platforms, type PlatformId } from '../../../../../shared/domain/platforms';
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  Field,
  Input,
  Select,
  Textarea,
  toast,
} from '../../../../ui';
import { useCreateBrandPack, useUpdateBrandPack, type BrandPackInput } from '../../hooks/useBrandPacks';
import { useLibraryList } from '../../hooks/useLibrary';
import { BrandColorField } from './BrandColorField';

/** The Select value of 'no logo' (Radix reserves the empty string). */
const noLogo = 'none';

interface BrandPackFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pack to edit; a new one when absent. */
  pack?: BrandPack;
}

/**
 * 'New Brand Pack' and 'Edit Brand Pack' (spec 2 §3 Brand pack): brand name (not empty after trimming, else
 * Create is disabled), description, the five palette colours (each '#' and six hex digits, checked as typed),
 * primary and secondary fonts, a logo from the library's images, guidelines (the writer's voice) and target
 * platforms. The server checks every field again and its refusal is shown as a toast.
 */
export function BrandPackFormDialog({ open, onOpenChange, pack }: BrandPackFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <BrandPackForm pack={pack} onSaved={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function BrandPackForm({ pack, onSaved }: { pack: BrandPack | undefined; onSaved: () => void }) {
  const { t } = useTranslation('brands');
  const create = useCreateBrandPack();
  const update = useUpdateBrandPack();
  const images = useLibraryList({ filter: 'image', sort: 'newest', search: '', page: 1 });
  const [name, setName] = useState(pack?.name ?? '');
  const [description, setDescription] = useState(pack?.description ?? '');
  const [colors, setColors] = useState<BrandColors>(pack?.colors ?? defaultBrandColors);
  const [fontPrimary, setFontPrimary] = useState(pack?.fonts.primary ?? '');
  const [fontSecondary, setFontSecondary] = useState(pack?.fonts.secondary ?? '');
  const [logoAssetId, setLogoAssetId] = useState(pack?.logo?.assetId ?? noLogo);
  const [guidelines, setGuidelines] = useState(pack?.guidelines ?? '');
  const [chosenPlatforms, setChosenPlatforms] = useState<PlatformId[]>(pack?.platforms ?? []);
  const isPending = create.isPending || update.isPending;
  const areColorsValid = brandColorSlots.every((slot) => brandColorPattern.test(colors[slot]));
  const canSubmit = name.trim() !== '' && areColorsValid;

  const logoItems = [
    { value: noLogo, label: t('form.noLogo') },
    ...(pack?.logo ? [{ value: pack.logo.assetId, label: pack.logo.title }] : []),
    ...(images.data?.assets ?? [])
      .filter((asset) => asset.id !== pack?.logo?.assetId)
      .map((asset) => ({ value: asset.id, label: asset.title })),
  ];

  const submit = () => {
    if (!canSubmit) return;
    const fields: BrandPackInput & { name: string } = {
      name: name.trim(),
      description,
      colors: { ...colors },
      fonts: { primary: fontPrimary, secondary: fontSecondary },
      logoAssetId: logoAssetId === noLogo ? null : logoAssetId,
      guidelines,
      platforms: chosenPlatforms,
    };
    const handlers = {
      onSuccess: () => {
        toast.success(pack ? t('form.saved') : t('form.created'));
        onSaved();
      },
      onError: (error: Error) => toast.error(error.message),
    };
    if (pack) update.mutate({ brandPackId: pack.id, changes: fields }, handlers);
    else create.mutate(fields, handlers);
  };

  return (
    <DialogContent
      title={pack ? t('edit') : t('new')}
      className="max-w-2xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('form.cancel')}</Button>
          </DialogClose>
          <Button onClick={submit} disabled={!canSubmit} isLoading={isPending}>
            {pack ? t('form.save') : t('form.create')}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t('form.name')} isRequired>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={brandNameMaxLength}
              placeholder={t('form.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('form.description')}>
          {(control) => (
            <Textarea
              {...control}
              value={description}
              maxLength={brandDescriptionMaxLength}
              placeholder={t('form.descriptionPlaceholder')}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('form.colors')}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {brandColorSlots.map((slot) => (
              <BrandColorField
                key={slot}
                label={t(`colors.${slot}`)}
                value={colors[slot]}
                onChange={(value) => setColors((current) => ({ ...current, [slot]: value }))}
              />
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('form.fontPrimary')}>
            {(control) => (
              <Input
                {...control}
                value={fontPrimary}
                maxLength={brandFontMaxLength}
                placeholder={t('form.fontPlaceholder')}
                onChange={(event) => setFontPrimary(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('form.fontSecondary')}>
            {(control) => (
              <Input
                {...control}
                value={fontSecondary}
                maxLength={brandFontMaxLength}
                placeholder={t('form.fontPlaceholder')}
                onChange={(event) => setFontSecondary(event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="space-y-1">
          <Select
            label={t('form.logo')}
            value={logoAssetId}
            onValueChange={setLogoAssetId}
            items={logoItems}
          />
          <p className="text-sm text-muted-foreground">{t('form.logoHint')}</p>
        </div>
        <Field label={t('form.guidelines')} hint={t('form.guidelinesHint')}>
          {(control) => (
            <Textarea
              {...control}
              value={guidelines}
              maxLength={brandGuidelinesMaxLength}
              placeholder={t('form.guidelinesPlaceholder')}
              onChange={(event) => setGuidelines(event.target.value)}
            />
          )}
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('form.platforms')}</legend>
          <div className="flex flex-wrap gap-3">
            {brandPlatforms.map((platform) => (
              <Checkbox
                key={platform}
                label={platforms[platform].name}
                checked={chosenPlatforms.includes(platform)}
                onCheckedChange={(checked) =>
                  setChosenPlatforms((current) =>
                    checked === true ? [...current, platform] : current.filter((value) => value !== platform),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
      </form>
    </DialogContent>
  );
}
