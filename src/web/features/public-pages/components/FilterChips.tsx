import { Button } from '../../../ui';
import type { CountedFilter } from '../content-types';

/** A row of toggle buttons with counts; the chosen one is pressed. */
export function FilterChips({
  label,
  filters,
  selected,
  onSelect,
  showCounts = true,
}: {
  label: string;
  filters: readonly CountedFilter[];
  selected: string;
  onSelect: (id: string) => void;
  showCounts?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <Button
          key={filter.id}
          size="sm"
          variant={filter.id === selected ? 'primary' : 'outline'}
          aria-pressed={filter.id === selected}
          onClick={() => onSelect(filter.id)}
        >
          {filter.label}
          {showCounts && <span className="tabular-nums opacity-75">({filter.count})</span>}
        </Button>
      ))}
    </div>
  );
}
