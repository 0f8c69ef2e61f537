import { useEffect, useState } from 'react';
import type { BrandFontFile } from '../../../../shared/contracts/brand-pack-files';

/** Where loading an uploaded font into the page stands. */
export type FontFaceStatus = 'none' | 'loading' | 'ready' | 'error';

/**
 * Loads a pack's uploaded font (`font`, null for none) from its served file into the page as a FontFace, so
 * its name can be shown in its own face. Answers the CSS family to use once it is ready; the face is removed
 * from the page when the font changes or the component goes.
 */
export function useBrandFontFace(font: BrandFontFile | null): { family?: string; status: FontFaceStatus } {
  const [state, setState] = useState<{ id: string; status: FontFaceStatus }>({ id: '', status: 'none' });
  useEffect(() => {
    if (!font || typeof FontFace === 'undefined') return;
    let isCurrent = true;
    const face = new FontFace(`BrandPackFont-${font.id}`, `url(${JSON.stringify(font.url)})`);
    setState({ id: font.id, status: 'loading' });
    face.load().then(
      (loaded) => {
        if (!isCurrent) return;
        document.fonts.add(loaded);
        setState({ id: font.id, status: 'ready' });
      },
      () => {
        if (isCurrent) setState({ id: font.id, status: 'error' });
      },
    );
    return () => {
      isCurrent = false;
      document.fonts.delete(face);
    };
  }, [font]);
  if (!font) return { status: 'none' };
  if (state.id !== font.id) return { status: 'loading' };
  return state.status === 'ready'
    ? { family: `BrandPackFont-${font.id}`, status: 'ready' }
    : { status: state.status };
}
