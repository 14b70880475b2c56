import { Button, PhoneLink } from '@tow/shared-ui/host/components';

/**
 * The inner pages' two buttons: call the number (shown in the label) or request a callback, on
 * the contact page or at a form further down the page (`callbackHref`).
 */
export function CallAndCallbackButtons({
  phone,
  callbackHref = '/contact',
}: {
  phone: string;
  callbackHref?: string;
}) {
  return (
    <>
      <PhoneLink phone={phone} variant="button" label={`Call ${phone}`} />
      <Button href={callbackHref} variant="secondary">
        Request Callback
      </Button>
    </>
  );
}
