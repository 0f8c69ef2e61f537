import { formatFileSize } from '../../../shared/domain/formatting';
import type { LocaleFormat } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

/** The spec's file size units (`formatFileSize`); each one's text is `units.{unit}` in the catalogue. */
type FileSizeUnit = 'B' | 'KB' | 'MB' | 'GB';

function isFileSizeUnit(value: string): value is FileSizeUnit {
  return value === 'B' || value === 'KB' || value === 'MB' || value === 'GB';
}

/**
 * A size in the given unit with one decimal (whole bytes) in the interface's language: the number with the
 * locale's decimal mark and no grouping, the unit as the language writes it ('1.5 MB', '1,5 MB', '1,5 Mo').
 */
export function formatSizeIn(
  value: number,
  unit: FileSizeUnit,
  format: Pick<LocaleFormat, 'number'>,
): string {
  const digits = unit === 'B' ? 0 : 1;
  const amount = format.number(value, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return i18n.t(`generation:units.${unit}`, { value: amount });
}

/**
 * A file size as the spec writes it (B, KB, MB or GB with one decimal, binary units: `formatFileSize`), in the
 * interface's language. English reads exactly as `formatFileSize`.
 */
export function formatLocalFileSize(bytes: number, format: Pick<LocaleFormat, 'number'>): string {
  const [amount = '0', unit = 'B'] = formatFileSize(bytes).split(' ');
  return formatSizeIn(Number(amount), isFileSizeUnit(unit) ? unit : 'B', format);
}
