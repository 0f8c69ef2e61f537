import { Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandFontFile } from '../../../../../shared/contracts/brand-pack-files';
import { brandFontAccept, type BrandFontRole } from '../../../../../shared/domain/brand-packs';
import { useLocaleFormat } from '../../../../i18n/format';
import { Button, cn, toast } from '../../../../ui';
import { useBrandFontFace } from '../../hooks/useBrandFontFace';
import { useRemoveBrandFont, useUploadBrandFont } from '../../hooks/useBrandPackFiles';

interface BrandFontSlotProps {
  brandPackId: string;
  role: BrandFontRole;
  /** The pack's family name for this role ('' when none is given). */
  familyName: string;
  font: BrandFontFile | null;
  canWrite: boolean;
}

/**
 * One of a pack's two fonts: its family name, drawn in the uploaded font's own face once that has loaded, the
 * file's name and size, and (for owners and editors) upload/replace and remove. A refused file's message
 * stays under the slot until the next try.
 */
export function BrandFontSlot({ brandPackId, role, familyName, font, canWrite }: BrandFontSlotProps) {
  const { t } = useTranslation('brands');
  const format = useLocaleFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadBrandFont(brandPackId);
  const remove = useRemoveBrandFont(brandPackId);
  const face = useBrandFontFace(font);
  const label = t(role === 'primary' ? 'form.fontPrimary' : 'form.fontSecondary');
  const shownName = familyName || font?.fileName || t('detail.noFontName');

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    remove.reset();
    upload.mutate(
      { role, file },
      { onSuccess: () => toast.success(t('detail.fontUploaded', { name: file.name })) },
    );
  };

  return (
    <div className="space-y-2 rounded-md border p-3" data-testid={`brand-font-${role}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h4 className="text-sm font-medium text-muted-foreground">{label}</h4>
        {font && (
          <span className="truncate text-xs text-muted-foreground">
            {t('detail.fontFile', {
              name: font.fileName,
              size: format.number(Math.max(1, Math.round(font.size / 1024))),
            })}
          </span>
        )}
      </div>
      <p
        className={cn('truncate text-2xl', !familyName && !font && 'text-muted-foreground')}
        style={face.family ? { fontFamily: `"${face.family}", sans-serif` } : undefined}
        data-font-status={face.status}
      >
        {shownName}
      </p>
      {!font && <p className="text-xs text-muted-foreground">{t('detail.noFontFile')}</p>}
      {face.status === 'error' && <p className="text-xs text-destructive">{t('detail.fontPreviewFailed')}</p>}
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={brandFontAccept}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('detail.fontFileLabel', { font: label })}
            onChange={(event) => {
              handleFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            size="sm"
            variant="outline"
            isLoading={upload.isPending}
            onClick={() => inputRef.current?.click()}
            aria-label={t(font ? 'detail.replaceFontLabel' : 'detail.uploadFontLabel', { font: label })}
          >
            <Upload aria-hidden className="size-4" />
            {font ? t('detail.replaceFont') : t('detail.uploadFont')}
          </Button>
          {font && (
            <Button
              size="sm"
              variant="ghost"
              isLoading={remove.isPending}
              onClick={() => {
                upload.reset();
                remove.mutate(role, { onSuccess: () => toast.success(t('detail.fontRemoved')) });
              }}
              aria-label={t('detail.removeFontLabel', { font: label })}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('detail.removeFont')}
            </Button>
          )}
        </div>
      )}
      {(upload.error ?? remove.error) && (
        <p role="alert" className="text-sm text-destructive">
          {(upload.error ?? remove.error)?.message}
        </p>
      )}
    </div>
  );
}
