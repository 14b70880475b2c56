import { PageHeader } from '../blocks/PageHeader.tsx';

/**
 * What a list screen shows until it is built (issue 4, part 2): says so plainly rather than
 * pretending to work. Delete this file once every route module renders its real screen.
 */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p role="status">This screen is under construction.</p>
    </>
  );
}
