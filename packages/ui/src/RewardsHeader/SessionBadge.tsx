import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SessionBadgeProps {
  /** The signed-in user's first name. */
  readonly firstName: string;
  /** spec: platform §6 "consumer-tenant Admin label". */
  readonly isAdmin?: boolean;
  /** In a delegated session, the agent booking on the user's behalf (spec: platform §1, §6). */
  readonly agentEmail?: string | undefined;
}

/**
 * Who is signed in, as the header shows it: the user, an Admin label, the delegating agent. On a
 * phone the greeting gives way to the rest of the header; the agent and the label stay.
 */
export function SessionBadge({ firstName, isAdmin = false, agentEmail }: SessionBadgeProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {agentEmail && (
        <Chip
          size="small"
          label={`Agent: ${agentEmail}`}
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            maxWidth: { xs: 150, sm: 260 },
          }}
        />
      )}
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}
        noWrap
      >
        {agentEmail ? `Booking for ${firstName}` : `Hi, ${firstName}`}
      </Typography>
      {isAdmin && (
        <Chip
          size="small"
          label="Admin"
          sx={{ bgcolor: 'background.paper', color: 'text.primary', fontWeight: 600 }}
        />
      )}
    </Stack>
  );
}
