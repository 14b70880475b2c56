import type { ComponentType, ReactNode } from 'react';
import { useMe } from '../auth/use-me.ts';
import { PageSpinner } from '../screens/PageSpinner.tsx';
import { ErrorBox } from './ErrorBox.tsx';

/**
 * An owner-only screen: staff who open it by its address see why they cannot, in words, rather
 * than an empty screen or a failed call.
 */
export function OwnerOnly({
  title,
  what,
  children,
}: {
  title: string;
  what: string;
  children: ReactNode;
}) {
  const { me } = useMe();
  if (!me) return <PageSpinner />;
  if (me.role !== 'owner') {
    return (
      <>
        <h1>{title}</h1>
        <ErrorBox>{`Only an owner can ${what}. Ask an owner of this console.`}</ErrorBox>
      </>
    );
  }
  return children;
}

/** The `Component` of an owner-only route module: its screen behind `OwnerOnly`. */
export function ownerOnlyRoute(title: string, what: string, Screen: ComponentType) {
  return function OwnerOnlyRoute() {
    return (
      <OwnerOnly title={title} what={what}>
        <Screen />
      </OwnerOnly>
    );
  };
}
