/** Postforge design system: import primitives from here (`import { Button } from '../ui'`). */
export { Badge, type BadgeProps, type BadgeVariant } from './Badge';
export {
  Button,
  getButtonClasses,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './Button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { cn, type ClassValue } from './cn';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogContentProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Field, type FieldControlProps, type FieldProps } from './Field';
export { Input, type InputProps } from './Input';
export { Label, type LabelProps } from './Label';
export { Popover, PopoverContent, PopoverTrigger } from './Popover';
export { Progress, type ProgressProps } from './Progress';
export { Select, type SelectItem, type SelectProps } from './Select';
export { Skeleton } from './Skeleton';
export { Slider, type SliderProps } from './Slider';
export { Spinner, type SpinnerProps } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export { Textarea, type TextareaProps } from './Textarea';
export {
  THEME_STORAGE_KEY,
  applyCachedTheme,
  applyTheme,
  getSystemPrefersDark,
  isThemePreference,
  readCachedTheme,
  resolveTheme,
  useResolvedTheme,
  useSystemPrefersDark,
  writeCachedTheme,
  type ResolvedTheme,
  type ThemePreference,
} from './theme';
export { Toaster, toast, type ToasterProps } from './Toaster';
export { MenuPicker, type MenuPickerOption, type MenuPickerProps } from './MenuPicker';
export { Tooltip, TooltipProvider, type TooltipProps } from './Tooltip';
export { VisuallyHidden } from './VisuallyHidden';
