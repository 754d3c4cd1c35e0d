import Link from '@mui/material/Link';

export interface SupportPhoneLinkProps {
  /** The support line, as it is written: "1-800-555-0134". */
  readonly phone: string;
}

/** The support line as a link a phone dials. */
export function SupportPhoneLink({ phone }: SupportPhoneLinkProps) {
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ fontWeight: 600 }}>
      {phone}
    </Link>
  );
}
