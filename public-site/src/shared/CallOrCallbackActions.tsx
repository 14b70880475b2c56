import { Button, PhoneLink } from '@tow/shared-ui/host/components';

export interface CallOrCallbackActionsProps {
  readonly phone: string;
  readonly callLabel: string;
  readonly callbackLabel: string;
  readonly classNames: {
    readonly actions: string | undefined;
    readonly call: string | undefined;
    readonly callback: string | undefined;
  };
}

/** The two ways to get help, side by side: call now, or ask for a callback on the contact page. */
export function CallOrCallbackActions({
  phone,
  callLabel,
  callbackLabel,
  classNames,
}: CallOrCallbackActionsProps) {
  return (
    <div className={classNames.actions}>
      <PhoneLink phone={phone} variant="button" label={callLabel} className={classNames.call} />
      <Button href="/contact" variant="secondary" size="lg" className={classNames.callback}>
        {callbackLabel}
      </Button>
    </div>
  );
}
