import { Skeleton } from '@tow/shared-ui/host/components';
import type { ComponentProps } from 'react';

/** While a home list loads: `count` skeletons in the list's own grid, hidden from screen readers. */
export function Placeholders({
  count,
  className,
  ...skeleton
}: { count: number; className?: string } & ComponentProps<typeof Skeleton>) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} {...skeleton} />
      ))}
    </div>
  );
}
