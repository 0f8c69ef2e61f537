import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Check, type LucideIcon } from 'lucide-react';
import { getButtonClasses } from './Button';
import { Tooltip } from './Tooltip';

/** One choice of a {@link MenuPicker}. */
export interface MenuPickerOption {
  value: string;
  label: string;
  icon?: LucideIcon;
  /** The option's language, when its label is in another language than the page (a language's own name). */
  lang?: string;
}

/** Props of {@link MenuPicker}. */
export interface MenuPickerProps {
  /** The trigger's accessible name and tooltip, naming the current choice ('Theme: Dark'). */
  name: string;
  /** The heading of the menu ('Theme'). */
  heading: string;
  /** The icon of the trigger. */
  icon: LucideIcon;
  options: readonly MenuPickerOption[];
  value: string;
  /** Called with the chosen value (also when it is the current one; callers ignore that). */
  onValueChange: (value: string) => void;
  /** Where the tooltip and the menu open, relative to the button (default 'bottom'). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Classes of the trigger; when given they replace the default ghost icon-button look. */
  className?: string;
  /** Drawn after the icon inside the trigger (e.g. a caption in a tab bar); keep it within `name`. */
  caption?: ReactNode;
}

/**
 * A compact picker: an icon button with a tooltip that opens a menu of radio items (keyboard accessible, the
 * current one checked). Draws the theme and language pickers.
 */
export function MenuPicker({
  name,
  heading,
  icon: TriggerIcon,
  options,
  value,
  onValueChange,
  side = 'bottom',
  className,
  caption,
}: MenuPickerProps) {
  return (
    <DropdownMenu.Root>
      <Tooltip content={name} side={side}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={name}
            className={className ?? getButtonClasses({ variant: 'ghost', size: 'icon' })}
          >
            <TriggerIcon aria-hidden="true" className="size-5" />
            {caption}
          </button>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align={side === 'right' || side === 'left' ? 'end' : 'center'}
          sideOffset={8}
          collisionPadding={8}
          className="z-50 min-w-40 rounded-lg border bg-popover p-1 text-popover-foreground shadow-md animate-pop-in"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {heading}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
            {options.map(({ value: optionValue, label, icon: Icon, lang }) => (
              <DropdownMenu.RadioItem
                key={optionValue}
                value={optionValue}
                lang={lang}
                className="flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                {Icon && <Icon aria-hidden="true" className="size-4" />}
                <span className="flex-1">{label}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
