/** The "Service needed" list's last choice, for what no service of the list describes. */
export const OTHER_SERVICE = 'Other';

/**
 * The "Service needed" choices: the active services the owner keeps in the console, in their
 * order, then "Other". A choice sent back with a failed submission stays offered even if the
 * service has gone since the page was drawn.
 */
export function serviceOptions(
  names: readonly string[],
  sent: string | undefined,
): { value: string; label: string }[] {
  const choices = names.filter((name) => name !== OTHER_SERVICE);
  if (sent && !choices.includes(sent) && sent !== OTHER_SERVICE) choices.push(sent);
  choices.push(OTHER_SERVICE);
  return choices.map((value) => ({ value, label: value }));
}
