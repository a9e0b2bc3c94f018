export function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="order-row" data-testid={testId}>
      <span className="order-row__label">{label}</span>
      <span className="order-row__value">{value}</span>
    </div>
  );
}
