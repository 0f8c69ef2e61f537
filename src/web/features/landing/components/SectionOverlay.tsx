import { useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { OverlaySection } from '../landing-sections';
import { FeaturesSection } from './FeaturesSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PricingSection } from './PricingSection';
import { TestimonialsSection } from './TestimonialsSection';

const sectionComponents = {
  features: FeaturesSection,
  howItWorks: HowItWorksSection,
  pricing: PricingSection,
  reviews: TestimonialsSection,
} as const;

/** Props of {@link SectionOverlay}. */
export interface SectionOverlayProps {
  section: OverlaySection;
  onClose: () => void;
}

/**
 * A landing section as a full-screen overlay (the top bar's Features, How It Works, Pricing, Reviews): Radix
 * Dialog, so focus stays inside, Escape and the close button close it, and focus returns to the opener.
 * Loaded on first use (a chunk of its own).
 */
export function SectionOverlay({ section, onClose }: SectionOverlayProps) {
  const { t } = useTranslation('landing');
  const { t: tCommon } = useTranslation();
  const Section = sectionComponents[section];
  const title = t(`nav.${section}`);
  // Opened without a Radix trigger: focus goes back to the button that opened it by hand.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const handleCloseAutoFocus = (event: Event) => {
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={handleCloseAutoFocus}
          className="fixed inset-0 z-50 overflow-y-auto bg-background animate-pop-in focus-visible:outline-none"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b bg-background/95 px-4 py-2 backdrop-blur sm:px-6">
            <DialogPrimitive.Title asChild>
              <p className="text-lg font-semibold">{title}</p>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={tCommon('ui.close')}
              className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <Section id={`overlay-${section}`} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
