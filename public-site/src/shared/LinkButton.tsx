import { Button } from '@tow/shared-ui/host/components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type ButtonLinkProps = Extract<Parameters<typeof Button>[0], { href: string }>;

export type LinkButtonProps = Omit<ButtonLinkProps, 'href'> & { readonly to: string };

/**
 * The shared Button as an in-app link: a real `<a href>` (works without JavaScript), navigated by
 * the router when clicked so the page does not reload.
 */
export function LinkButton({ to, onClick, ...rest }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
