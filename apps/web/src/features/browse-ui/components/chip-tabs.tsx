interface ChipTabsProps<K extends string | number> {
  items: { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  testId?: string;
}

/** A row of filter chips (event state, category); scrolls sideways when it does not fit. */
export function ChipTabs<K extends string | number>({ items, active, onChange, testId }: ChipTabsProps<K>) {
  return (
    <div className="chip-tabs" role="tablist" data-testid={testId}>
      {items.map((it) => (
        <button
          key={it.key}
          type="button"
          role="tab"
          aria-selected={it.key === active}
          className={`chip-tabs__chip${it.key === active ? ' chip-tabs__chip--active' : ''}`}
          data-testid="chip-tab"
          onClick={() => onChange(it.key)}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}
