import type { ComponentType } from 'react';
import type { IslandName, IslandProps, IslandWake } from './island-names.ts';

/**
 * Server side of an island: the component's HTML inside an element that names it, with its props
 * as JSON, so the page script can hydrate exactly this part (src/islands/wake-islands.ts) when
 * `wake` says (or at idle, when the browser keeps a draft for it). The element is `display: contents` (site.css): the layout sees only the component.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  wake,
  wakeIfStored,
}: {
  readonly name: Name;
  readonly component: ComponentType<IslandProps<Name>>;
  readonly props: IslandProps<Name>;
  readonly wake: IslandWake;
  /** A localStorage key: when this browser keeps something there, the island wakes at idle. */
  readonly wakeIfStored?: string;
}) {
  return (
    <div
      data-island={name}
      data-island-wake={wake}
      data-island-stored-key={wakeIfStored}
      data-island-props={JSON.stringify(props)}
    >
      <Component {...props} />
    </div>
  );
}
