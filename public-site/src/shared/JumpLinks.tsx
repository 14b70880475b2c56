/** A part of the page a jump link leads to: its element id and its title. */
export interface PagePart {
  readonly id: string;
  readonly label: string;
}

/** The list of links to the parts of a long page (FAQ categories, a legal page's sections). */
export function JumpLinks({
  parts,
  ordered = false,
  className,
}: {
  parts: readonly PagePart[];
  /** Numbered, where the parts are read in order (a legal page's contents). */
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {parts.map((part) => (
        <li key={part.id}>
          <a href={`#${part.id}`}>{part.label}</a>
        </li>
      ))}
    </List>
  );
}
