const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole count with thousands grouping: 5000 → '5,000'. */
export const formatCount = (value: number): string => counts.format(Number.isFinite(value) ? value : 0);
