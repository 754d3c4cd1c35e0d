import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLoginCode } from '@wayfare/booking';
import { isAccessDeniedAfterLoginCode, parseLoginQuery, routePaths } from '@wayfare/domain';
import { useTenant } from '@wayfare/ui';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { NoticePage } from './NoticePage';
import { useReturnToSavedPath } from './useReturnToSavedPath';

export interface LoginPageProps {
  /** The sign-in module's address: it sends the user back here with a login code. */
  readonly signInHref: string;
}

/**
 * The login route (spec: platform §4, §6, §8; its path and wording are ours). Back from the sign-in
 * module with a code, it posts the code, then returns to the saved path (same-origin only); a
 * failed post, or a corporate user without admin permission arriving from the admin portal, goes
 * to /access-denied. Without a code it offers to sign in.
 */
export function LoginPage({ signInHref }: LoginPageProps) {
  const [searchParams] = useSearchParams();
  const { code, isFromAdminPortal } = parseLoginQuery(searchParams);
  const tenant = useTenant();
  const navigate = useNavigate();
  const returnToSavedPath = useReturnToSavedPath();
  const { mutate } = useLoginCode();
  // A code is good once: StrictMode's second effect run, or a re-render, must not post it again.
  const posted = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (code === undefined || posted.current === code) return;
    posted.current = code;
    mutate(code, {
      onSuccess: (session) => {
        const canViewAdmin = session.corporateInfo?.permissions.canViewAdmin ?? false;
        if (isAccessDeniedAfterLoginCode({ tenant, canViewAdmin, isFromAdminPortal }))
          void navigate(routePaths.accessDenied, { replace: true });
        else returnToSavedPath();
      },
      onError: () => void navigate(routePaths.accessDenied, { replace: true }),
    });
  }, [code, isFromAdminPortal, mutate, navigate, returnToSavedPath, tenant]);

  if (code !== undefined)
    return (
      <NoticePage title="Signing you in">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>Just a moment while we open your session.</Typography>
        </Stack>
      </NoticePage>
    );

  return (
    <NoticePage
      title="Sign in"
      actions={
        // A sign-in module on the portal's own origin (the embedded backend's) is a route away.
        signInHref.startsWith('/') ? (
          <Button variant="contained" component={RouterLink} to={signInHref}>
            Sign in
          </Button>
        ) : (
          <Button variant="contained" href={signInHref}>
            Sign in
          </Button>
        )
      }
    >
      <Typography>
        Your session has ended. Sign in to pick up where you left off: we&apos;ll bring you back to
        the page you were on.
      </Typography>
    </NoticePage>
  );
}
