import { useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copiedIndicatorMs } from '../../../../shared/domain/timers';
import { Button, Input, toast } from '../../../ui';

/** Props of {@link CopyLinkField}. */
export interface CopyLinkFieldProps {
  /** The link to show and copy. */
  link: string;
  /** Accessible name of the read-only field, e.g. 'Invitation link for ada@example.com'. */
  label: string;
}

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy (plain-HTTP self-hosted instances have no Clipboard API)
  }
  if (!input) return false;
  input.focus();
  input.select();
  return document.execCommand('copy');
}

/**
 * A link in a read-only field (selected on focus) with a Copy button; works without the Clipboard API too
 * (plain HTTP), and says when copying failed so the user can copy by hand.
 */
export function CopyLinkField({ link, label }: CopyLinkFieldProps) {
  const { t } = useTranslation('instance');
  const inputRef = useRef<HTMLInputElement>(null);
  const [isCopied, setIsCopied] = useState(false);

  const handleCopy = async () => {
    if (await copyText(link, inputRef.current)) {
      setIsCopied(true);
      toast.success(t('copyLink.copiedToast'));
      window.setTimeout(() => setIsCopied(false), copiedIndicatorMs);
    } else {
      toast.error(t('copyLink.failed'));
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input
        ref={inputRef}
        value={link}
        readOnly
        aria-label={label}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono"
      />
      <Button variant="outline" onClick={() => void handleCopy()} className="sm:w-32">
        {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {isCopied ? t('copyLink.copied') : t('copyLink.copy')}
      </Button>
    </div>
  );
}
