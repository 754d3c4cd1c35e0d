import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { loginPath } from '@wayfare/domain';
import { Link as RouterLink } from 'react-router-dom';
import { NoticePage } from './NoticePage';
import { SupportLine } from './SupportLine';

/** /access-denied-not-beta (spec: platform §2, §8 code 40102). The wording is ours. */
export function NotBetaPage() {
  return (
    <NoticePage
      title="You're not in the beta yet"
      actions={
        <Button variant="contained" component={RouterLink} to={loginPath()}>
          Sign in with another account
        </Button>
      }
    >
      <Typography>
        This part of Wayfare is open to beta members only, and your account isn&apos;t one of them
        yet. We&apos;ll let you know by email when it opens to you.
      </Typography>
      <SupportLine lead="Questions about the beta? Call us at" />
    </NoticePage>
  );
}
