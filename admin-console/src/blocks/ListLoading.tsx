import { Skeleton } from '@tow/shared-ui/host/components';
import shared from './ListScreen.module.css';

/** A list screen's placeholder while its list loads, announced by `label` ("Loading services..."). */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className={shared.loading}>
      <span className="visually-hidden">{label}</span>
      <Skeleton shape="line" lines={4} />
    </div>
  );
}
