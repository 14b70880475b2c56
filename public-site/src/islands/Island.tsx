import type { ComponentType } from 'react';
import type { IslandName, IslandProps, IslandWake } from './island-names.ts';

/**
 * Server side of an island: the component's HTML inside an element that names it, with its props
 * as JSON, so the page script can hydrate exactly this part (src/islands/wake-islands.ts) when
 * `wake` says. The element is `display: contents` (site.css): the layout sees only the component.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  wake,
}: {
  readonly name: Name;
  readonly component: ComponentType<IslandProps<Name>>;
  readonly props: IslandProps<Name>;
  readonly wake: IslandWake;
}) {
  return (
    <div data-island={name} data-island-wake={wake} data-island-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
