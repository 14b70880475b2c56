import { Spinner } from '@tow/shared-ui/host/components';

/** The whole-page spinner while auth or a screen loads (spec section 2). */
export function PageSpinner() {
  return (
    <div className="full-page-center">
      <Spinner label="Loading..." showLabel size="lg" />
    </div>
  );
}
