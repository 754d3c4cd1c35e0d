import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { loginPath } from '@wayfare/domain';
import { Link as RouterLink } from 'react-router-dom';
import { NoticePage } from './NoticePage';
import { SupportLine } from './SupportLine';

/**
 * /access-denied (spec: platform §2, §8: code 40103, a failed login-code post, a corporate user
 * without admin permission arriving from the admin portal). The wording is ours.
 */
export function AccessDeniedPage() {
  return (
    <NoticePage
      title="Access denied"
      actions={
        <Button variant="contained" component={RouterLink} to={loginPath()}>
          Sign in again
        </Button>
      }
    >
      <Typography>
        Your account doesn&apos;t have access to this page. If you signed in with another account,
        sign in again with the one you use for travel.
      </Typography>
      <SupportLine lead="If you think this is a mistake, call us at" />
    </NoticePage>
  );
}
