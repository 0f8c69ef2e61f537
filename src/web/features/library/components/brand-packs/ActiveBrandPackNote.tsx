import { Link } from '@tanstack/react-router';
import { Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBrandPacks } from '../../hooks/useBrandPacks';

/**
 * The generator's line on the workspace's active brand pack (its palette as swatches and its name), or that
 * none is active, with a link to the Brand Packs tab. Nothing while loading or when the packs fail to load.
 */
export function ActiveBrandPackNote() {
  const { t } = useTranslation('brands');
  const packs = useBrandPacks();
  if (!packs.data) return null;
  const active = packs.data.brandPacks.find((pack) => pack.isActive);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="active-brand-pack">
      <Palette aria-hidden className="size-4 text-muted-foreground" />
      {active ? (
        <>
          <span className="flex -space-x-1" aria-hidden>
            {[active.colors.primary, active.colors.secondary, active.colors.accent].map((color, index) => (
              <span
                key={index}
                className="block size-4 rounded-full border border-background"
                style={{ backgroundColor: color }}
              />
            ))}
          </span>
          <span className="font-medium">{t('create.active', { name: active.name })}</span>
        </>
      ) : (
        <span className="text-muted-foreground">{t('create.none')}</span>
      )}
      <Link
        to="/app/content"
        search={{ tab: 'brand-packs' }}
        className="text-primary underline-offset-4 hover:underline focus-visible:underline"
      >
        {t('create.manage')}
      </Link>
    </p>
  );
}
