/**
 * "Text us instead": an `sms:` link to the company's mobile with the driver's details written in
 * the body, for when the form cannot get through. `?&body=` is read by iOS and Android alike.
 */
export function smsLink(
  phone: string,
  details: {
    name?: string;
    phone?: string;
    location?: string;
    service_type?: string;
    message?: string;
    unsafe?: boolean;
  },
): string {
  const lines = [
    details.unsafe ? 'URGENT - I am somewhere unsafe.' : '',
    'Callback request',
    details.name ? `Name: ${details.name}` : '',
    details.phone ? `Phone: ${details.phone}` : '',
    details.location ? `Where: ${details.location}` : '',
    details.service_type ? `Need: ${details.service_type}` : '',
    details.message ? details.message : '',
  ].filter((line) => line.trim() !== '');
  return `sms:${phone.replace(/[^\d+]/g, '')}?&body=${encodeURIComponent(lines.join('\n'))}`;
}
