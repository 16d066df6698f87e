/**
 * Cells shared by the admin tables. They are plain elements with class names styled once by ADMIN_TABLE_CSS
 * (passed to DataTable): a page of rows re-renders on every sort or filter, and plain elements keep that
 * cheap with thousands of rows behind the page.
 */
import { Badge, type SystemStyleObject } from '@chakra-ui/react';
import { initials } from '@/lib/format';
import { formatAgo, formatDay, formatTime } from './format';

const VISUALLY_HIDDEN: SystemStyleObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
};

/** The styles of the class names below; pass to <DataTable css>. */
export const ADMIN_TABLE_CSS: SystemStyleObject = {
  '& .admin-name': { display: 'flex', alignItems: 'center', gap: '0.75rem', minWidth: '0', textAlign: 'start' },
  '& .admin-avatar': {
    flexShrink: '0',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: '9999px',
    background: 'var(--chakra-colors-brand-subtle)',
    color: 'var(--chakra-colors-brand-fg)',
    fontSize: 'var(--chakra-font-sizes-xs)',
    fontWeight: 'var(--chakra-font-weights-medium)',
  },
  '& .admin-strong': { fontWeight: 'var(--chakra-font-weights-semibold)' },
  '& .admin-sub': {
    fontSize: 'var(--chakra-font-sizes-sm)',
    color: 'var(--chakra-colors-fg-muted)',
    overflowWrap: 'anywhere',
  },
  '& .admin-small': { fontSize: 'var(--chakra-font-sizes-xs)', color: 'var(--chakra-colors-fg-muted)' },
  '& .admin-muted': { color: 'var(--chakra-colors-fg-muted)' },
  '& .admin-missing': { color: 'var(--chakra-colors-fg-subtle)' },
  '& .admin-nowrap': { whiteSpace: 'nowrap' },
  '& .admin-num': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .admin-list': { listStyle: 'none', margin: '0', padding: '0', fontSize: 'var(--chakra-font-sizes-sm)' },
  '& .admin-list > li + li': { marginTop: '0.125rem' },
  '& .admin-pair': { display: 'flex', gap: '0.5rem', alignItems: 'baseline', justifyContent: 'inherit' },
  '& .admin-sr': VISUALLY_HIDDEN,
};

export function NameCell({ name, email, avatar = true }: { name: string; email?: string; avatar?: boolean }) {
  return (
    <div className="admin-name">
      {avatar ? (
        <span className="admin-avatar" aria-hidden="true">
          {initials(name)}
        </span>
      ) : null}
      <div>
        <div className="admin-strong">{name}</div>
        {email ? <div className="admin-sub">{email}</div> : null}
      </div>
    </div>
  );
}

export function StatusBadge({ label, color, id }: { label: string; color: string; id?: string }) {
  return (
    <Badge id={id} tabIndex={id ? -1 : undefined} colorPalette={color} variant="subtle" size="md" borderRadius="full">
      {label}
    </Badge>
  );
}

export function DayCell({ value }: { value: string | null | undefined }) {
  const text = formatDay(value);
  return text && value ? (
    <time className="admin-nowrap" dateTime={value}>
      {text}
    </time>
  ) : (
    <Missing />
  );
}

/** An instant: its day, then its time and how long ago it was. */
export function MomentCell({ value, now }: { value: string | null | undefined; now: Date }) {
  const day = formatDay(value);
  if (!day || !value) return <Missing label="Never" />;
  const detail = [formatTime(value), formatAgo(value, now)].filter(Boolean).join(' · ');
  return (
    <div>
      <time className="admin-nowrap" dateTime={value}>
        {day}
      </time>
      {detail ? <div className="admin-small admin-nowrap">{detail}</div> : null}
    </div>
  );
}

/** A dash for an empty cell, read out as a word. */
export function Missing({ label = 'None' }: { label?: string }) {
  return (
    <span className="admin-missing">
      <span aria-hidden="true">—</span>
      <span className="admin-sr">{label}</span>
    </span>
  );
}
